/**
 * The spec's extra category queries (01 §7) beside the generated `category` / `categories` /
 * `saveCategory`: `subCategories` and `mainCategories` (every match, for pickers) and
 * `allCategories` (paged), each answering with the Category summary. They list through the
 * engine's own reading, so filters, site scope and order are the generated list's.
 */
import { categories } from '../../resources/category.ts';
import { CATEGORY_HIERARCHY } from '../../resources/enums.ts';
import type { RequestContext } from '../context.ts';
import { listRecords, type ListArgs } from '../engine/listRecords.ts';
import { recordOutput, type Row } from '../engine/records.ts';
import { MAX_PAGE_SIZE } from '../engine/resourceSdl.ts';
import type { Category, CategorySummary, QueryResolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const resource = categories;
const hierarchy = (key: 'main' | 'sub') => CATEGORY_HIERARCHY.values.find((entry) => entry.key === key)!.value;

const categoryTypeDefs = /* GraphQL */ `
  """
  A category as pickers and filters need it (spec 01 §3 Category summary), with its name and main
  category besides; displayName falls back to the name when none is set.
  """
  type CategorySummary {
    id: ID!
    hierarchy: Int!
    contentTypes: [Int!]!
    isApproved: Boolean!
    displayName: String!
    name: String!
    parentId: ID
  }

  type Query {
    "Every sub-category matching the filter (at most ${MAX_PAGE_SIZE}), e.g. { contentTypes: [0], isApproved: true }."
    subCategories(filter: CategoryFilter): [CategorySummary!]!
    "Every main category matching the filter (at most ${MAX_PAGE_SIZE}); the filter may be empty."
    mainCategories(filter: CategoryFilter): [CategorySummary!]!
    "Main and sub-categories, a page at a time: page 1 is the first; limit defaults to ${resource.pageSize}."
    allCategories(filter: CategoryFilter, page: Int = 1, limit: Int, language: String): [CategorySummary!]!
  }
`;

function summary(row: Row): CategorySummary {
  // The engine's output of a category row is the generated Category type; name and hierarchy are stored non-null.
  const category = recordOutput(resource, row) as unknown as Category;
  return {
    id: category.id,
    hierarchy: category.hierarchy!,
    contentTypes: category.contentTypes ?? [],
    isApproved: category.isApproved,
    displayName: category.displayName || category.name!,
    name: category.name!,
    parentId: category.parentId,
  };
}

async function summaries(context: RequestContext, args: ListArgs) {
  const rows = await listRecords(context.db, resource, args, context.siteNumber);
  return rows.map(summary);
}

/** Every match of one level: the caller's filter, with the level forced. */
const ofLevel =
  (level: 'main' | 'sub'): QueryResolvers['subCategories'] =>
  (_, args, context) =>
    summaries(context, { filter: { ...args.filter, hierarchy: [hierarchy(level)] }, limit: MAX_PAGE_SIZE });

const read = { permission: 'category.view', siteScoped: true } as const;

export const categoryModule: GraphQLModule = {
  typeDefs: categoryTypeDefs,
  resolvers: {
    Query: {
      subCategories: ofLevel('sub'),
      mainCategories: ofLevel('main'),
      allCategories: (_, args, context) => summaries(context, args),
    },
  },
  operations: {
    Query: { subCategories: read, mainCategories: read, allCategories: read },
  },
};
