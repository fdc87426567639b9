import { graphql, HttpResponse } from 'msw';
import type { VideoProcess, VideoRendition } from '../../workflows/videoQueue/videoQueueMethods.ts';

type SampleRendition = Omit<VideoRendition, '__typename'>;
export type SampleVideoProcess = Omit<VideoProcess, '__typename' | 'renditions'> & { renditions: SampleRendition[] };

const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();
const rendition = (height: number, source: string): SampleRendition => {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  return { height, width, path: `videos/2026/11/${source}-${height}.mp4`, size: height * 9_000, bitrate: height * 2_400 };
};

const base = (id: number, fileName: string, createdDate: string): SampleVideoProcess => ({
  id,
  path: `videos/2026/11/source-${id}.mp4`,
  fileName,
  fileSize: 48_500_000,
  status: 1,
  progress: null,
  resolutions: [],
  renditions: [],
  posterPath: null,
  duration: 94.4,
  sourceWidth: 1920,
  sourceHeight: 1080,
  error: null,
  errorCode: null,
  attempts: 0,
  createdDate,
  processStart: null,
  processEnd: null,
  processDuration: null,
});

/** A finished item: its renditions, a poster, its times. */
export const finished = (row: SampleVideoProcess, heights: number[] = [360, 720, 1080]): SampleVideoProcess => {
  const renditions = heights.map((height) => rendition(height, `r${row.id}`));
  return { ...row, status: 3, progress: 1, renditions, resolutions: renditions.map((entry) => `${entry.height}p`), posterPath: `images/2026/11/poster-${row.id}.jpg`, attempts: 1 };
};

/**
 * The queue of late November 2026, newest first: one waiting, one in progress at 42 % (its 360p
 * done), one finished (360p, 720p, 1080p) and one that failed (ffmpeg could not read it).
 */
export function sampleVideoProcesses(): SampleVideoProcess[] {
  return [
    { ...base(4, 'derbi-ozet.mp4', at(29, 21, 5)), fileSize: 183_400_000 },
    {
      ...base(3, 'meclis-oturumu.mp4', at(29, 20, 40)),
      status: 2,
      progress: 0.42,
      renditions: [rendition(360, 'r3')],
      resolutions: ['360p'],
      attempts: 1,
      processStart: at(29, 20, 41),
    },
    { ...finished(base(2, 'kopru-acilisi.mp4', at(28, 9, 12))), fileSize: 61_200_000, processStart: at(28, 9, 12), processEnd: at(28, 9, 14), processDuration: 134 },
    {
      ...base(1, 'bozuk-kayit.mp4', at(27, 16, 30)),
      status: 4,
      progress: 0.03,
      fileSize: 1_240_000,
      error: 'ffprobe could not read the video: moov atom not found (the file is damaged or not a video)',
      errorCode: 'unreadable',
      attempts: 3,
      sourceWidth: null,
      sourceHeight: null,
      duration: null,
      processStart: at(27, 16, 30),
      processEnd: at(27, 16, 31),
      processDuration: 21,
    },
  ];
}

export interface VideoQueueApiOptions {
  rows?: SampleVideoProcess[];
  /** The queue cannot be read (the spec's fetch error). */
  queueFails?: boolean;
  /** Refuse every requeue with this message (BAD_USER_INPUT). */
  requeueRefusal?: string;
}

const withTypes = (row: SampleVideoProcess) => ({ __typename: 'VideoProcess', ...row, renditions: row.renditions.map((entry) => ({ __typename: 'VideoRendition', ...entry })) });

/** The video process queue in memory, answering the admin's documents as server/videoQueue does; requeues are recorded. */
export function videoQueueApi({ rows: given = sampleVideoProcesses(), queueFails = false, requeueRefusal }: VideoQueueApiOptions = {}) {
  const rows = given.map((row) => ({ ...row }));
  const requeued: number[] = [];
  const filters: unknown[] = [];
  const handlers = [
    graphql.query('GetVideoProcessQueue', ({ variables }) => {
      filters.push(variables.filter);
      if (queueFails) return HttpResponse.json({ data: null, errors: [{ message: 'The database did not answer', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      const filter = (variables.filter ?? {}) as { status?: number[]; createdDateFrom?: string; createdDateTo?: string };
      const matching = rows
        .filter((row) => !filter.status || filter.status.includes(row.status))
        .filter((row) => !filter.createdDateFrom || row.createdDate >= filter.createdDateFrom)
        .filter((row) => !filter.createdDateTo || row.createdDate <= filter.createdDateTo)
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
      const limit = Math.min(100, Number(variables.limit ?? 50));
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({ data: { videoProcessQueue: matching.slice((page - 1) * limit, page * limit).map(withTypes) } });
    }),
    graphql.query('GetVideoProcessing', ({ variables }) => {
      const paths = variables.paths as string[];
      return HttpResponse.json({ data: { videoProcessing: rows.filter((row) => paths.includes(row.path)).map(withTypes) } });
    }),
    graphql.mutation('RequeueVideoProcess', ({ variables }) => {
      const found = rows.find((row) => row.id === variables.id);
      if (requeueRefusal || !found || found.status !== 4) {
        return HttpResponse.json({ data: null, errors: [{ message: requeueRefusal ?? 'Only a video whose processing failed can be requeued.', extensions: { code: 'BAD_USER_INPUT' } }] });
      }
      requeued.push(found.id);
      Object.assign(found, { status: 1, progress: null, error: null, errorCode: null, attempts: 0, processStart: null, processEnd: null, processDuration: null });
      return HttpResponse.json({ data: { requeueVideoProcess: withTypes(found) } });
    }),
  ];
  return { handlers, rows, requeued, filters };
}
