import type { GetContentRevisionsQuery } from '../../../../graphql/graphql.ts';
import type { SessionClient } from '../../../../providers/deferredApolloClient.ts';
import { dataOrThrow } from '../../../../providers/graphqlResult.ts';
import { GET_CONTENT_REVISION, GET_CONTENT_REVISIONS, RESTORE_CONTENT_REVISION } from './revisionDocuments.ts';

export type ContentRevisionRow = GetContentRevisionsQuery['contentRevisions'][number];

/** A revision's fields as saved (the content's shape). */
export type RevisionSnapshot = Record<string, unknown>;

/** The history panel's named data provider methods: an item's revisions, one's fields, and the restore. Every call goes to the network. */
export const contentRevisionMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  const query = client.query.bind(client);
  const mutate = client.mutate.bind(client);
  return {
    /** Newest first; a page shorter than `limit` is the last. */
    async getContentRevisions(contentId: string, page: number, limit: number) {
      const variables = { contentId, page, limit };
      return dataOrThrow(await query({ query: GET_CONTENT_REVISIONS, variables, fetchPolicy: 'network-only' })).contentRevisions;
    },
    async getContentRevision(contentId: string, revisionId: string): Promise<RevisionSnapshot | null> {
      const { contentRevision } = dataOrThrow(await query({ query: GET_CONTENT_REVISION, variables: { contentId, revisionId } }));
      return (contentRevision?.snapshot as RevisionSnapshot | undefined) ?? null;
    },
    /** Saves the revision's fields over the item at `version` (CONFLICT when stale); the new version. */
    async restoreContentRevision(contentId: string, revisionId: string, version: number) {
      const variables = { contentId, revisionId, version };
      return dataOrThrow(await mutate({ mutation: RESTORE_CONTENT_REVISION, variables })).restoreContentRevision;
    },
  };
};

export type ContentRevisionMethods = ReturnType<typeof contentRevisionMethods>;
