import { describe, expect, it } from 'vitest';
import { defaultSitePermissions } from '../../../resources/permissionCatalogue.ts';
import { filterGroups, isGranted, isOwnLastAccess, matrixGroups, pendingChanges, toggleCell, type MatrixEdits } from './matrixEdits.ts';

const groups = matrixGroups(defaultSitePermissions('4'));
const row = (key: string) => groups.flatMap((group) => group.rows).find((entry) => entry.key === key)!;
const NONE: MatrixEdits = new Map();

describe('matrix edits', () => {
  it('groups the rows by category in the matrix order', () => {
    expect(groups[0].category).toBe('agency');
    expect(row('user.permissions')).toMatchObject({ category: 'user', keyword: 'permissions', roleIds: ['1'] });
  });

  it('sends only the changed cells, each with the roleIds it was based on', () => {
    let edits = toggleCell(NONE, row('signature.view'), '4');
    edits = toggleCell(edits, row('signature.view'), '2');
    edits = toggleCell(edits, row('brand.save'), '5');
    edits = toggleCell(edits, row('brand.save'), '5');
    expect(isGranted(row('signature.view'), '2', edits)).toBe(false);
    expect(pendingChanges(groups, edits)).toEqual([
      { category: 'signature', keyword: 'view', roleId: '4', granted: true, baseRoleIds: ['1', '2', '6'] },
      { category: 'signature', keyword: 'view', roleId: '2', granted: false, baseRoleIds: ['1', '2', '6'] },
    ]);
  });

  it("locks the caller's last role holding the matrix permission, and only that cell", () => {
    const matrix = row('user.permissions');
    expect(isOwnLastAccess(matrix, '1', NONE, ['1'])).toBe(true);
    expect(isOwnLastAccess(matrix, '6', NONE, ['1'])).toBe(false);
    expect(isOwnLastAccess(row('user.view'), '1', NONE, ['1'])).toBe(false);
    const withChief = toggleCell(NONE, matrix, '6');
    expect(isOwnLastAccess(matrix, '1', withChief, ['1', '6'])).toBe(false);
    const chiefOnly = toggleCell(withChief, matrix, '1');
    expect(isOwnLastAccess(matrix, '6', chiefOnly, ['1', '6'])).toBe(true);
  });

  it('filters by category or permission, case-insensitively', () => {
    expect(filterGroups(groups, 'Signature').map((group) => group.category)).toEqual(['signature']);
    expect(filterGroups(groups, 'kick')).toEqual([{ category: 'headline', rows: [row('headline.kick')] }]);
    expect(filterGroups(groups, 'user.perm')[0].rows.map((entry) => entry.key)).toEqual(['user.permissions']);
    expect(filterGroups(groups, '  ')).toHaveLength(groups.length);
  });

  it('filters by the Turkish names too, ignoring Turkish case and accents', () => {
    const names = {
      category: (keyword: string) => ({ headline: 'Manşetler', headlineCategoryList: 'Manşet kategorileri', user: 'Kullanıcılar' })[keyword] ?? keyword,
      permission: (key: string) => (key === 'user.permissions' ? 'Kullanıcılar: yetki yönetimi' : key === 'headline.kick' ? 'Manşetler: manşetten çıkarma' : key),
    };
    expect(filterGroups(groups, 'YETKİ YÖNETİMİ', names)[0]?.rows.map((entry) => entry.key)).toEqual(['user.permissions']);
    expect(filterGroups(groups, 'cikarma', names)).toEqual([{ category: 'headline', rows: [row('headline.kick')] }]);
    expect(filterGroups(groups, 'manset kategori', names).map((group) => group.category)).toEqual(['headlineCategoryList']);
    expect(filterGroups(groups, 'manşet', names).map((group) => group.category)).toEqual(['headline', 'headlineCategoryList']);
  });
});
