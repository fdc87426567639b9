/**
 * The content picker's API (spec 02 §2-§4, §7): `pickerItems(provider, filter, page, limit)` lists a
 * provider's items as the provider gives them (`entity`); the browser turns the ones an editor takes
 * into headline or mailing items with the shared transformers (resources/picker/), which is where
 * spec 02 §8 has them throw. The recipe tab's filter lists come from the recipe service. Errors are
 * in the picker's language, Turkish (spec 02 §9). Whoever curates headlines or newsletters may use it.
 */
import { PICKER_PROVIDERS } from '../../resources/picker/index.ts';
import { pickerMessage } from '../../resources/picker/pickerError.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import { PICKER_SOURCES } from './pickerSources.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { QueryPickerItemsArgs, Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { serviceOf, type RequestContext } from '../context.ts';

const MAX_PICKER_PAGE = 100;

const pickerTypeDefs = /* GraphQL */ `
  input PickerDateRange {
    "yyyy-MM-dd or ISO-8601; the day is included."
    startDate: String
    "yyyy-MM-dd or ISO-8601; the day is included."
    endDate: String
  }

  "The picker's filter model (spec 02 §3); each provider applies the fields its tab offers."
  input PickerFilter {
    search: String
    "Category ids (the recipe service's for recipes)."
    categories: [ID!]
    "An author id (the recipe service's for recipes)."
    author: ID
    date: PickerDateRange
    issueNumber: String
    "True: the chief's selection only."
    isChiefSelection: Boolean
  }

  "An item of a picker tab, as its provider gives it."
  type PickerItem {
    provider: String!
    "The item's identity within the picker ('recipes:12', 'contents:345')."
    id: ID!
    "The provider's item: a Content, an AgencyContent or a recipe of the recipe service."
    entity: JSON!
  }

  type RecipeCategory {
    id: ID!
    name: String!
  }

  type RecipeAuthor {
    id: ID!
    fullName: String!
  }

  type Query {
    "A page of a picker tab's items, newest first ('contents', 'agency', 'recipes'); a page shorter than limit is the last. Limit defaults to 1 (spec 02 §9), at most 100."
    pickerItems(provider: String!, filter: PickerFilter, page: Int = 1, limit: Int = 1): [PickerItem!]!
    "The recipe service's approved categories (empty when it fails)."
    recipeCategories: [RecipeCategory!]!
    "The recipe service's authors (empty when it fails)."
    recipeAuthors: [RecipeAuthor!]!
  }
`;

async function pickerItems(context: RequestContext, args: QueryPickerItemsArgs) {
  const page = args.page ?? 1;
  const limit = args.limit ?? 1;
  if (!Number.isInteger(page) || page < 1) throw malformedRequest('page starts at 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PICKER_PAGE) throw malformedRequest(`limit must be between 1 and ${MAX_PICKER_PAGE}`);
  const source = PICKER_SOURCES[args.provider];
  if (!source || !PICKER_PROVIDERS.names.includes(args.provider)) throw apiError('NOT_FOUND', pickerMessage('notFound'));
  const provider = PICKER_PROVIDERS.provider(args.provider);
  const items = await source(context, args.filter ?? {}, page, limit);
  return items.map((entity) => ({ provider: provider.name, id: provider.identify(entity), entity }));
}

const pickerResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    pickerItems: (_, args, context) => pickerItems(context, args),
    recipeCategories: async (_, __, context) => (await serviceOf(context, 'recipes').categories()).map(({ id, name }) => ({ id: String(id), name })),
    recipeAuthors: async (_, __, context) => (await serviceOf(context, 'recipes').authors()).map(({ id, fullName }) => ({ id: String(id), fullName })),
  },
};

const curator = { permission: ['headline.view', 'mailing.view'], siteScoped: true } as const;

export const pickerModule: GraphQLModule = {
  typeDefs: pickerTypeDefs,
  resolvers: pickerResolvers,
  operations: { Query: { pickerItems: curator, recipeCategories: curator, recipeAuthors: curator } },
};
