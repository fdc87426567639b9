import { graphql, HttpResponse } from 'msw';
import type { ActivityEntry } from '../../workflows/activityLog/activityLogMethods.ts';

type Entry = ActivityEntry & { __typename: string };

const entry = (id: number, resource: string, recordId: string, action: string, userName: string | null, at: string, fields: string[], revisionId: string | null = null): Entry => ({
  __typename: 'ActivityEntry', id: String(id), resource, recordId, action, userId: userName ? String(10 + (id % 3)) : null, userName, at, fields, revisionId,
});

/** A morning on the site: a content created, edited and published, a category created, an author deleted. */
export const sampleActivity = (): Entry[] => [
  entry(6, 'contents', '41', 'status', 'Cem Şef', '2026-03-04T09:40:00.000Z', ['status', 'isPublished', 'publishDate'], '903'),
  entry(5, 'contents', '41', 'update', 'Elif Editör', '2026-03-04T09:31:00.000Z', ['title', 'spot'], '902'),
  entry(4, 'authors', '7', 'delete', 'Cem Şef', '2026-03-04T09:20:00.000Z', []),
  entry(3, 'categories', '12', 'create', 'Çağla Öztürk', '2026-03-04T09:10:00.000Z', ['name', 'slug', 'isApproved']),
  entry(2, 'contents', '41', 'create', 'Elif Editör', '2026-03-04T09:00:00.000Z', ['type', 'title', 'spot', 'text', 'categoryId'], '901'),
  entry(1, 'headlineTypes', '3', 'update', null, '2026-03-04T08:00:00.000Z', ['name']),
];

const USERS = [
  { id: '10', name: 'Cem Şef' },
  { id: '11', name: 'Elif Editör' },
  { id: '12', name: 'Çağla Öztürk' },
].map((user) => ({ __typename: 'User', ...user }));

/** The activity log query over the samples, filtered and paged as the server does; `asked` keeps each filter asked. */
export function activityLogApi(rows: Entry[] = sampleActivity()) {
  const asked: Record<string, unknown>[] = [];
  const handlers = [
    graphql.query('ActivityLog', ({ variables }) => {
      const filter = (variables.filter ?? {}) as Record<string, string | undefined>;
      asked.push(filter);
      const page = (variables.page as number | undefined) ?? 1;
      const limit = (variables.limit as number | undefined) ?? 50;
      const shown = rows.filter(
        (row) =>
          (!filter.resource || row.resource === filter.resource) &&
          (!filter.userId || row.userId === filter.userId) &&
          (!filter.action || row.action === filter.action) &&
          (!filter.recordId || row.recordId === filter.recordId),
      );
      return HttpResponse.json({ data: { activityLog: shown.slice((page - 1) * limit, page * limit) } });
    }),
    graphql.query('GetUsers', () => HttpResponse.json({ data: { users: USERS } })),
  ];
  return { handlers, asked };
}

const CONTENT_41 = {
  __typename: 'Content', id: '41', type: 0, status: 1, title: 'Sabah haberi', spot: null, categoryId: '12', contentDate: '2026-03-04T09:00:00.000Z',
  publishDate: null, isNewsWorthy: false, showInHomepage: false, createdUserId: '11', updatedUserId: null, cursor: 'c41', agencyUpdate: null,
};

/** The content list's answer for the samples' content (#41, a news item): the activity log reads its type for the editor's address. */
export const activityContentTypes = [graphql.query('GetContentList', () => HttpResponse.json({ data: { contents: [CONTENT_41] } }))];
