/**
 * The SEO contents' operations as MSW handlers over hadiths and subject titles in memory, answering
 * like the API: `addSubjectTitle` refuses a name its kind has already (ignoring case the Turkish
 * way) with the spec's message in the request's language.
 */
import { graphql, HttpResponse } from 'msw';
import { en, tr } from '../../../resources/messages/seoContent.ts';
import { foldCase } from '../../../resources/turkishText.ts';

export interface SampleSubjectTitle {
  id: string;
  name: string;
  kind: number;
  parentId: string | null;
  level: number;
  isApproved: boolean;
}

const HADITH = 1;
const MAIN = 1;
const SUB = 2;

/** The hadiths' subject titles: two main ones, one with a sub title. */
export const sampleSubjectTitles = (): SampleSubjectTitle[] => [
  { id: '1', name: 'İbadet', kind: HADITH, parentId: null, level: MAIN, isApproved: true },
  { id: '2', name: 'Ahlak', kind: HADITH, parentId: null, level: MAIN, isApproved: true },
  { id: '3', name: 'Namaz', kind: HADITH, parentId: '1', level: SUB, isApproved: true },
];

/** A hadith as the API answers it, started from the list (no text yet). */
export const sampleHadith = () => ({
  id: '21',
  version: 1,
  siteId: '1',
  title: 'Ameller niyetlere göredir',
  linkName: 'ameller-niyetlere-goredir',
  mainSubjectId: '1',
  subjectId: '3',
  number: 1,
  source: 'Buhârî',
  narrator: 'Hz. Ömer',
  book: 'Bed’ü’l-vahy',
  text: null as string | null,
  seoTitle: 'Niyet hadisi',
  seoSpot: null as string | null,
  isApproved: false,
  createdUserId: '1',
  createdDate: '2026-11-20T09:00:00.000Z',
  updatedUserId: '1',
  updatedDate: '2026-11-20T09:00:00.000Z',
});

type Filter = { ids?: string[]; kind?: number | number[]; level?: number | number[]; parentId?: string | string[] };
const listOf = <T,>(value: T | T[] | undefined): T[] | undefined => (value === undefined || value === null ? undefined : Array.isArray(value) ? value : [value]);

export function seoContentApi({ titles = sampleSubjectTitles(), hadiths = [sampleHadith()] } = {}) {
  const saves: Record<string, unknown>[] = [];
  const adds: Record<string, unknown>[] = [];
  const typedTitle = (title: SampleSubjectTitle) => ({
    __typename: 'SubjectTitle',
    siteId: '1',
    version: 1,
    createdUserId: '1',
    createdDate: '2026-11-20T09:00:00.000Z',
    updatedUserId: null,
    updatedDate: null,
    ...title,
  });
  const handlers = [
    graphql.query('GetSubjectTitles', ({ variables }) => {
      const filter = (variables.filter ?? {}) as Filter;
      const matches = (value: unknown, wanted: unknown[] | undefined) => !wanted || wanted.map(String).includes(String(value));
      const found = titles.filter(
        (title) => matches(title.id, filter.ids) && matches(title.kind, listOf(filter.kind)) && matches(title.level, listOf(filter.level)) && matches(title.parentId, listOf(filter.parentId)),
      );
      return HttpResponse.json({ data: { subjectTitles: found.map(typedTitle) } });
    }),
    graphql.mutation('AddSubjectTitle', ({ variables, request }) => {
      const input = variables.input as { kind: number; name: string; parentId?: string | null };
      adds.push(input);
      const messages = request.headers.get('language') === 'en' ? en : tr;
      if (titles.some((title) => title.kind === input.kind && foldCase(title.name) === foldCase(input.name.trim()))) {
        return HttpResponse.json({ data: null, errors: [{ message: messages.seoContents.errors.subjectTitleAdd, extensions: { code: 'BAD_USER_INPUT' } }] });
      }
      const added: SampleSubjectTitle = { id: String(100 + adds.length), name: input.name.trim(), kind: input.kind, parentId: input.parentId ?? null, level: input.parentId ? SUB : MAIN, isApproved: true };
      titles.push(added);
      return HttpResponse.json({ data: { addSubjectTitle: typedTitle(added) } });
    }),
    graphql.query('GetHadith', ({ variables }) => HttpResponse.json({ data: { hadith: hadiths.find((hadith) => hadith.id === variables.id) ?? null } })),
    graphql.query('GetHadiths', () => HttpResponse.json({ data: { hadiths } })),
    graphql.mutation('SaveHadith', ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      saves.push(input);
      const stored = hadiths.find((hadith) => hadith.id === input.id);
      const saved = { ...sampleHadith(), ...stored, ...input, id: String(input.id ?? 22), version: Number(input.version ?? 0) + 1 } as ReturnType<typeof sampleHadith>;
      if (stored) Object.assign(stored, saved);
      else hadiths.push(saved);
      return HttpResponse.json({ data: { saveHadith: saved } });
    }),
  ];
  return { handlers, titles, hadiths, saves, adds };
}

export type SeoContentApi = ReturnType<typeof seoContentApi>;
