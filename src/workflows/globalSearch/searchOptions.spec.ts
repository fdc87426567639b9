import { describe, expect, it } from 'vitest';
import type { GlobalSearchGroup } from './globalSearchMethods.ts';
import { hitPathOf, showAllPathOf } from './hitPaths.ts';
import { movedIndex, optionGroupsOf } from './searchOptions.ts';

const hit = (resource: string, id: string, contentType: number | null = null) => ({ kind: 'CONTENT' as const, id, title: id, detail: null, date: null, resource, contentType });
const group = (kind: GlobalSearchGroup['kind'], hits: ReturnType<typeof hit>[], more = false, failed = false): GlobalSearchGroup => ({ kind, hits, more, failed });

describe('global search options', () => {
  it('opens each kind on its own screen', () => {
    expect(hitPathOf(hit('contents', '12', 2))).toBe('/content/photo-gallery/12');
    expect(hitPathOf(hit('contentDrafts', '7', 0))).toBe('/content/news?draft=7');
    expect(hitPathOf(hit('agencyContents', '501'))).toBe('/agency/list?item=501');
    expect(hitPathOf(hit('mediaItems', '88'))).toBe('/content/media?item=88');
    expect(hitPathOf(hit('people', '4'))).toBe('/settings/content/people/4');
    expect(hitPathOf(hit('authors', '9'))).toBe('/settings/content/authors/9');
  });

  it('offers "show all" only for lists that search the same words, with the words in their filter', () => {
    expect(showAllPathOf('CONTENT', ' çağrı merkezi ')).toBe(`/content/list?${new URLSearchParams({ filter: '{"search":"çağrı merkezi"}' })}`);
    expect(showAllPathOf('MEDIA', 'köprü')).toBe(`/content/media?filter=${encodeURIComponent('{"search":"köprü"}')}`);
    expect(['DRAFT', 'AGENCY_ITEM', 'PERSON'].map((kind) => showAllPathOf(kind as GlobalSearchGroup['kind'], 'x'))).toEqual([undefined, undefined, undefined]);
  });

  it('walks hits, then "show all" when there is more; empty groups are left out, failed ones kept', () => {
    const groups = optionGroupsOf([group('CONTENT', [hit('contents', '1', 0), hit('contents', '2', 0)], true), group('DRAFT', []), group('AGENCY_ITEM', [], false, true), group('AGENCY_ITEM', [hit('agencyContents', '3')], true)], 'derbi');
    expect(groups.map(({ group, options }) => [group.kind, options.map((option) => option.key)])).toEqual([
      ['CONTENT', ['contents:1', 'contents:2', 'CONTENT:all']],
      ['AGENCY_ITEM', []],
      ['AGENCY_ITEM', ['agencyContents:3']],
    ]);
  });

  it('wraps the arrow keys at both ends, and starts at the first or the last', () => {
    expect([movedIndex(-1, 1, 3), movedIndex(-1, -1, 3), movedIndex(2, 1, 3), movedIndex(0, -1, 3), movedIndex(1, 1, 3), movedIndex(-1, 1, 0)]).toEqual([0, 2, 0, 2, 2, -1]);
  });
});
