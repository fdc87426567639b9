import { describe, expect, it } from 'vitest';
import { descendantIds, movedTree, projectTreeMove, shiftedTree, swappedTree, treeDepths, type TreeRow } from './treeOrder.ts';

// a
//   b
//     c
//   d
// e
const rows: TreeRow[] = [
  { id: 'a', parentId: null },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
  { id: 'd', parentId: 'a' },
  { id: 'e', parentId: null },
];
const shape = (list: readonly TreeRow[] | undefined) => {
  if (!list) return undefined;
  const depths = treeDepths(list);
  return list.map((row, index) => `${'.'.repeat(depths[index]!)}${row.id}`).join(' ');
};

describe('the sortable tree’s order', () => {
  it('reads levels and subtrees from the flat preorder', () => {
    expect(treeDepths(rows)).toEqual([0, 1, 2, 1, 0]);
    expect(descendantIds(rows, 'a')).toEqual(['b', 'c', 'd']);
    expect(descendantIds(rows, 'e')).toEqual([]);
  });

  it('moves a row with its subtree, never under itself', () => {
    expect(shape(movedTree(rows, 'b', 'e', 'e'))).toBe('a .d e .b ..c');
    expect(shape(movedTree(rows, 'e', null, null))).toBe('e a .b ..c .d');
    expect(movedTree(rows, 'a', 'c', 'c')).toBeUndefined();
  });

  it('projects a drop: the level follows the horizontal offset, kept by the neighbours and the depth', () => {
    // e dropped over d (shown list a b d e without c under b): e goes between b and d.
    expect(projectTreeMove(rows, 'e', 'd', 0, 3)?.projection).toEqual({ depth: 1, parentId: 'a' });
    expect(projectTreeMove(rows, 'e', 'd', 5, 3)?.projection).toEqual({ depth: 2, parentId: 'b' });
    expect(shape(projectTreeMove(rows, 'e', 'd', 5, 3)?.rows)).toBe('a .b ..c ..e .d');
    // Dropped in place, dragged two levels right: under d, its sibling above.
    expect(projectTreeMove(rows, 'e', 'e', 2, 3)?.projection).toEqual({ depth: 2, parentId: 'd' });
    expect(projectTreeMove(rows, 'e', 'e', -3, 3)?.projection).toEqual({ depth: 0, parentId: null });
    // b carries c: at most one level deeper than it is, with a depth of 3.
    expect(projectTreeMove(rows, 'b', 'e', 5, 3)?.projection).toEqual({ depth: 1, parentId: 'e' });
    expect(projectTreeMove(rows, 'b', 'b', -1, 3)?.projection.depth).toBe(1);
    expect(projectTreeMove(rows, 'b', 'e', 0, 1)).toBeUndefined();
  });

  it('indents under the sibling above and outdents after the parent’s subtree', () => {
    expect(shape(shiftedTree(rows, 'd', 'in', 3))).toBe('a .b ..c ..d e');
    expect(shiftedTree(rows, 'b', 'in', 3)).toBeUndefined();
    expect(shiftedTree(rows, 'e', 'in', 1)).toBeUndefined();
    expect(shape(shiftedTree(rows, 'b', 'out', 3))).toBe('a .d b .c e');
    expect(shape(shiftedTree(rows, 'd', 'out', 3))).toBe('a .b ..c d e');
    expect(shiftedTree(rows, 'a', 'out', 3)).toBeUndefined();
  });

  it('swaps a row with its sibling, subtrees and all', () => {
    expect(shape(swappedTree(rows, 'd', 'up'))).toBe('a .d .b ..c e');
    expect(shape(swappedTree(rows, 'a', 'down'))).toBe('e a .b ..c .d');
    expect(swappedTree(rows, 'a', 'up')).toBeUndefined();
    expect(swappedTree(rows, 'd', 'down')).toBeUndefined();
  });
});
