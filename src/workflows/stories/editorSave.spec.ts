import { describe, expect, it } from 'vitest';
import { readFilter } from '../../controls/list/addressFilter.ts';
import { asksEveryCategory, listPathOf, waitsUntil } from './editorSave.ts';

const now = new Date('2026-11-30T10:00:00.000Z');

describe('the story and reel editors’ save', () => {
  it('says a publish date ahead of now waits on the pending list, any other is published at once', () => {
    expect(waitsUntil('2026-12-01T08:00:00.000Z', now)).toEqual(new Date('2026-12-01T08:00:00.000Z'));
    expect(waitsUntil('2026-11-30T10:00:00.000Z', now)).toBeUndefined();
    expect(waitsUntil('2026-11-29T10:00:00.000Z', now)).toBeUndefined();
    expect(waitsUntil(null, now)).toBeUndefined();
    expect(waitsUntil('not a date', now)).toBeUndefined();
  });

  it('asks first for an advertisement of no category only', () => {
    expect(asksEveryCategory({ type: 2, categoryIds: [] })).toBe(true);
    expect(asksEveryCategory({ type: '2' })).toBe(true);
    expect(asksEveryCategory({ type: 2, categoryIds: ['4'] })).toBe(false);
    expect(asksEveryCategory({ type: 1, categoryIds: [] })).toBe(false);
  });

  it('goes back to the list tab that holds the saved item', () => {
    const filterOf = (path: string) => readFilter(new URL(path, 'http://admin.example').searchParams.get('filter'));
    expect(listPathOf('story', 'PENDING')).toMatch(/^\/story\/list\?/);
    expect(filterOf(listPathOf('story', 'PENDING'))).toEqual({ state: 'PENDING' });
    expect(filterOf(listPathOf('reels', 'PUBLISHED'))).toEqual({ state: 'PUBLISHED' });
    expect(filterOf(listPathOf('reels', undefined))).toEqual({ state: 'PUBLISHED' });
  });
});
