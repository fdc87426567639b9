import type { GlobalSearchQuery } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { GLOBAL_SEARCH } from './globalSearchDocuments.ts';

export type GlobalSearchGroup = GlobalSearchQuery['globalSearch'][number];
export type GlobalSearchHit = GlobalSearchGroup['hits'][number];

/** The popup tells a failure itself, not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The global search's named data provider method. */
export const globalSearchMethods = (client: Pick<WorkflowClient, 'query'>) => ({
  async globalSearch(query: string, limit?: number): Promise<GlobalSearchGroup[]> {
    return dataOrThrow(await client.query({ query: GLOBAL_SEARCH, variables: { query, limit }, fetchPolicy: 'network-only', context: QUIET })).globalSearch;
  },
});
