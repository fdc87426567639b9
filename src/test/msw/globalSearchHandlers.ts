import { graphql, HttpResponse } from 'msw';
import type { GlobalSearchGroup, GlobalSearchHit } from '../../workflows/globalSearch/globalSearchMethods.ts';

type Kind = GlobalSearchGroup['kind'];
type SampleHit = Omit<GlobalSearchHit, '__typename' | 'kind'> & { kind: Kind };

const hit = (kind: Kind, resource: string, id: string, title: string, detail: string | null, date: string, contentType: number | null = null): SampleHit => ({
  kind,
  resource,
  id,
  title,
  detail,
  date,
  contentType,
});

/** A desk's worth of hits over every kind, newest first within a kind. */
export const SAMPLE_HITS: readonly SampleHit[] = [
  hit('CONTENT', 'contents', '31', "İstanbul'da trafik durma noktasına geldi", 'Sabah saatlerinde köprüler kilitlendi', '2026-11-21T08:00:00.000Z', 0),
  hit('CONTENT', 'contents', '30', 'İSTANBUL boğazında gün batımı', 'Fotoğraflarla Boğaz', '2026-11-20T08:00:00.000Z', 2),
  ...Array.from({ length: 6 }, (_, index) => hit('CONTENT', 'contents', String(20 - index), `İstanbul maratonu ${index + 1}. gün`, null, `2026-11-1${6 - index}T08:00:00.000Z`, 0)),
  hit('DRAFT', 'contentDrafts', '7', 'İstanbul seçim taslağı', 'Yarım kalan spot', '2026-11-21T09:30:00.000Z', 0),
  hit('AGENCY_ITEM', 'agencyContents', '501', "İSTANBUL'DA YAĞMUR UYARISI", 'Anka Ajans', '2026-11-21T10:00:00.000Z'),
  hit('MEDIA', 'mediaItems', '88', 'istanbul-kopru.jpg', 'İstanbul Boğazı havadan', '2026-11-19T10:00:00.000Z'),
  hit('PERSON', 'people', '4', 'Çağrı Işık', 'Gazeteci', '2026-11-01T10:00:00.000Z'),
  hit('PERSON', 'authors', '9', 'ÇAĞRI Öztürk', 'cagri@newsroom.example', '2026-10-01T10:00:00.000Z'),
];

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };
const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (letter) => FOLD[letter]!);
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every word of the query a prefix of a word of the hit's title or detail, as the server folds them. */
const matches = (sample: SampleHit, query: string) => {
  const words = wordsOf(`${sample.title} ${sample.detail ?? ''}`);
  return wordsOf(query).every((typed) => words.some((word) => word.startsWith(typed)));
};

/** The global search over SAMPLE_HITS, grouped and limited as the server does; what was asked is recorded. */
export function globalSearchApi({ hits = SAMPLE_HITS, failedKinds = [] as Kind[] } = {}) {
  const asked: string[] = [];
  const handlers = [
    graphql.query('GlobalSearch', ({ variables }) => {
      const query = String(variables.query);
      const limit = Number(variables.limit ?? 5);
      asked.push(query);
      const kinds: Kind[] = ['CONTENT', 'DRAFT', 'AGENCY_ITEM', 'MEDIA', 'PERSON'];
      const globalSearch = kinds.map((kind) => {
        const failed = failedKinds.includes(kind);
        const found = failed ? [] : hits.filter((sample) => sample.kind === kind && matches(sample, query));
        const shown = found.slice(0, limit).map((sample) => ({ __typename: 'GlobalSearchHit', ...sample }));
        return { __typename: 'GlobalSearchGroup', kind, hits: shown, more: found.length > limit, failed };
      });
      return HttpResponse.json({ data: { globalSearch } });
    }),
  ];
  return { handlers, asked };
}

/** The search's request failing as a server error would. */
export const failingGlobalSearch = () => [graphql.query('GlobalSearch', () => HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))];
