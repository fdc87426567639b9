import type { ContentDraftFilter, ContentDraftInput, GetContentDraftQuery, GetContentDraftsQuery } from '../../../graphql/graphql.ts';
import type { SessionClient } from '../../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../../providers/errorLink.ts';
import { dataOrThrow } from '../../../providers/graphqlResult.ts';
import { DELETE_CONTENT_DRAFT, GET_CONTENT_DRAFT, GET_CONTENT_DRAFTS, SAVE_CONTENT_DRAFT } from './contentDraftDocuments.ts';

export type ContentDraftRow = GetContentDraftsQuery['contentDrafts'][number];
export type ContentDraftRecord = NonNullable<GetContentDraftQuery['contentDraft']>;

/** The editor's draft calls run in the background: a failure is the editor's to show and retry (offline), not an alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The drafts' named data provider methods (spec 02 §2, §4): the caller's own drafts, always from the network. */
export const contentDraftMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  const getContentDraft = async (id: string): Promise<ContentDraftRecord | null> =>
    dataOrThrow(await client.query({ query: GET_CONTENT_DRAFT, variables: { id }, fetchPolicy: 'network-only', context: QUIET })).contentDraft ?? null;
  return {
    getContentDraft,
    /** A page of the draft list. */
    async getContentDrafts(filter: ContentDraftFilter, page: number, limit: number): Promise<ContentDraftRow[]> {
      return dataOrThrow(await client.query({ query: GET_CONTENT_DRAFTS, variables: { filter, page, limit }, fetchPolicy: 'network-only' })).contentDrafts;
    },
    /** The caller's draft of an item, with its values; null when there is none. */
    async getContentDraftOf(contentId: string): Promise<ContentDraftRecord | null> {
      const variables = { filter: { contentId }, page: 1, limit: 1 };
      const [row] = dataOrThrow(await client.query({ query: GET_CONTENT_DRAFTS, variables, fetchPolicy: 'network-only', context: QUIET })).contentDrafts;
      return row ? getContentDraft(row.id) : null;
    },
    async saveContentDraft(input: ContentDraftInput) {
      return dataOrThrow(await client.mutate({ mutation: SAVE_CONTENT_DRAFT, variables: { input }, context: QUIET })).saveContentDraft;
    },
    async deleteContentDraft(id: string): Promise<boolean> {
      return dataOrThrow(await client.mutate({ mutation: DELETE_CONTENT_DRAFT, variables: { id } })).deleteContentDraft;
    },
  };
};

export type ContentDraftMethods = ReturnType<typeof contentDraftMethods>;
