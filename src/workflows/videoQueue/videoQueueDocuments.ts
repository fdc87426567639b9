import { graphql } from '../../graphql/index.ts';

/** What the queue screen and the editors' video fields show of a queue item. */
export const VIDEO_PROCESS_FIELDS = graphql(`
  fragment VideoProcessFields on VideoProcess {
    __typename id path fileName fileSize status progress resolutions posterPath duration sourceWidth sourceHeight
    error errorCode attempts createdDate processStart processEnd processDuration
    renditions { __typename height width path size bitrate }
  }
`);

export const GET_VIDEO_PROCESS_QUEUE = graphql(`
  query GetVideoProcessQueue($filter: VideoProcessFilter, $page: Int, $limit: Int) {
    videoProcessQueue(filter: $filter, page: $page, limit: $limit) { ...VideoProcessFields }
  }
`);

export const GET_VIDEO_PROCESSING = graphql(`
  query GetVideoProcessing($paths: [String!]!) {
    videoProcessing(paths: $paths) { ...VideoProcessFields }
  }
`);

export const REQUEUE_VIDEO_PROCESS = graphql(`
  mutation RequeueVideoProcess($id: Int!) {
    requeueVideoProcess(id: $id) { ...VideoProcessFields }
  }
`);
