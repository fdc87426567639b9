import { describe, expect, it } from 'vitest';
import { isFiltered, mediaFilterOf } from './mediaLibraryFilter.ts';

describe('mediaFilterOf', () => {
  it('leaves out what is empty, and an unfinished date range', () => {
    expect(mediaFilterOf({ search: '  ', reporter: '', startDate: '2026-11-01T00:00:00.000Z' })).toEqual({});
    expect(isFiltered({ search: ' ' })).toBe(false);
  });

  it('passes every choice under the API’s names, trimmed', () => {
    const range = { startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-02T23:59:59.999Z' };
    expect(mediaFilterOf({ mediaType: 2, reporter: ' Ayşe ', source: 'AA', search: ' ışık ', ...range })).toEqual({
      mediaType: [2],
      reporter: 'Ayşe',
      source: 'AA',
      createdDateFrom: range.startDate,
      createdDateTo: range.endDate,
      search: 'ışık',
    });
    expect(isFiltered({ mediaType: 1 })).toBe(true);
  });
});
