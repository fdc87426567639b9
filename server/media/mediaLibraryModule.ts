/**
 * Where a library file is used (the media library of issue 12): `usageCount` and `usages` on the
 * generated MediaItem type, read from `media_usages` within the item's site (its crops' uses
 * included), and the crops cut from it, which have no library row of their own.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../context.ts';
import { cropsOf, usageCounts, usagesOf } from './mediaUsages.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import type { MediaItemResolvers } from '../contract/generated/resolverTypes.ts';

const mediaLibraryTypeDefs = /* GraphQL */ `
  "A record's field that holds a library file."
  type MediaUsage {
    "The using record's resource ('contents')."
    resource: String!
    recordId: ID!
    "The content's title."
    title: String
    "The content's type (ContentType number)."
    contentType: Int
    "The record's field: coverImages, coverGif, images, coverVideo, videos or text (an inline image)."
    field: String!
  }

  type MediaItem {
    "How many record fields use the file; a used file cannot be removed from the library."
    usageCount: Int!
    usages: [MediaUsage!]!
    "The crops cut from the file (each a stored file of its own): they are listed with it, never as library items."
    crops: [Crop!]!
  }
`;

/** Per request and site, the counts of a page's items are read together (one query, not 50). */
const countLoaders = new WeakMap<RequestContext, Map<number, DataLoader<string, number>>>();

function usageCountOf(context: RequestContext, siteId: number, path: string): Promise<number> {
  let bySite = countLoaders.get(context);
  if (!bySite) countLoaders.set(context, (bySite = new Map()));
  let loader = bySite.get(siteId);
  if (!loader) {
    loader = new DataLoader(async (paths: readonly string[]) => {
      const counts = await usageCounts(context.db, siteId, paths);
      return paths.map((path) => counts.get(path) ?? 0);
    });
    bySite.set(siteId, loader);
  }
  return loader.load(path);
}

const mediaItemResolvers: MediaItemResolvers = {
  usageCount: (item, _args, context) => usageCountOf(context, Number(item.siteId), item.path ?? ''),
  usages: (item, _args, context) => usagesOf(context.db, Number(item.siteId), item.path ?? ''),
  crops: (item, _args, context) => cropsOf(context.db, item.path ?? ''),
};

export const mediaLibraryModule: GraphQLModule = {
  typeDefs: mediaLibraryTypeDefs,
  resolvers: { MediaItem: mediaItemResolvers },
  operations: {},
};
