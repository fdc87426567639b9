import { graphql } from '../../graphql/index.ts';
import type { SavedViewInput, SavedViewsQuery } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';

const SAVED_VIEWS = graphql(`
  query SavedViews($resource: String!) {
    savedViews(resource: $resource) { id resource name state shared mine ownerName version updatedDate }
  }
`);

const SAVE_SAVED_VIEW = graphql(`
  mutation SaveSavedView($input: SavedViewInput!) {
    saveSavedView(input: $input) { id resource name state shared mine ownerName version updatedDate }
  }
`);

const DELETE_SAVED_VIEW = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

export type SavedView = SavedViewsQuery['savedViews'][number];

/** The views menu tells a refused save in its dialog, where the name can be changed, not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** Saved views' named data provider methods (server/savedViews/README.md). */
export const savedViewsMethods = (client: Pick<WorkflowClient, 'query' | 'mutate'>) => ({
  async getSavedViews(resource: string): Promise<SavedView[]> {
    return dataOrThrow(await client.query({ query: SAVED_VIEWS, variables: { resource }, fetchPolicy: 'network-only' })).savedViews;
  },
  async saveSavedView(input: SavedViewInput): Promise<SavedView> {
    return dataOrThrow(await client.mutate({ mutation: SAVE_SAVED_VIEW, variables: { input }, context: QUIET })).saveSavedView;
  },
  async deleteSavedView(id: string): Promise<boolean> {
    return dataOrThrow(await client.mutate({ mutation: DELETE_SAVED_VIEW, variables: { id }, context: QUIET })).deleteSavedView;
  },
});
