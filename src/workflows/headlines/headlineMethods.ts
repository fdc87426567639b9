import type { HeadlineChangedSubscription, HeadlineFieldsFragment, HeadlineInput, HeadlineItemFieldsFragment, HeadlinePin } from '../../graphql/graphql.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import {
  GET_HEADLINE,
  GET_HEADLINES,
  GET_OLD_HEADLINES,
  HEADLINE_CHANGED,
  MOVE_HEADLINE_ITEM,
  MOVE_HEADLINE_ITEM_TO_PENDING,
  PIN_HEADLINE_ITEM,
  REMOVE_HEADLINE_ITEM,
  SAVE_HEADLINE,
} from './headlineDocuments.ts';

export type Headline = HeadlineFieldsFragment;
export type HeadlineItem = HeadlineItemFieldsFragment;
export type HeadlineChange = HeadlineChangedSubscription['headlineChanged'];
export type { HeadlinePin };

/** One page holds every type of a category: a category has a handful of types, never a hundred. */
const COLUMNS_LIMIT = 100;

/** The board tells a refused write itself (a CONFLICT is re-read and re-applied), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/**
 * The headline board's named data provider methods (spec 02 §4, issue 16). Every write takes the
 * headline's version the board saw and answers with the whole headline, so the column is replaced.
 */
export const headlineMethods = (client: Pick<SessionClient, 'query' | 'mutate' | 'subscribe'>) => ({
  async getHeadlines(headlineCategoryId: string): Promise<Headline[]> {
    const result = await client.query({ query: GET_HEADLINES, variables: { filter: { headlineCategoryId }, limit: COLUMNS_LIMIT }, fetchPolicy: 'network-only' });
    return dataOrThrow(result).headlines.data;
  },
  async getHeadline(id: string): Promise<Headline | null> {
    return dataOrThrow(await client.query({ query: GET_HEADLINE, variables: { id }, fetchPolicy: 'network-only' })).headline ?? null;
  },
  async getOldHeadlines(at: string, headlineCategoryId: string): Promise<Headline[]> {
    return dataOrThrow(await client.query({ query: GET_OLD_HEADLINES, variables: { at, headlineCategoryId }, fetchPolicy: 'network-only' })).oldHeadlines;
  },
  async saveHeadline(input: HeadlineInput): Promise<Headline> {
    return dataOrThrow(await client.mutate({ mutation: SAVE_HEADLINE, variables: { input }, context: QUIET })).saveHeadline;
  },
  async moveHeadlineItem(headlineId: string, itemId: string, afterItemId: string | null, version: number): Promise<Headline> {
    const result = await client.mutate({ mutation: MOVE_HEADLINE_ITEM, variables: { headlineId, itemId, afterItemId, version }, context: QUIET });
    return dataOrThrow(result).moveHeadlineItem;
  },
  async pinHeadlineItem(headlineId: string, itemId: string, pin: HeadlinePin, version: number): Promise<Headline> {
    return dataOrThrow(await client.mutate({ mutation: PIN_HEADLINE_ITEM, variables: { headlineId, itemId, pin, version }, context: QUIET })).pinHeadlineItem;
  },
  async moveHeadlineItemToPending(headlineId: string, itemId: string, publishAt: string, order: number, version: number): Promise<Headline> {
    const variables = { headlineId, itemId, publishAt, order, version };
    return dataOrThrow(await client.mutate({ mutation: MOVE_HEADLINE_ITEM_TO_PENDING, variables, context: QUIET })).moveHeadlineItemToPending;
  },
  async removeHeadlineItem(headlineId: string, itemId: string, version: number): Promise<Headline> {
    return dataOrThrow(await client.mutate({ mutation: REMOVE_HEADLINE_ITEM, variables: { headlineId, itemId, version }, context: QUIET })).removeHeadlineItem;
  },
  /** Calls `onChange` with every change of a headline of the category until the returned function is called. */
  async watchHeadlines(headlineCategoryId: string, onChange: (change: HeadlineChange) => void): Promise<() => void> {
    const subscription = client.subscribe({ query: HEADLINE_CHANGED, variables: { headlineCategoryId } }).subscribe({
      next: ({ data }) => {
        if (data?.headlineChanged) onChange(data.headlineChanged);
      },
      error: (error: unknown) => console.warn(`The headlines of category ${headlineCategoryId} are no longer followed`, error),
    });
    return () => subscription.unsubscribe();
  },
});

export type HeadlineMethods = ReturnType<typeof headlineMethods>;
