import { graphql } from '../../graphql/index.ts';
import type { ActivityLogFilter, ActivityLogQuery } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';

const ACTIVITY_LOG = graphql(`
  query ActivityLog($filter: ActivityLogFilter, $page: Int, $limit: Int) {
    activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }
  }
`);

export type ActivityEntry = ActivityLogQuery['activityLog'][number];

/** The activity log's named data provider method (server/activityLog/README.md). */
export const activityLogMethods = (client: Pick<WorkflowClient, 'query'>) => ({
  async getActivityLog(filter: ActivityLogFilter, page: number, limit: number): Promise<ActivityEntry[]> {
    return dataOrThrow(await client.query({ query: ACTIVITY_LOG, variables: { filter, page, limit }, fetchPolicy: 'network-only' })).activityLog;
  },
});
