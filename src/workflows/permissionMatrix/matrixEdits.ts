/**
 * The permission matrix as the editor sees it: the loaded matrix, the cells the admin changed on
 * top of it, and what may not be changed (the admin's own last hold on the matrix permission).
 */
import type { SitePermissions } from '../../../resources/permissions.ts';
import { foldCase } from '../../../resources/turkishText.ts';

/** The permission that opens the matrix screen and the save (server/permissionMatrix/permissionMatrixModule.ts). */
export const MATRIX_PERMISSION = 'user.permissions';

export interface MatrixRow {
  category: string;
  keyword: string;
  /** 'category.keyword' */
  key: string;
  /** The roles holding it as loaded. */
  roleIds: readonly string[];
}

export interface MatrixGroup {
  category: string;
  rows: MatrixRow[];
}

/** Cell ('category.keyword', role id) → the state the admin wants; only cells that differ from the loaded matrix. */
export type MatrixEdits = ReadonlyMap<string, boolean>;

/** What `savePermissions` takes for one cell. */
export interface PermissionChange {
  category: string;
  keyword: string;
  roleId: string;
  granted: boolean;
  /** The permission's roleIds as loaded: the server refuses the save when they changed since. */
  baseRoleIds: string[];
}

const cellKey = (key: string, roleId: string) => `${key} ${roleId}`;

/** The matrix in its own order, one group per category. */
export function matrixGroups(matrix: SitePermissions): MatrixGroup[] {
  return matrix.permissionCategories.map((category) => ({
    category: category.keyword,
    rows: category.permissionDetails.map((detail) => ({
      category: category.keyword,
      keyword: detail.keyword,
      key: `${category.keyword}.${detail.keyword}`,
      roleIds: detail.roleIds.map(String),
    })),
  }));
}

/** What a screen calls a category and a permission ('headline' → "Manşetler", 'headline.view' → "Manşetler: görüntüleme"). */
export interface MatrixNames {
  category(keyword: string): string;
  permission(key: string): string;
}

/** Text as the filter compares it: Turkish lower case, without accents and dots, so "gorunt" finds "Görüntüleme". */
const searchable = (text: string) =>
  foldCase(text)
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * Groups whose category or one of whose permissions contains `text`, by key or by name (Turkish
 * case and accents ignored); a category match keeps all its rows.
 */
export function filterGroups(groups: readonly MatrixGroup[], text: string, names?: MatrixNames): MatrixGroup[] {
  const needle = searchable(text.trim());
  if (!needle) return [...groups];
  const matches = (...candidates: (string | undefined)[]) => candidates.some((candidate) => candidate !== undefined && searchable(candidate).includes(needle));
  return groups.flatMap((group) => {
    if (matches(group.category, names?.category(group.category))) return [group];
    const rows = group.rows.filter((row) => matches(row.key, names?.permission(row.key)));
    return rows.length > 0 ? [{ ...group, rows }] : [];
  });
}

export function isGranted(row: MatrixRow, roleId: string, edits: MatrixEdits): boolean {
  return edits.get(cellKey(row.key, roleId)) ?? row.roleIds.includes(roleId);
}

export function isEdited(row: MatrixRow, roleId: string, edits: MatrixEdits): boolean {
  return edits.has(cellKey(row.key, roleId));
}

/** The edits with one cell flipped; flipping back to the loaded state forgets the cell. */
export function toggleCell(edits: MatrixEdits, row: MatrixRow, roleId: string): MatrixEdits {
  const next = new Map(edits);
  const wanted = !isGranted(row, roleId, edits);
  if (wanted === row.roleIds.includes(roleId)) next.delete(cellKey(row.key, roleId));
  else next.set(cellKey(row.key, roleId), wanted);
  return next;
}

/** The changed cells as `savePermissions` changes, each with the permission's roleIds as loaded. */
export function pendingChanges(groups: readonly MatrixGroup[], edits: MatrixEdits): PermissionChange[] {
  return groups.flatMap((group) =>
    group.rows.flatMap((row) =>
      [...edits.entries()]
        .filter(([key]) => key.startsWith(`${row.key} `))
        .map(([key, granted]) => ({
          category: row.category,
          keyword: row.keyword,
          roleId: key.slice(row.key.length + 1),
          granted,
          baseRoleIds: [...row.roleIds],
        })),
    ),
  );
}

/**
 * True when unticking this cell would leave the admin without the matrix permission: it is their
 * role's, it is ticked, and no other role of theirs holds the permission (with the edits applied).
 */
export function isOwnLastAccess(row: MatrixRow, roleId: string, edits: MatrixEdits, callerRoleIds: readonly string[]): boolean {
  if (row.key !== MATRIX_PERMISSION || !callerRoleIds.includes(roleId) || !isGranted(row, roleId, edits)) return false;
  return !callerRoleIds.some((other) => other !== roleId && isGranted(row, other, edits));
}
