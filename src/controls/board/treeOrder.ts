/**
 * The order logic of a tree kept flat in preorder (a parent before its children, each child naming
 * its parent): what a move of one row, with everything under it, makes of the rows. Shared by the
 * sortable tree (SortableTree.tsx) and its callers' own move buttons; no React here.
 */

/** What the tree logic needs of a row: its id and its parent's (null on the first level). */
export interface TreeRow {
  id: string;
  parentId: string | null;
}

/** Each row's level, 0 on the first; a row whose parent is not above it counts as on the first level. */
export function treeDepths(rows: readonly TreeRow[]): number[] {
  const depthById = new Map<string, number>();
  return rows.map((row) => {
    const parentDepth = row.parentId === null ? undefined : depthById.get(row.parentId);
    const depth = parentDepth === undefined ? 0 : parentDepth + 1;
    depthById.set(row.id, depth);
    return depth;
  });
}

/** The index after the last row under `index` (its subtree is rows index … end-1). */
export function subtreeEnd(depths: readonly number[], index: number): number {
  let end = index + 1;
  while (end < depths.length && depths[end]! > depths[index]!) end += 1;
  return end;
}

/** The ids of the rows under `id`, at any depth. */
export function descendantIds(rows: readonly TreeRow[], id: string): string[] {
  const depths = treeDepths(rows);
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return [];
  return rows.slice(index + 1, subtreeEnd(depths, index)).map((row) => row.id);
}

/** Where a moved row lands: its level and its parent. */
export interface TreeProjection {
  depth: number;
  parentId: string | null;
}

/** The rows with `ids` moved as one block from `from` to `to` (dnd-kit's arrayMove over blocks). */
function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/**
 * Where `activeId` lands when dropped over `overId` (its place in the list without the rows under
 * it, as dnd-kit's sortable list shows it) and dragged `levelOffset` levels right (negative: left):
 * the level wanted, kept between what the rows around allow (at most one deeper than the row above,
 * at least the row below's) and so that its deepest descendant stays within `maxLevels`. Undefined
 * when no level fits (the block is too deep to go there).
 */
export function projectTreeMove(rows: readonly TreeRow[], activeId: string, overId: string, levelOffset: number, maxLevels: number): { projection: TreeProjection; rows: TreeRow[] } | undefined {
  const depths = treeDepths(rows);
  const from = rows.findIndex((row) => row.id === activeId);
  if (from < 0) return undefined;
  const end = subtreeEnd(depths, from);
  const height = Math.max(0, ...depths.slice(from, end).map((depth) => depth - depths[from]!));
  // The list the user sees while dragging: the active row without its subtree.
  const shown = rows.map((row, index) => ({ row, depth: depths[index]! })).filter((_, index) => index <= from || index >= end);
  const activeAt = shown.findIndex(({ row }) => row.id === activeId);
  const overAt = shown.findIndex(({ row }) => row.id === overId);
  if (overAt < 0) return undefined;
  const moved = arrayMove(shown, activeAt, overAt);
  const previous = moved[overAt - 1];
  const next = moved[overAt + 1];
  const highest = Math.min(previous ? previous.depth + 1 : 0, maxLevels - 1 - height);
  const lowest = next ? next.depth : 0;
  if (highest < lowest) return undefined;
  const depth = Math.min(highest, Math.max(lowest, depths[from]! + levelOffset));
  let parentId: string | null = null;
  for (let index = overAt - 1; index >= 0 && depth > 0; index -= 1) {
    if (moved[index]!.depth === depth - 1) {
      parentId = moved[index]!.row.id;
      break;
    }
  }
  return { projection: { depth, parentId }, rows: movedTree(rows, activeId, moved[overAt - 1]?.row.id ?? null, parentId)! };
}

/**
 * The rows with `activeId` and everything under it put right after `afterId` (null: at the top)
 * and under `parentId`; `afterId` must not be under the moved row. Undefined when an id is unknown.
 */
export function movedTree<T extends TreeRow>(rows: readonly T[], activeId: string, afterId: string | null, parentId: string | null): T[] | undefined {
  const depths = treeDepths(rows);
  const from = rows.findIndex((row) => row.id === activeId);
  if (from < 0) return undefined;
  const end = subtreeEnd(depths, from);
  const block = rows.slice(from, end);
  if (block.some((row) => row.id === afterId || row.id === parentId)) return undefined;
  const rest = [...rows.slice(0, from), ...rows.slice(end)];
  let at = 0;
  if (afterId !== null) {
    at = rest.findIndex((row) => row.id === afterId) + 1;
    if (at === 0) return undefined;
  }
  const moved = { ...block[0]!, parentId };
  return [...rest.slice(0, at), moved, ...block.slice(1), ...rest.slice(at)];
}

/**
 * A row one level in (under the row above it on its own level, as the last child) or out (after
 * its parent, as its parent's next sibling; the siblings after it stay its parent's), with
 * everything under it; undefined when it cannot go (no sibling above, first level, too deep).
 */
export function shiftedTree<T extends TreeRow>(rows: readonly T[], id: string, direction: 'in' | 'out', maxLevels: number): T[] | undefined {
  const depths = treeDepths(rows);
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return undefined;
  const depth = depths[index]!;
  const end = subtreeEnd(depths, index);
  const height = Math.max(0, ...depths.slice(index, end).map((value) => value - depth));
  if (direction === 'in') {
    let sibling = index - 1;
    while (sibling >= 0 && depths[sibling]! > depth) sibling -= 1;
    if (sibling < 0 || depths[sibling] !== depth || depth + 1 + height > maxLevels - 1) return undefined;
    return rows.map((row, at) => (at === index ? { ...row, parentId: rows[sibling]!.id } : row));
  }
  if (depth === 0) return undefined;
  const parentIndex = rows.findIndex((row) => row.id === rows[index]!.parentId);
  const parentEnd = subtreeEnd(depths, parentIndex);
  // After the parent's whole subtree, so that the siblings below keep their parent.
  const afterId = rows[parentEnd - 1]!.id;
  if (afterId === id || rows.slice(index, end).some((row) => row.id === afterId)) {
    return rows.map((row, at) => (at === index ? { ...row, parentId: rows[parentIndex]!.parentId } : row));
  }
  return movedTree(rows, id, afterId, rows[parentIndex]!.parentId);
}

/** A row one place up or down among its siblings, with everything under it; undefined at the end of its level. */
export function swappedTree<T extends TreeRow>(rows: readonly T[], id: string, direction: 'up' | 'down'): T[] | undefined {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return undefined;
  const siblings = rows.filter((candidate) => candidate.parentId === row.parentId);
  const at = siblings.indexOf(row);
  if (direction === 'up') {
    if (at <= 0) return undefined;
    const before = siblings[at - 2];
    return movedTree(rows, id, before ? lastUnder(rows, before.id) : row.parentId, row.parentId);
  }
  const after = siblings[at + 1];
  return after ? movedTree(rows, id, lastUnder(rows, after.id), row.parentId) : undefined;
}

/** The last row of `id`'s subtree (itself when it has none). */
function lastUnder(rows: readonly TreeRow[], id: string): string {
  const under = descendantIds(rows, id);
  return under[under.length - 1] ?? id;
}
