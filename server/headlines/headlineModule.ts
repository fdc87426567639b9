/**
 * Headlines (spec 02 §3, §4, §5): one list per headline type and site, ordered by the editors
 * (server/headlines/README.md). The rules and writes are in server/headlines/; this module is their API.
 */
import { accessRequest } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import { permissionDenied } from '../contract/apiErrors.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import { headlineChanges, type HeadlineChange } from './headlineEvents.ts';
import { moveHeadlineItem, moveHeadlineItemToPending, pinHeadlineItem, removeHeadlineItem } from './headlineMoves.ts';
import { listHeadlines, readHeadline } from './headlineRead.ts';
import { oldHeadlines } from './oldHeadlines.ts';
import { saveHeadline, type HeadlineInput } from './headlineSave.ts';
import type { HeadlineEnv } from './headlineTransaction.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
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

const envOf = (context: RequestContext): HeadlineEnv => ({
  db: context.db,
  events: context.events,
  siteId: context.siteNumber as number,
  userId: context.user.id,
  language: context.language,
});

/** The headline as it is after the change (committed: every reader sees the same). */
const changed = async (context: RequestContext, change: Promise<{ headlineId: number }>) => {
  const { headlineId } = await change;
  return (await readHeadline(context.db, context.siteNumber as number, headlineId))!;
};

/** Tagging reads the site's headline tags: the board offers it only with headlineTag.view, and so does the server. */
const TAG_PERMISSION = 'headlineTag.view';

async function requireTagPermission(context: RequestContext, input: HeadlineInput): Promise<void> {
  if (!(input.items ?? []).some((item) => item.tagId !== undefined)) return;
  if (!(await accessRequest(context)).granted(TAG_PERMISSION)) throw permissionDenied([TAG_PERMISSION]);
}

const resolvers: Resolvers = {
  Query: {
    headlines: async (_source, { filter, page, limit }, context) => {
      const paging = pageOf(page, limit);
      return listHeadlines(context.db, context.siteNumber as number, filter ?? {}, paging.page, paging.limit);
    },
    headline: async (_source, { id }, context) => (await readHeadline(context.db, context.siteNumber as number, id)) ?? null,
    oldHeadlines: (_source, { at, headlineCategoryId }, context) => oldHeadlines(context.db, context.siteNumber as number, headlineCategoryId, new Date(at)),
  },
  Mutation: {
    saveHeadline: async (_source, { input }, context) => {
      await requireTagPermission(context, input as HeadlineInput);
      return changed(context, saveHeadline(envOf(context), input as HeadlineInput));
    },
    moveHeadlineItem: (_source, args, context) => changed(context, moveHeadlineItem(envOf(context), args)),
    pinHeadlineItem: (_source, args, context) => changed(context, pinHeadlineItem(envOf(context), args)),
    moveHeadlineItemToPending: (_source, args, context) => changed(context, moveHeadlineItemToPending(envOf(context), args)),
    removeHeadlineItem: (_source, args, context) => changed(context, removeHeadlineItem(envOf(context), args)),
  },
  Subscription: {
    headlineChanged: {
      subscribe: (_source, { headlineCategoryId }, context) => headlineChanges(context.events, context.siteNumber as number, headlineCategoryId),
      resolve: (change: HeadlineChange) => change,
    },
  },
};

const VIEW = { permission: 'headline.view', siteScoped: true } as const;
const SAVE = { permission: 'headline.save', siteScoped: true } as const;

export const headlineModule: GraphQLModule = {
  typeDefs: headlineTypeDefs,
  resolvers,
  operations: {
    Query: { headlines: VIEW, headline: VIEW, oldHeadlines: { permission: 'headlineOld.view', siteScoped: true } },
    Mutation: {
      saveHeadline: SAVE,
      moveHeadlineItem: SAVE,
      pinHeadlineItem: SAVE,
      moveHeadlineItemToPending: SAVE,
      removeHeadlineItem: { permission: 'headline.delete', siteScoped: true },
    },
    Subscription: { headlineChanged: VIEW },
  },
};
