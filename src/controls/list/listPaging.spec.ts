import { describe, expect, it, vi } from 'vitest';
import { byPageNumber, isLastPage, LIST_PAGE_SIZE, nextPageOf } from './listPaging.ts';

const rows = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ cursor: `c${from + index}`, day: `2026-11-${String(30 - index).padStart(2, '0')}` }));
const dayOf = (row: { day: string }) => row.day;

describe('the list paging rule', () => {
  it('loads 50 at a time (spec 01 §9)', () => {
    expect(LIST_PAGE_SIZE).toBe(50);
  });

  it('ends the list at a page with fewer items than the page size, not at a full one', () => {
    expect(isLastPage([], 3)).toBe(true);
    expect(isLastPage(rows(2), 3)).toBe(true);
    expect(isLastPage(rows(3), 3)).toBe(false);
    expect(nextPageOf([rows(3), rows(2, 4)], 3, dayOf)).toBeUndefined();
    expect(nextPageOf([[]], 3, dayOf)).toBeUndefined();
  });

  it('asks after the last row, bounded by the first page’s first row', () => {
    expect(nextPageOf([rows(3), rows(3, 4)], 3, dayOf)).toEqual({ limit: 3, after: 'c6', firstCreatedDate: '2026-11-30' });
    expect(nextPageOf([rows(3)], 3, () => null)).toEqual({ limit: 3, after: 'c3', firstCreatedDate: undefined });
  });

  it('reads a list paged by number as page 1, 2, … and ends it at a short page', async () => {
    const fetchPage = vi.fn(async (page: number, limit: number) => rows(page === 1 ? limit : 1).map(({ day }) => ({ day })));
    const read = byPageNumber(fetchPage);
    const first = await read({ limit: 2 });
    expect(fetchPage).toHaveBeenLastCalledWith(1, 2);
    expect(first.map((row) => row.cursor)).toEqual(['1', '1']);
    const next = nextPageOf([first], 2, dayOf)!;
    const second = await read(next);
    expect(fetchPage).toHaveBeenLastCalledWith(2, 2);
    expect(nextPageOf([first, second], 2, dayOf)).toBeUndefined();
  });
});
