import { gql } from '@apollo/client/core/index.js';
import type { SitePermissions } from '../../../resources/permissions.ts';
import { appWorkflowClient, type WorkflowClient } from '../../providers/appSessionClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import { getSession, switchSite } from '../../providers/session.ts';
import { GET_CURRENT_USER, GET_PERMISSIONS } from '../../providers/sessionQueries.ts';
import type { PermissionChange } from './matrixEdits.ts';

export interface MatrixRole {
  id: string;
  name: string;
}

/** What the screen shows: the request site's matrix, the role columns and the admin's own roles. */
export interface MatrixSnapshot {
  matrix: SitePermissions;
  roles: MatrixRole[];
  callerRoleIds: string[];
}

/** How the screen reaches the API; stories and tests hand in one over a mocked fetch. */
export interface PermissionMatrixTransport {
  load(): Promise<MatrixSnapshot>;
  /** The saved matrix; rejects with GraphQLResponseError (its `code`: CONFLICT, BAD_USER_INPUT, FORBIDDEN) when refused. */
  save(siteId: string, changes: PermissionChange[]): Promise<SitePermissions>;
}

export const GET_ROLES = gql`
  query GetRoles {
    roles { id name }
  }
`;

export const SAVE_PERMISSIONS = gql`
  mutation SavePermissions($input: SavePermissionsInput!) {
    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }
  }
`;

/** The read is the session's own GetPermissions (spec 01 §7), on the request's (selected) site. */
export function createPermissionMatrixTransport(client: WorkflowClient): PermissionMatrixTransport {
  return {
    async load() {
      const [permissions, roles, user] = await Promise.all([
        client.query({ query: GET_PERMISSIONS }),
        client.query({ query: GET_ROLES }),
        client.query({ query: GET_CURRENT_USER }),
      ]);
      const matrices = fieldOrThrow<SitePermissions[]>(permissions, 'permissions');
      if (!matrices[0]) throw new Error('No permission data available for this site.');
      return {
        matrix: matrices[0],
        roles: fieldOrThrow<MatrixRole[]>(roles, 'roles'),
        callerRoleIds: fieldOrThrow<{ roles: string[] }>(user, 'currentUser').roles.map(String),
      };
    },
    async save(siteId, changes) {
      const result = await client.mutate({ mutation: SAVE_PERMISSIONS, variables: { input: { siteId, changes } } });
      return fieldOrThrow<SitePermissions>(result, 'savePermissions');
    },
  };
}

let appTransport: PermissionMatrixTransport | undefined;

/**
 * The app's transport: the Apollo link chain of the providers (token, site and language headers,
 * the loading bar, the error handler). A save also reloads the session's permissions, so the
 * admin's own menu follows a change to their roles.
 */
export function appPermissionMatrixTransport(): PermissionMatrixTransport {
  if (appTransport) return appTransport;
  const transport = createPermissionMatrixTransport(appWorkflowClient);
  appTransport = {
    load: transport.load,
    async save(siteId, changes) {
      const saved = await transport.save(siteId, changes);
      const session = getSession();
      if (session) void switchSite(session.siteId).catch((error: unknown) => console.warn('The session permissions could not be reloaded', error));
      return saved;
    },
  };
  return appTransport;
}
