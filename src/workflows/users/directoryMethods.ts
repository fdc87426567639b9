import { graphql } from '../../graphql/index.ts';
import type { DirectoryRefreshJobQuery, RefreshSiteUsersFromDirectoryMutation, RefreshUserFromDirectoryMutation } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';

const REFRESH_USER = graphql(`
  mutation RefreshUserFromDirectory($id: ID!, $apply: Boolean, $version: Int) {
    refreshUserFromDirectory(id: $id, apply: $apply, version: $version) {
      userId
      found
      applied
      version
      changes { field before after }
    }
  }
`);

const REFRESH_SITE = graphql(`
  mutation RefreshSiteUsersFromDirectory {
    refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed }
  }
`);

const REFRESH_JOB = graphql(`
  query DirectoryRefreshJob($id: ID!) {
    directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed }
  }
`);

export type DirectoryRefresh = RefreshUserFromDirectoryMutation['refreshUserFromDirectory'];
export type DirectoryRefreshJob = RefreshSiteUsersFromDirectoryMutation['refreshSiteUsersFromDirectory'];

/** The users' directory methods (their feature.ts lists them): compare or refresh one user, refresh a site's users as a job and follow it. */
export const directoryMethods = (client: Pick<WorkflowClient, 'mutate' | 'query'>) => ({
  async refreshUserFromDirectory(id: string, options: { apply?: boolean; version?: number } = {}): Promise<DirectoryRefresh> {
    const result = await client.mutate({ mutation: REFRESH_USER, variables: { id, apply: options.apply ?? false, version: options.version } });
    return fieldOrThrow<DirectoryRefresh>(result, 'refreshUserFromDirectory');
  },
  async refreshSiteUsersFromDirectory(): Promise<DirectoryRefreshJob> {
    return fieldOrThrow<DirectoryRefreshJob>(await client.mutate({ mutation: REFRESH_SITE }), 'refreshSiteUsersFromDirectory');
  },
  async directoryRefreshJob(id: string): Promise<DirectoryRefreshJobQuery['directoryRefreshJob']> {
    const result = await client.query({ query: REFRESH_JOB, variables: { id }, fetchPolicy: 'network-only' });
    return fieldOrThrow<DirectoryRefreshJobQuery['directoryRefreshJob']>(result, 'directoryRefreshJob');
  },
});
