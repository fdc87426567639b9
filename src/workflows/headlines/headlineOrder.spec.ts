import { describe, expect, it } from 'vitest';
import { dropTarget, movedAfter } from './headlineOrder.ts';

const items = ['a', 'b', 'c', 'd'].map((id, index) => ({ id, auto: false, order: index + 1 }));
const withAuto = [...items, { id: 'x', auto: true, order: 5 }];
const ids = (list: readonly { id: string }[] | undefined) => list?.map((item) => item.id);

describe('the board order', () => {
  it('puts an item after another, or at the top, renumbered from 1', () => {
    expect(ids(movedAfter(items, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(movedAfter(items, 'd', null))).toEqual(['d', 'a', 'b', 'c']);
    expect(movedAfter(items, 'd', null)?.map((item) => item.order)).toEqual([1, 2, 3, 4]);
  });

  it('makes no move when either item is gone, or the item is an auto one', () => {
    expect(movedAfter(items, 'z', 'a')).toBeUndefined();
    expect(movedAfter(items, 'a', 'z')).toBeUndefined();
    expect(movedAfter(withAuto, 'x', null)).toBeUndefined();
  });

  it('turns a drop into the item the moved one follows', () => {
    expect(dropTarget(items, 'a', 'c')).toEqual({ afterItemId: 'c' });
    expect(dropTarget(items, 'c', 'a')).toEqual({ afterItemId: null });
    expect(dropTarget(items, 'd', 'b')).toEqual({ afterItemId: 'a' });
    expect(dropTarget(items, 'a', 'a')).toBeUndefined();
    expect(dropTarget(withAuto, 'a', 'x')).toBeUndefined();
  });

  it('gives the server the same order the board shows', () => {
    for (const [active, over] of [['a', 'd'], ['d', 'a'], ['b', 'c'], ['c', 'b']] as const) {
      const target = dropTarget(items, active, over)!;
      const shown = items.map((item) => item.id).filter((id) => id !== active);
      shown.splice(items.findIndex((item) => item.id === over), 0, active);
      expect(ids(movedAfter(items, active, target.afterItemId))).toEqual(shown);
    }
  });
});
