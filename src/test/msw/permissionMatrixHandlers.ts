/**
 * The permission matrix's operations as MSW handlers over an in-memory matrix (the seeded
 * default of one site, a few of its categories), with what the stories and specs check.
 */
import { graphql, HttpResponse } from 'msw';
import { defaultSitePermissions, ROLES } from '../../../resources/permissionCatalogue.ts';
import type { SitePermissions } from '../../../resources/permissions.ts';
import type { PermissionMatrixQuery, SavePermissionsMutation, SavePermissionsMutationVariables } from '../../graphql/graphql.ts';
import { en as resourceTexts } from '../../../resources/messages/resources.ts';
import type { PermissionChange } from '../../workflows/permissionMatrix/matrixEdits.ts';

/** Enough to show every kind of row and stay quick to render in jsdom (the full matrix has ~600 cells). */
const STORY_CATEGORIES = ['headline', 'signature', 'brand', 'user'];

export interface PermissionMatrixBackendOptions {
  siteId?: string;
  /** The signed-in admin's roles. */
  callerRoleIds?: string[];
  /** A refusal `SavePermissions` answers with instead of saving, e.g. { code: 'BAD_USER_INPUT', message }. */
  refuseSave?: { code: string; message: string };
  /** The categories shown (default: a few with every kind of row). */
  categories?: readonly string[];
}

const sameRoles = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();

export function createPermissionMatrixBackend({ siteId = '4', callerRoleIds = ['1'], refuseSave, categories = STORY_CATEGORIES }: PermissionMatrixBackendOptions = {}) {
  const full = defaultSitePermissions(siteId);
  const matrix: Required<SitePermissions> = {
    id: siteId,
    siteId,
    permissionCategories: full.permissionCategories.filter((category) => categories.includes(category.keyword)),
  };
  /** The `changes` of every SavePermissions request, in order. */
  const saves: PermissionChange[][] = [];
  const detailOf = (key: string) => {
    const [category, keyword] = key.split('.');
    const detail = matrix.permissionCategories.find((entry) => entry.keyword === category)?.permissionDetails.find((entry) => entry.keyword === keyword);
    if (!detail) throw new Error(`No permission ${key} in the mocked matrix`);
    return detail;
  };

  const handlers = [
    graphql.query<PermissionMatrixQuery>('PermissionMatrix', () =>
      HttpResponse.json({
        data: { permissions: [matrix], roles: ROLES.map(({ id, name }) => ({ id, name })), currentUser: { roles: callerRoleIds } },
      }),
    ),
    graphql.mutation<SavePermissionsMutation, SavePermissionsMutationVariables>('SavePermissions', ({ variables }) => {
      const changes = (variables.input.changes ?? []).map((change) => ({ ...change, roleId: String(change.roleId), baseRoleIds: change.baseRoleIds.map(String) }));
      saves.push(changes);
      if (refuseSave) return HttpResponse.json({ errors: [{ message: refuseSave.message, extensions: { code: refuseSave.code } }] });
      // The server's rule: every changed permission must still have the roleIds the editor loaded.
      if (changes.some((change) => !sameRoles(detailOf(`${change.category}.${change.keyword}`).roleIds, change.baseRoleIds))) {
        return HttpResponse.json({ errors: [{ message: resourceTexts.saveErrors.conflict, extensions: { code: 'CONFLICT' } }] });
      }
      for (const change of changes) {
        const detail = detailOf(`${change.category}.${change.keyword}`);
        const others = detail.roleIds.filter((roleId) => roleId !== change.roleId);
        detail.roleIds = change.granted ? [...others, change.roleId] : others;
      }
      return HttpResponse.json({ data: { savePermissions: matrix } });
    }),
  ];

  return {
    handlers,
    saves,
    /** The stored roleIds of 'category.keyword'. */
    roleIdsOf: (key: string) => [...detailOf(key).roleIds],
    /** Another admin's save: sets the roleIds of 'category.keyword'. */
    changeBehindTheEditor: (key: string, roleIds: string[]) => {
      detailOf(key).roleIds = [...roleIds];
    },
  };
}

export type PermissionMatrixBackend = ReturnType<typeof createPermissionMatrixBackend>;
