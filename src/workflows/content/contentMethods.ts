import type { ContentFilter } from '../../graphql/graphql.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import type { KeysetPage } from '../../controls/list/listPaging.ts';
import { GET_CONTENT_CATEGORIES, GET_CONTENT_EDITORS, GET_CONTENT_LIST, UPDATE_STATUS_TO_CONTENT } from './list/contentListDocuments.ts';

/**
 * The content list's named data provider methods (spec 01 §2, 02 §2): its keyset pages, the
 * editor and category choices, and the status toggle. Every call goes to the network.
 */
export const contentMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  const query = client.query.bind(client);
  const mutate = client.mutate.bind(client);
  return {
    /** A page of contents, newest content date first; `firstCreatedDate` is the first page's first content date. */
    async getContentList(filter: ContentFilter, { limit, after, firstCreatedDate }: KeysetPage) {
      const variables = { filter, limit, after, firstContentDate: firstCreatedDate };
      return dataOrThrow(await query({ query: GET_CONTENT_LIST, variables })).contents;
    },
    /** Who saved a content of the site last: the editor filter's choices and the editor column's names. */
    async getContentEditors() {
      return dataOrThrow(await query({ query: GET_CONTENT_EDITORS })).activeUsersOfContents;
    },
    async getContentCategories() {
      return dataOrThrow(await query({ query: GET_CONTENT_CATEGORIES })).allCategories;
    },
    /** 1 approves, 2 unapproves; true when the status changed. */
    async setContentStatus(contentId: string, status: number) {
      return dataOrThrow(await mutate({ mutation: UPDATE_STATUS_TO_CONTENT, variables: { contentId, status } })).updateStatusToContent;
    },
  };
};

export type ContentMethods = ReturnType<typeof contentMethods>;
