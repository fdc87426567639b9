/**
 * The API of the permission matrix screen for its stories and tests: MSW GraphQL handlers over an
 * in-memory matrix (the seeded default of one site, a few of its categories), reached through the
 * app's Apollo link chain by a fetch that asks the handlers directly, so no service worker is needed.
 */
import { getResponse, graphql, HttpResponse } from 'msw';
import { defaultSitePermissions, ROLES } from '../../../resources/permissionCatalogue.ts';
import type { SitePermissions } from '../../../resources/permissions.ts';
import { createAlertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import { createApolloClient } from '../../providers/apolloClient.ts';
import type { PermissionChange } from './matrixEdits.ts';
import { createPermissionMatrixTransport, type PermissionMatrixTransport } from './permissionMatrixTransport.ts';

/** Enough to show every kind of row and stay quick to render in jsdom (the full matrix has ~600 cells). */
export const STORY_CATEGORIES = ['headline', 'signature', 'brand', 'user'];

export interface MatrixApiOptions {
  siteId?: string;
  /** The categories of the default matrix the API serves. */
  categories?: readonly string[];
  /** The signed-in admin's roles. */
  callerRoleIds?: string[];
  /** A refusal `SavePermissions` answers with instead of saving, e.g. { code: 'BAD_USER_INPUT', message }. */
  refuseSave?: { code: string; message: string };
}

export interface MatrixApi {
  transport: PermissionMatrixTransport;
  alerts: AlertStore;
  /** The `changes` of every SavePermissions request, in order. */
  saves: PermissionChange[][];
  /** The stored roleIds of 'category.keyword'. */
  roleIdsOf(key: string): string[];
  /** Another admin's save: sets the roleIds of 'category.keyword'. */
  changeBehindTheEditor(key: string, roleIds: string[]): void;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

export function createMatrixApi({ siteId = '4', categories = STORY_CATEGORIES, callerRoleIds = ['1'], refuseSave }: MatrixApiOptions = {}): MatrixApi {
  const full = defaultSitePermissions(siteId);
  const matrix: SitePermissions = {
    id: siteId,
    siteId,
    permissionCategories: full.permissionCategories.filter((category) => categories.includes(category.keyword)),
  };
  const saves: PermissionChange[][] = [];
  const detailOf = (key: string) => {
    const [category, keyword] = key.split('.');
    const detail = matrix.permissionCategories.find((entry) => entry.keyword === category)?.permissionDetails.find((entry) => entry.keyword === keyword);
    if (!detail) throw new Error(`No permission ${key} in the mocked matrix`);
    return detail;
  };

  const handlers = [
    graphql.query('GetPermissions', () => HttpResponse.json({ data: { permissions: [matrix] } })),
    graphql.query('GetRoles', () => HttpResponse.json({ data: { roles: ROLES.map(({ id, name }) => ({ id, name })) } })),
    graphql.query('GetCurrentUser', () =>
      HttpResponse.json({
        data: {
          currentUser: {
            id: '1',
            name: 'Ada Yönetici',
            username: 'admin',
            email: 'admin@newsroom.example',
            department: 'IT',
            picture: null,
            isApproved: true,
            sites: [siteId],
            roles: callerRoleIds,
          },
        },
      }),
    ),
    graphql.mutation<{ savePermissions: SitePermissions }, { input: { siteId: string; changes: PermissionChange[] } }>(
      'SavePermissions',
      ({ variables }) => {
        const { changes } = variables.input;
        saves.push(changes);
        if (refuseSave) return HttpResponse.json({ data: null, errors: [{ message: refuseSave.message, extensions: { code: refuseSave.code } }] });
        // The server's rule: every changed permission must still have the roleIds the editor loaded.
        if (changes.some((change) => !sameRoles(detailOf(`${change.category}.${change.keyword}`).roleIds, change.baseRoleIds))) {
          return HttpResponse.json({ data: null, errors: [{ message: resourceTexts.saveErrors.conflict, extensions: { code: 'CONFLICT' } }] });
        }
        for (const change of changes) {
          const detail = detailOf(`${change.category}.${change.keyword}`);
          const others = detail.roleIds.filter((roleId) => roleId !== change.roleId);
          detail.roleIds = change.granted ? [...others, change.roleId] : others;
        }
        return HttpResponse.json({ data: { savePermissions: matrix } });
      },
    ),
  ];

  const fetchFromHandlers: typeof fetch = async (input, init) => {
    // A Request of our own, without the caller's abort signal (jsdom's differs from fetch's).
    const request = new Request(new URL(String(input), window.location.href), { method: init?.method, headers: init?.headers, body: init?.body });
    return (await getResponse(handlers, request)) ?? HttpResponse.json({ errors: [{ message: 'No mocked answer' }] }, { status: 500 });
  };
  const client = createApolloClient({
    graphqlPath: '/graphql',
    getIdToken: async () => 'story-token',
    getSiteId: () => siteId,
    fetch: fetchFromHandlers,
    report: (error) => console.warn('Mocked API error', error),
  });

  return {
    transport: createPermissionMatrixTransport(client),
    alerts: createAlertStore(),
    saves,
    roleIdsOf: (key) => [...detailOf(key).roleIds],
    changeBehindTheEditor: (key, roleIds) => {
      detailOf(key).roleIds = [...roleIds];
    },
  };
}
