/**
 * Headlines (spec 02 §3, §4, §5): one list per headline type and site, ordered by the editors
 * (README, "Headlines"). The rules and writes are in server/headlines/; this module is their API.
 */
import { listHeadlines, readHeadline } from '../headlines/headlineRead.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import type { Resolvers } from './generated/resolverTypes.ts';
import type { GraphQLModule } from './graphqlModule.ts';
import { headlineTypeDefs } from './headlineTypeDefs.ts';

/** A board shows one category's types; 100 is more than any has. */
const MAX_LIMIT = 100;

function pageOf(page: number | null | undefined, limit: number | null | undefined) {
  const pageNumber = page ?? 1;
  const size = limit ?? 50;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw malformedRequest('page must be 1 or more');
  if (!Number.isInteger(size) || size < 1 || size > MAX_LIMIT) throw malformedRequest(`limit must be 1 to ${MAX_LIMIT}`);
  return { page: pageNumber, limit: size };
}

const resolvers: Resolvers = {
  Query: {
    headlines: async (_source, { filter, page, limit }, context) => {
      const paging = pageOf(page, limit);
      return listHeadlines(context.db, context.siteNumber as number, filter ?? {}, paging.page, paging.limit);
    },
    headline: async (_source, { id }, context) => (await readHeadline(context.db, context.siteNumber as number, id)) ?? null,
  },
};

const VIEW = { permission: 'headline.view', siteScoped: true } as const;

export const headlineModule: GraphQLModule = {
  typeDefs: headlineTypeDefs,
  resolvers,
  operations: {
    Query: { headlines: VIEW, headline: VIEW },
  },
};
