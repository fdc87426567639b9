import { describe, expect, it } from 'vitest';
import { defaultSitePermissions, ROLES } from '../../../resources/permissionCatalogue.ts';
import { matrixGroups, toggleCell, type MatrixEdits } from './matrixEdits.ts';
import { MATRIX_NEEDS, unmetNeeds } from './matrixNeeds.ts';

const groups = matrixGroups(defaultSitePermissions('4'));
const row = (key: string) => groups.flatMap((group) => group.rows).find((entry) => entry.key === key)!;
const roleIds = ROLES.map((role) => role.id);
const NONE: MatrixEdits = new Map();

describe('grants that need another', () => {
  it('derives them from the declarations: writes need what the read requires, screens what they read', () => {
    expect(MATRIX_NEEDS).toEqual(
      expect.arrayContaining([
        { permission: 'news.save', needs: 'content.view' },
        { permission: 'category.save', needs: 'category.view' },
        { permission: 'headline.view', needs: 'headlineCategoryList.view' },
        { permission: 'headlineOld.view', needs: 'headlineCategoryList.view' },
      ]),
    );
    // A user may read their own record without user.view: saving users does not need it.
    expect(MATRIX_NEEDS).not.toContainEqual({ permission: 'user.save', needs: 'user.view' });
  });

  it('finds none in the seeded matrix', () => {
    expect(unmetNeeds(groups, NONE, roleIds)).toEqual([]);
  });

  it('names the role and both permissions once an edit leaves a grant alone, and forgets it once mended', () => {
    const withoutContent = toggleCell(NONE, row('content.view'), '5');
    expect(unmetNeeds(groups, withoutContent, roleIds)).toEqual([
      { roleId: '5', permission: 'news.save', needs: 'content.view' },
      { roleId: '5', permission: 'video.save', needs: 'content.view' },
    ]);
    const headlinesAlone = toggleCell(NONE, row('headline.view'), '4');
    expect(unmetNeeds(groups, headlinesAlone, roleIds)).toEqual([{ roleId: '4', permission: 'headline.view', needs: 'headlineCategoryList.view' }]);
    expect(unmetNeeds(groups, toggleCell(headlinesAlone, row('headlineCategoryList.view'), '4'), roleIds)).toEqual([]);
  });
});
