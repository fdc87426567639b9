import type { BulkActionInput } from '../../graphql/graphql.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { AVAILABLE_BULK_ACTIONS, BULK_ACTION } from './bulkDocuments.ts';

/** The bulk actions' data provider methods: what the role may do to a list's rows, and one action on many. */
export const bulkMethods = (client: WorkflowClient) => ({
  async getAvailableBulkActions(resource: string) {
    return dataOrThrow(await client.query({ query: AVAILABLE_BULK_ACTIONS, variables: { resource }, fetchPolicy: 'network-only' })).availableBulkActions;
  },
  /** The report of every row; a refusal of the whole call (FORBIDDEN, too many rows) throws. */
  async runBulkAction(input: BulkActionInput) {
    return dataOrThrow(await client.mutate({ mutation: BULK_ACTION, variables: { input } })).bulkAction;
  },
});
