/**
 * The video process queue's API (spec 02 §3–§4; README.md): the queue screen's list, count and
 * requeue, and the editors' video fields' processing state.
 */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { countVideoProcesses, listVideoProcesses, requeueVideoProcess, videoProcessing } from './videoQueries.ts';
import { processDurationOf, resolutionsOf, sortedRenditions } from './videoRows.ts';
import { failureOf } from './videoFailure.ts';

const videoQueueTypeDefs = /* GraphQL */ `
  "One finished rendition of a video: a stored MP4 (H.264/AAC), served at /storage/files/<path>."
  type VideoRendition {
    height: Int!
    width: Int!
    path: String!
    size: Float!
    "Bits per second over the whole file."
    bitrate: Float
  }

  "A stored source video in the process queue (one per file, whichever sites use it)."
  type VideoProcess {
    id: Int!
    path: String!
    fileName: String!
    fileSize: Float!
    "VIDEO_PROCESS_STATUS: waiting 1, in progress 2, finished 3, error 4."
    status: Int!
    "0 to 1 over the whole run."
    progress: Float
    "The finished renditions ('360p'), smallest first."
    resolutions: [String!]!
    renditions: [VideoRendition!]!
    posterPath: String
    "The video's length in seconds."
    duration: Float
    sourceWidth: Int
    sourceHeight: Int
    "Why the last run failed, in the words of the program that failed (ffmpeg, ffprobe, the server)."
    error: String
    "The failure's kind, which the admin says in the editor's language: unreadable, stalled, ffmpegMissing, sourceMissing, serverStopped or failed."
    errorCode: String
    "Runs begun since it was queued (a requeue starts from 0)."
    attempts: Int!
    createdDate: DateTime!
    processStart: DateTime
    processEnd: DateTime
    "Seconds from the run's start to its end (to now while in progress)."
    processDuration: Float
  }

  input VideoProcessFilter {
    status: [Int!]
    createdDateFrom: DateTime
    createdDateTo: DateTime
    "Part of the file name."
    search: String
  }

  type Query {
    "The request's site's queue, newest first; limit at most 100 (50 when unset)."
    videoProcessQueue(filter: VideoProcessFilter, page: Int = 1, limit: Int): [VideoProcess!]!
    videoProcessQueueCount(filter: VideoProcessFilter): Int!
    "The processing state of these stored videos (at most 50 paths), for the editors' video fields: the rows of the request's site."
    videoProcessing(paths: [String!]!): [VideoProcess!]!
  }

  type Mutation {
    "An item in error goes back to waiting and is processed again; its finished renditions stay until replaced. Another state: BAD_USER_INPUT; no such item on the site: NOT_FOUND."
    requeueVideoProcess(id: Int!): VideoProcess!
  }
`;

const resolvers: Resolvers = {
  Query: {
    videoProcessQueue: (_source, args, context) => listVideoProcesses(context, args),
    videoProcessQueueCount: (_source, args, context) => countVideoProcesses(context, args.filter),
    videoProcessing: (_source, args, context) => videoProcessing(context, args.paths),
  },
  Mutation: {
    requeueVideoProcess: (_source, args, context) => requeueVideoProcess(context, args.id),
  },
  VideoProcess: {
    resolutions: (row) => resolutionsOf(row),
    renditions: (row) => sortedRenditions(row.renditions),
    processDuration: (row) => processDurationOf(row),
    error: (row) => failureOf(row.error)?.detail ?? null,
    errorCode: (row) => failureOf(row.error)?.code ?? null,
  },
};

export const videoQueueModule: GraphQLModule = {
  typeDefs: videoQueueTypeDefs,
  resolvers,
  operations: {
    Query: {
      videoProcessQueue: { permission: 'videoProcessQueue.view', siteScoped: true },
      videoProcessQueueCount: { permission: 'videoProcessQueue.view', siteScoped: true },
      videoProcessing: { permission: 'content.view', siteScoped: true },
    },
    Mutation: {
      requeueVideoProcess: { permission: 'videoProcessQueue.requeue', siteScoped: true },
    },
  },
};
