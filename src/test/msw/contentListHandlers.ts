import { graphql, HttpResponse } from 'msw';
import { CONTENT_TYPES, typeValues } from '../../../resources/contentTypes.ts';
import type { ContentFilter, GetContentListQuery } from '../../graphql/graphql.ts';
import { bulkActionApi, type BulkActionApiOptions } from './bulkActionHandlers.ts';

type Row = GetContentListQuery['contents'][number];

const [NEWS, VIDEO, COLUMN] = typeValues('news', 'video', 'column');
const TITLES = ['Merkez Bankası faizi sabit tuttu', 'Çağrı merkezleri yeniden açıldı', 'Derbide gol sesi çıkmadı', 'İstanbul’da trafik yoğun', 'Işıklar söndü, şehir karanlıkta'];

export const CONTENT_EDITORS = [
  { id: '1', name: 'Ada Yönetici' },
  { id: '3', name: 'Deniz Editör' },
];
export const CONTENT_CATEGORIES = [
  { id: '11', name: 'Gündem', displayName: 'Gündem', contentTypes: [NEWS, VIDEO] },
  { id: '12', name: 'Spor', displayName: 'Spor', contentTypes: [NEWS] },
];

/** `count` contents, one a minute back from 2026-11-20 12:00 UTC (the first is the newest); every fifth an approved, scheduled news-worthy item; the third made from a wire the agency updated since. */
export function contentListSamples(count: number): Row[] {
  const newest = Date.UTC(2026, 10, 20, 12, 0);
  return Array.from({ length: count }, (_, index) => {
    const contentDate = new Date(newest - index * 60_000).toISOString();
    const id = String(1000 - index);
    return {
      id,
      version: 1,
      type: [NEWS, VIDEO, COLUMN][index % 3]!,
      status: index % 5 === 0 ? 1 : 2,
      title: `${TITLES[index % TITLES.length]} (${index + 1})`,
      spot: index % 4 === 3 ? null : 'Gelişmeler ve ayrıntılar haberimizde',
      categoryId: index % 2 ? '12' : '11',
      contentDate,
      publishDate: index % 5 === 0 ? '2099-01-01T00:00:00.000Z' : contentDate,
      isNewsWorthy: index % 5 === 0,
      showInHomepage: index % 7 === 0,
      createdUserId: index % 2 ? '3' : '1',
      updatedUserId: null,
      cursor: `${Date.parse(contentDate) * 1000}.${id}`,
      agencyUpdate: index === 2 ? { version: 2 } : null,
    };
  });
}

const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');

/**
 * The content list's API over rows in memory, for one story or spec: requests and status changes
 * are recorded. A status change is saved by `userId`, and an item approved without a publish date
 * is published now, as the server does.
 */
export function contentListApi(rows: readonly Row[] = contentListSamples(8), userId = '3', bulkRefusals: BulkActionApiOptions['refusals'] = {}) {
  let contents = rows.map((row) => ({ ...row }));
  const bulk = bulkActionApi({
    available: { contents: ['approve', 'unapprove', 'delete'] },
    refusals: bulkRefusals,
    apply: ({ action }, id) => {
      if (action === 'delete') contents = contents.filter((row) => row.id !== id);
      const row = contents.find((candidate) => candidate.id === id);
      if (row && action !== 'delete') Object.assign(row, { status: action === 'approve' ? 1 : 2, version: row.version + 1, updatedUserId: userId });
    },
  });
  const requests: Record<string, unknown>[] = [];
  const statusChanges: { id: string; status: number }[] = [];
  const matches = (row: Row, filter: ContentFilter | null | undefined) =>
    (!filter?.ids?.length || filter.ids.includes(row.id)) &&
    (!filter?.type?.length || filter.type.includes(row.type!)) &&
    (!filter?.categoryId?.length || filter.categoryId.includes(row.categoryId!)) &&
    (!filter?.status?.length || filter.status.includes(row.status!)) &&
    (!filter?.editorId?.length || filter.editorId.includes(row.updatedUserId ?? row.createdUserId!)) &&
    (!filter?.search || fold(filter.search).split(/\s+/).every((word) => fold(`${row.title} ${row.spot ?? ''}`).includes(word)));

  const handlers = [
    graphql.query('GetContentList', ({ variables }) => {
      requests.push(variables);
      const { filter, limit, after, firstContentDate } = variables as { filter?: ContentFilter; limit?: number; after?: string; firstContentDate?: string };
      const shown = contents.filter((row) => matches(row, filter) && (!firstContentDate || row.contentDate! <= firstContentDate));
      const from = after ? shown.findIndex((row) => row.cursor === after) + 1 : 0;
      return HttpResponse.json({ data: { contents: shown.slice(from, from + (limit ?? 50)) } });
    }),
    graphql.query('GetContentEditors', () => HttpResponse.json({ data: { activeUsersOfContents: CONTENT_EDITORS } })),
    graphql.query('GetContentCategories', () => HttpResponse.json({ data: { allCategories: CONTENT_CATEGORIES } })),
    graphql.mutation('UpdateStatusToContent', ({ variables }) => {
      const row = contents.find((candidate) => candidate.id === variables.contentId);
      const changed = Boolean(row && row.status !== variables.status);
      if (row && changed) {
        row.status = variables.status as number;
        row.updatedUserId = userId;
        if (row.status === 1 && !row.publishDate) row.publishDate = new Date().toISOString();
      }
      statusChanges.push({ id: String(variables.contentId), status: Number(variables.status) });
      return HttpResponse.json({ data: { updateStatusToContent: changed } });
    }),
    ...bulk.handlers,
  ];
  return { handlers, requests, statusChanges, bulkCalls: bulk.calls, get contents() { return contents; } };
}

/** Every type's save permission, and content.view: what an editor of every type holds. */
export const everyContentPermission = (permission: string | readonly string[]) =>
  [permission].flat().every((key) => key === 'content.view' || CONTENT_TYPES.some((type) => key === `${type.permission}.view` || key === `${type.permission}.save`));
