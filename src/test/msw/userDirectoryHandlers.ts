import { graphql, HttpResponse } from 'msw';
import { userRecord } from '../userFixtures.ts';

type Field = 'name' | 'email' | 'department' | 'picture';
type Directory = Partial<Record<Field, string | null>>;

/** A small drawn picture, as the directory's portrait of the user. */
export const DIRECTORY_PICTURE =
  'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#2e7d32"/></svg>');

/**
 * The users API in memory with an identity directory (server/directory): `directory` is what it
 * says of user 7 (absent: not in it). A refresh answers what differs; applied, the user takes it
 * and its version goes up. The refresh of the site's users is a job that is running at the first
 * look and done at the next. What was asked is kept for the stories to read.
 */
export function userDirectoryApi({ directory = { name: 'Deniz Muhabiroğlu', department: 'Haber merkezi', picture: DIRECTORY_PICTURE } as Directory | null } = {}) {
  const user: Record<string, unknown> = { ...userRecord };
  const refreshes: { id: string; apply: boolean; version: number | null }[] = [];
  const siteRefreshes: string[] = [];
  let jobLooks = 0;
  const changes = () =>
    directory
      ? (Object.entries(directory) as [Field, string | null][])
          .filter(([field, value]) => value !== null && value !== user[field])
          .map(([field, value]) => ({ field, before: (user[field] as string | null) ?? null, after: value }))
      : [];
  const job = (state: string, done: number) => ({ id: '41', state, total: 3, done, refreshed: state === 'done' ? 1 : 0, unchanged: state === 'done' ? 1 : 0, notFound: state === 'done' ? 1 : 0, failed: 0 });
  const handlers = [
    graphql.query('GetUsers', () => HttpResponse.json({ data: { users: [user] } })),
    graphql.query('GetUser', () => HttpResponse.json({ data: { user } })),
    graphql.mutation('RefreshUserFromDirectory', ({ variables }) => {
      const apply = variables.apply === true;
      refreshes.push({ id: String(variables.id), apply, version: (variables.version as number | null | undefined) ?? null });
      if (apply && variables.version !== user.version) {
        return HttpResponse.json({ data: null, errors: [{ message: 'The record was changed by someone else.', extensions: { code: 'CONFLICT' } }] });
      }
      const found = changes();
      if (apply && found.length > 0) {
        for (const change of found) user[change.field] = change.after;
        user.version = (user.version as number) + 1;
      }
      return HttpResponse.json({
        data: { refreshUserFromDirectory: { userId: user.id, found: directory !== null, applied: apply && found.length > 0, version: user.version, changes: found } },
      });
    }),
    graphql.mutation('RefreshSiteUsersFromDirectory', () => {
      siteRefreshes.push('4');
      return HttpResponse.json({ data: { refreshSiteUsersFromDirectory: job('pending', 0) } });
    }),
    graphql.query('DirectoryRefreshJob', () => {
      jobLooks += 1;
      return HttpResponse.json({ data: { directoryRefreshJob: jobLooks === 1 ? job('running', 1) : job('done', 3) } });
    }),
    // What the list and the form ask besides: the sites and roles their choices name, no bulk action, no saved view.
    graphql.query('getSites', () =>
      HttpResponse.json({ data: { sites: [{ id: '4', name: 'haber', displayName: 'Haber Sitesi', isApproved: true, logo: null, url: null, linkName: null, language: 'tr', tinyUrl: null }] } }),
    ),
    graphql.query('GetRoles', () => HttpResponse.json({ data: { roles: [{ id: '5', name: 'Muhabir' }] } })),
    graphql.query('AvailableBulkActions', () => HttpResponse.json({ data: { availableBulkActions: [] } })),
    graphql.query('SavedViews', () => HttpResponse.json({ data: { savedViews: [] } })),
  ];
  return { handlers, user, refreshes, siteRefreshes };
}

export type UserDirectoryApi = ReturnType<typeof userDirectoryApi>;
