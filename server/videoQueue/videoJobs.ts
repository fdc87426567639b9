/**
 * The video queue's own job runner (README.md, "Runner"): `video.process` jobs only, VIDEO_CONCURRENCY
 * at a time with VIDEO_LEASE_SECONDS leases, apart from the server's other jobs so a long transcode
 * never holds up a scheduled publish. Stopping it aborts the runs in progress (their videos go back
 * to waiting) and waits for them.
 */
import type { ServerConfig } from '../config.ts';
import { startJobRunner, type JobRunner } from '../jobs/jobRunner.ts';
import type { FeatureEnvironment } from '../serverFeature.ts';
import { createMediaFiles } from '../storage/mediaFiles.ts';
import { checkFfmpeg } from './transcode/ffmpeg.ts';
import { PROCESS_VIDEO_JOB } from './videoEnqueue.ts';
import { processVideo } from './videoProcess.ts';

export interface VideoRunner {
  /** None when VIDEO_CONCURRENCY is 0: this server processes no videos. */
  runner?: JobRunner;
  close(): Promise<void>;
}

type RunnerEnvironment = Pick<FeatureEnvironment, 'db' | 'events' | 'storage' | 'log'> & { config: Pick<ServerConfig, 'video' | 'upload' | 'jobs'> };

/** Starts the runner; says in the log, once, when ffmpeg or ffprobe cannot be run (videos then end in error with that reason). */
export async function startVideoRunner(environment: RunnerEnvironment): Promise<VideoRunner> {
  const { db, events, storage, log, config } = environment;
  if (config.video.concurrency === 0) return { close: async () => undefined };
  const ffmpeg = await checkFfmpeg(config.video);
  if (!ffmpeg.ok) log(`video: videos cannot be processed: ${ffmpeg.reason} (FFMPEG_PATH=${config.video.ffmpegPath}, FFPROBE_PATH=${config.video.ffprobePath}); each queued video will be marked error with this reason`);
  const stopping = new AbortController();
  const run = { db, events, storage, media: createMediaFiles(db), video: config.video, upload: config.upload, log };
  let workerId = '';
  const runner = await startJobRunner(
    db,
    { [PROCESS_VIDEO_JOB]: (payload: { id: number }) => processVideo(run, payload.id, { workerId, signal: stopping.signal }) },
    { concurrency: config.video.concurrency, leaseMs: config.video.leaseMs, retryBaseMs: config.video.retryBaseMs, pollMs: config.jobs.pollMs, log },
  );
  workerId = runner.workerId;
  return {
    runner,
    async close() {
      stopping.abort(new Error('the server is stopping'));
      await runner.stop();
    },
  };
}
