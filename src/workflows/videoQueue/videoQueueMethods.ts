import type { VideoProcessFieldsFragment, VideoProcessFilter } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { GET_VIDEO_PROCESS_QUEUE, GET_VIDEO_PROCESSING, REQUEUE_VIDEO_PROCESS } from './videoQueueDocuments.ts';

export type VideoProcess = VideoProcessFieldsFragment;
export type VideoRendition = VideoProcess['renditions'][number];

/** The server answers at most this many paths at once (server/videoQueue/README.md). */
export const PROCESSING_PATHS_LIMIT = 50;

/** The screen tells a refused requeue, and a field a failed read, itself: not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/**
 * The video process queue's named data provider methods (spec 02 §3–§4; server/videoQueue/README.md).
 * `getVideoProcess(path)` is what each video field of an editor asks: the paths asked in the same
 * tick go to the server as one `videoProcessing(paths)`, so an item with five videos asks once.
 */
export const videoQueueMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  let pending: Map<string, { resolve: (row: VideoProcess | null) => void; reject: (error: unknown) => void }[]> | undefined;

  const readPaths = async (paths: string[]): Promise<VideoProcess[]> =>
    dataOrThrow(await client.query({ query: GET_VIDEO_PROCESSING, variables: { paths }, fetchPolicy: 'network-only', context: QUIET })).videoProcessing;

  const flush = async () => {
    const asked = pending!;
    pending = undefined;
    const paths = [...asked.keys()];
    for (let start = 0; start < paths.length; start += PROCESSING_PATHS_LIMIT) {
      const chunk = paths.slice(start, start + PROCESSING_PATHS_LIMIT);
      try {
        const rows = await readPaths(chunk);
        for (const path of chunk) for (const waiter of asked.get(path)!) waiter.resolve(rows.find((row) => row.path === path) ?? null);
      } catch (error) {
        for (const path of chunk) for (const waiter of asked.get(path)!) waiter.reject(error);
      }
    }
  };

  return {
    /** A page of the queue (1, 2, …), newest first. */
    async getVideoProcessQueue(filter: VideoProcessFilter, page: number, limit: number): Promise<VideoProcess[]> {
      return dataOrThrow(await client.query({ query: GET_VIDEO_PROCESS_QUEUE, variables: { filter, page, limit }, fetchPolicy: 'network-only' })).videoProcessQueue;
    },
    /** The queue items of stored videos, by path (only the working site's). */
    getVideoProcessing: readPaths,
    /** One stored video's queue item, or null when it has none; asked together with the others of the same tick. */
    getVideoProcess(path: string): Promise<VideoProcess | null> {
      return new Promise((resolve, reject) => {
        if (!pending) {
          pending = new Map();
          queueMicrotask(() => void flush());
        }
        pending.set(path, [...(pending.get(path) ?? []), { resolve, reject }]);
      });
    },
    /** An item in error is processed again (its finished renditions are kept until new ones replace them). */
    async requeueVideoProcess(id: number): Promise<VideoProcess> {
      return dataOrThrow(await client.mutate({ mutation: REQUEUE_VIDEO_PROCESS, variables: { id }, context: QUIET })).requeueVideoProcess;
    },
  };
};

export type VideoQueueMethods = ReturnType<typeof videoQueueMethods>;
