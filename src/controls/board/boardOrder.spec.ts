import { describe, expect, it } from 'vitest';
import { dropTarget, movedAfter } from './boardOrder.ts';

const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id, fixed: false }));
const withFixed = [...rows, { id: 'x', fixed: true }];
const fixed = (row: { fixed: boolean }) => row.fixed;
const ids = (list: readonly { id: string }[] | undefined) => list?.map((row) => row.id).join('');

describe('the sortable list’s order', () => {
  it('puts a row after another, or at the top', () => {
    expect(ids(movedAfter(rows, 'a', 'c'))).toBe('bcad');
    expect(ids(movedAfter(rows, 'd', null))).toBe('dabc');
    expect(movedAfter(rows, 'a', 'a')).toBeUndefined();
    expect(movedAfter(withFixed, 'x', null, fixed)).toBeUndefined();
  });

  it('turns a drop into the row the moved one follows, the same order the list shows', () => {
    expect(dropTarget(rows, 'a', 'c')).toEqual({ afterItemId: 'c' });
    expect(dropTarget(rows, 'c', 'a')).toEqual({ afterItemId: null });
    expect(dropTarget(rows, 'a', undefined)).toBeUndefined();
    expect(dropTarget(withFixed, 'a', 'x', fixed)).toBeUndefined();
    for (const [active, over] of [['a', 'd'], ['d', 'a'], ['b', 'c']] as const) {
      const shown = rows.map((row) => row.id).filter((id) => id !== active);
      shown.splice(rows.findIndex((row) => row.id === over), 0, active);
      expect(ids(movedAfter(rows, active, dropTarget(rows, active, over)!.afterItemId))).toBe(shown.join(''));
    }
  });
});
