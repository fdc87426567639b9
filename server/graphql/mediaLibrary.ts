/**
 * Where a library file is used (the media library of issue 12): `usageCount` and `usages` on the
 * generated MediaItem type, read from `media_usages` within the item's site.
 */
import { usageCount, usagesOf } from '../media/mediaUsages.ts';
import type { GraphQLModule } from './graphqlModule.ts';
import type { MediaItemResolvers } from './generated/resolverTypes.ts';

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
  }
`;

const mediaItemResolvers: MediaItemResolvers = {
  usageCount: (item, _args, context) => usageCount(context.db, Number(item.siteId), item.path ?? ''),
  usages: (item, _args, context) => usagesOf(context.db, Number(item.siteId), item.path ?? ''),
};

export const mediaLibraryModule: GraphQLModule = {
  typeDefs: mediaLibraryTypeDefs,
  resolvers: { MediaItem: mediaItemResolvers },
  operations: {},
};
