import { describe, expect, it } from 'vitest';
import { boardFilterOf, isFiltered, movedInGroup, pinnedInGroup, tabOf } from './boardGroups.ts';

// a and b pinned, c, d, e not.
const rows = [
  { id: 'a', pinned: true },
  { id: 'b', pinned: true },
  { id: 'c', pinned: false },
  { id: 'd', pinned: false },
  { id: 'e', pinned: false },
];
const ids = (list: readonly { id: string }[] | undefined) => list?.map((row) => row.id).join('');

describe('the stories’ board order', () => {
  it('moves a row after another of its group, or first of its group', () => {
    expect(ids(movedInGroup(rows, 'c', 'e'))).toBe('abdec');
    expect(ids(movedInGroup(rows, 'e', null))).toBe('abecd');
    expect(ids(movedInGroup(rows, 'b', null))).toBe('bacde');
  });

  it('never takes a row across the pinned line: it stops at its group’s edge', () => {
    // A pinned row dropped among the others stays last of the pinned; an unpinned one dropped among the pinned, first of the others.
    expect(ids(movedInGroup(rows, 'a', 'd'))).toBe('bacde');
    expect(ids(movedInGroup(rows, 'e', 'a'))).toBe('abecd');
  });

  it('makes no move for a row it does not know', () => {
    expect(movedInGroup(rows, 'z', null)).toBeUndefined();
    expect(movedInGroup(rows, 'c', 'z')).toBeUndefined();
  });

  it('pins a row last of the pinned and unpins it first of the others', () => {
    const pinned = pinnedInGroup(rows, 'd', true);
    expect(ids(pinned)).toBe('abdce');
    expect(pinned?.find((row) => row.id === 'd')?.pinned).toBe(true);
    expect(ids(pinnedInGroup(rows, 'a', false))).toBe('bacde');
    expect(pinnedInGroup(rows, 'a', true)).toBeUndefined();
  });

  it('asks the server for a tab under the filters, and tells when a filter is on', () => {
    expect(boardFilterOf({}, 'published')).toEqual({ state: ['PUBLISHED'] });
    expect(boardFilterOf({ category: '7', type: '2', startDate: 's', endDate: 'e' }, 'pending')).toEqual({
      state: ['PENDING'],
      categoryIds: ['7'],
      type: [2],
      publishDateFrom: 's',
      publishDateTo: 'e',
    });
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ startDate: 's' })).toBe(false);
    expect(isFiltered({ type: '1' })).toBe(true);
    // The tab is in the address as the state it lists (where an editor's save sends back to), not a filter.
    expect(tabOf({ state: 'PENDING' })).toBe('pending');
    expect(tabOf({ state: 'PUBLISHED' })).toBe('published');
    expect(isFiltered({ state: 'PENDING' } as never)).toBe(false);
  });
});
