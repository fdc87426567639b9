import type { PickerFilter as ApiPickerFilter } from '../../graphql/graphql.ts';
import type { PickerFilter } from '../../../resources/picker/pickerItems.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { GET_CONTENT_CATEGORIES } from '../content/index.ts';
import type { PickerApiItem } from './pickerRows.ts';
import { GET_PICKER_CONTENT_AUTHORS, GET_PICKER_ITEMS, GET_RECIPE_AUTHORS, GET_RECIPE_CATEGORIES } from './pickerDocuments.ts';

/** Spec 02 §8: the picker's failed fetches show no message, they only end the loading. */
const QUIET = { [QUIET_FAILURE]: true };

export interface PickerChoice {
  id: string;
  name: string;
}

/** A tab's category and author menus; a provider with none offers empty menus. */
export interface PickerChoices {
  categories: PickerChoice[];
  authors: PickerChoice[];
}

const orEmpty = async <T>(load: () => Promise<T[]>): Promise<T[]> => load().catch(() => []);

/** The content picker's named data provider methods (spec 02 §2-§4, §7). */
export const pickerMethods = (client: Pick<SessionClient, 'query'>) => {
  const ask = client.query.bind(client);
  const choiceSources: Record<string, () => Promise<PickerChoices>> = {
    recipes: async () => ({
      categories: await orEmpty(async () => dataOrThrow(await ask({ query: GET_RECIPE_CATEGORIES, context: QUIET })).recipeCategories),
      authors: await orEmpty(async () =>
        dataOrThrow(await ask({ query: GET_RECIPE_AUTHORS, context: QUIET })).recipeAuthors.map(({ id, fullName }) => ({ id, name: fullName })),
      ),
    }),
    contents: async () => ({
      categories: await orEmpty(async () =>
        dataOrThrow(await ask({ query: GET_CONTENT_CATEGORIES, context: QUIET })).allCategories.map(({ id, displayName, name }) => ({ id, name: displayName || name })),
      ),
      authors: await orEmpty(async () =>
        dataOrThrow(await ask({ query: GET_PICKER_CONTENT_AUTHORS, context: QUIET })).authors.map(({ id, fullName }) => ({ id, name: fullName ?? id })),
      ),
    }),
  };
  return {
    /** A page (from 1) of a tab's items as its provider gives them; a page shorter than `limit` is the last. */
    async getPickerItems(provider: string, filter: PickerFilter, page: number, limit: number): Promise<PickerApiItem[]> {
      const variables = { provider, filter: filter as ApiPickerFilter, page, limit };
      return dataOrThrow(await ask({ query: GET_PICKER_ITEMS, variables, fetchPolicy: 'network-only', context: QUIET })).pickerItems;
    },
    async getPickerChoices(provider: string): Promise<PickerChoices> {
      return (await choiceSources[provider]?.()) ?? { categories: [], authors: [] };
    },
  };
};

export type PickerMethods = ReturnType<typeof pickerMethods>;
