import { graphql, HttpResponse } from 'msw';
import { typeValues } from '../../../resources/contentTypes.ts';
import type { GetContentDraftsQuery } from '../../graphql/graphql.ts';
import { CONTENT_CATEGORIES, CONTENT_EDITORS } from './contentListHandlers.ts';

type Row = GetContentDraftsQuery['contentDrafts'][number];

const [NEWS, VIDEO] = typeValues('news', 'video');

/** A draft of a saved item (saved again since the draft began) and a draft of a new video. */
export const contentDraftSamples = (): Row[] => [
  {
    id: '21',
    contentId: '1000',
    type: NEWS,
    title: 'Merkez Bankası faizi sabit tuttu',
    spot: 'Taslakta yeni spot',
    categoryId: '11',
    baseVersion: 2,
    contentVersion: 3,
    contentEditorId: '3',
    version: 4,
    updatedDate: '2026-11-20T09:30:00.000Z',
  },
  { id: '22', contentId: null, type: VIDEO, title: null, spot: null, categoryId: null, baseVersion: null, contentVersion: null, contentEditorId: null, version: 1, updatedDate: '2026-11-20T09:00:00.000Z' },
];

/** The draft list's API over rows in memory: its requests are recorded. */
export function contentDraftApi(rows: readonly Row[] = contentDraftSamples()) {
  const requests: Record<string, unknown>[] = [];
  const handlers = [
    graphql.query('GetContentDrafts', ({ variables }) => {
      requests.push(variables);
      const { filter, page = 1, limit = 50 } = variables as { filter?: { type?: number }; page?: number; limit?: number };
      const shown = rows.filter((row) => filter?.type === undefined || row.type === filter.type);
      return HttpResponse.json({ data: { contentDrafts: shown.slice((page - 1) * limit, page * limit) } });
    }),
    graphql.query('GetContentEditors', () => HttpResponse.json({ data: { activeUsersOfContents: CONTENT_EDITORS } })),
    graphql.query('GetContentCategories', () => HttpResponse.json({ data: { allCategories: CONTENT_CATEGORIES } })),
  ];
  return { handlers, requests };
}

/** One item's draft as the editor reads it (GetContentDrafts by contentId, then GetContentDraft), and its deletion; saves and deletions are recorded. */
export function contentDraftOfItemApi(draft: { id: string; contentId: string; version: number; baseVersion: number; updatedDate: string; values: Record<string, unknown> }) {
  const deleted: string[] = [];
  const saved: Record<string, unknown>[] = [];
  const row = { ...draft, type: Number(draft.values.type), title: null, spot: null, categoryId: null, contentVersion: draft.baseVersion, contentEditorId: null };
  const handlers = [
    graphql.query('GetContentDrafts', () => HttpResponse.json({ data: { contentDrafts: deleted.includes(draft.id) ? [] : [row] } })),
    graphql.query('GetContentDraft', () => HttpResponse.json({ data: { contentDraft: deleted.includes(draft.id) ? null : row } })),
    graphql.mutation('DeleteContentDraft', ({ variables }) => {
      deleted.push(String(variables.id));
      return HttpResponse.json({ data: { deleteContentDraft: true } });
    }),
    graphql.mutation('SaveContentDraft', ({ variables }) => {
      saved.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { saveContentDraft: { id: draft.id, version: draft.version + saved.length, updatedDate: draft.updatedDate } } });
    }),
  ];
  return { handlers, deleted, saved };
}
