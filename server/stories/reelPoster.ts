/**
 * The picture a reel shows before it plays, for the board and the editor: the editor's poster, else
 * the one the video process queue made from the video (README.md). One query for a page's reels.
 */
import DataLoader from 'dataloader';
import type { RequestContext } from '../context.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { storagePath } from '../media/index.ts';
import { processedVideos } from '../videoQueue/index.ts';

const reelPosterTypeDefs = /* GraphQL */ `
  extend type Reel {
    "The editor's poster, else the one the video process queue made; null while neither exists."
    shownPosterPath: String
  }
`;

const loaders = new WeakMap<RequestContext, DataLoader<string, string | null>>();

function processedPosterOf(context: RequestContext, path: string): Promise<string | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (paths: readonly string[]) => {
      const processed = await processedVideos(context.db, paths);
      return paths.map((each) => processed.get(each)?.posterPath ?? null);
    });
    loaders.set(context, loader);
  }
  return loader.load(path);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export const reelPosterModule: GraphQLModule = {
  typeDefs: reelPosterTypeDefs,
  resolvers: {
    Reel: {
      shownPosterPath: (reel, _args, context) => {
        const video = (reel as { video?: { path?: unknown; posterPath?: unknown } | null }).video;
        const own = text(video?.posterPath);
        const path = storagePath(text(video?.path));
        return own ?? (path ? processedPosterOf(context, path) : null);
      },
    },
  },
  operations: {},
};
