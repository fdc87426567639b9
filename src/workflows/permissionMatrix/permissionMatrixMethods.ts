import { graphql } from '../../graphql/index.ts';
import type { PermissionMatrixQuery } from '../../graphql/graphql.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import type { PermissionChange } from './matrixEdits.ts';

const PERMISSION_MATRIX = graphql(`
  query PermissionMatrix {
    permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }
    roles { id name }
    currentUser { roles }
  }
`);

const SAVE_PERMISSIONS = graphql(`
  mutation SavePermissions($input: SavePermissionsInput!) {
    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }
  }
`);

export type MatrixPermissions = PermissionMatrixQuery['permissions'][number];
export type MatrixRole = PermissionMatrixQuery['roles'][number];

/** What the screen shows: the request site's matrix, the role columns and the admin's own roles. */
export interface MatrixSnapshot {
  matrix: MatrixPermissions;
  roles: MatrixRole[];
  callerRoleIds: string[];
}

/**
 * The permission matrix's named data provider methods (its feature.ts lists them); the read is
 * on the request's (selected) site. The client type is the session's, so nothing imports back.
 */
export const permissionMatrixMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  async getPermissionMatrix(): Promise<MatrixSnapshot> {
    const result = await client.query({ query: PERMISSION_MATRIX });
    const [matrix] = fieldOrThrow<PermissionMatrixQuery['permissions']>(result, 'permissions');
    if (!matrix) throw new Error('No permission data available for this site.');
    return {
      matrix,
      roles: fieldOrThrow<MatrixRole[]>(result, 'roles'),
      callerRoleIds: (fieldOrThrow<PermissionMatrixQuery['currentUser']>(result, 'currentUser').roles ?? []).map(String),
    };
  },

  /** The saved matrix; rejects with GraphQLResponseError (its `code`: CONFLICT, BAD_USER_INPUT, FORBIDDEN) when refused. */
  async savePermissions(siteId: string, changes: PermissionChange[]): Promise<MatrixPermissions> {
    const result = await client.mutate({ mutation: SAVE_PERMISSIONS, variables: { input: { siteId, changes } } });
    return fieldOrThrow<MatrixPermissions>(result, 'savePermissions');
  },
});
