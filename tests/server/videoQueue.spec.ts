import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PROCESS_STATUS_VALUE as STATUS } from '../../resources/enums.ts';
import type { VideoConfig } from '../../server/config.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { claimJobs } from '../../server/jobs/jobLeases.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import { PROCESS_VIDEO_JOB } from '../../server/videoQueue/videoEnqueue.ts';
import type { VideoProcessEvent } from '../../server/videoQueue/videoEvents.ts';
import { startVideoRunner, type VideoRunner } from '../../server/videoQueue/videoJobs.ts';
import { processVideo } from '../../server/videoQueue/videoProcess.ts';
import { videoProcesses, type VideoProcessRow } from '../../server/videoQueue/videoTables.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { acceptCurrentHandbook } from './support/handbook.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { getBytes, upload } from './support/storageClient.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { until } from './support/until.ts';

const run = promisify(execFile);
const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
const SITE = '4';

/** Small and quick: a 480x360 source makes the 144p and 240p steps. */
const VIDEO: VideoConfig = { ffmpegPath: FFMPEG, ffprobePath: FFPROBE, ladder: [144, 240], stallMs: 30_000, maxAttempts: 1, concurrency: 1, leaseMs: 2_000, retryBaseMs: 100 };

const PROCESS_FIELDS = 'id path fileName fileSize status progress resolutions renditions { height width path size bitrate } posterPath duration sourceWidth sourceHeight error errorCode attempts createdDate processStart processEnd processDuration';

interface ApiProcess {
  id: number;
  path: string;
  fileName: string;
  status: number;
  progress: number | null;
  resolutions: string[];
  renditions: { height: number; width: number; path: string; size: number; bitrate: number | null }[];
  posterPath: string | null;
  duration: number | null;
  sourceWidth: number | null;
  sourceHeight: number | null;
  error: string | null;
  errorCode: string | null;
  attempts: number;
  processStart: string | null;
  processEnd: string | null;
  processDuration: number | null;
}

describe.each(testDatabaseKinds())('video process queue (%s)', (database) => {
  let server: TestApp;
  let work: string;
  let editor: CallOptions;
  let reporter: CallOptions;
  let admin: CallOptions;
  const runners: VideoRunner[] = [];
  const logged: string[] = [];
  let clips = 0;
  /** The first test's finished video. */
  let processed: { path: string; renditions: ApiProcess['renditions']; posterPath: string };

  /** A fresh 1 s testsrc clip with sound (its own bytes: the storage keeps one file per content). */
  async function makeClip(): Promise<{ name: string; bytes: Buffer }> {
    clips += 1;
    const file = path.join(work, `clip-${clips}.mp4`);
    await run(FFMPEG, [
      '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=480x360:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-metadata', `title=clip ${clips} ${database}`, file,
    ]);
    return { name: `Maç özeti ${clips}.mp4`, bytes: await readFile(file) };
  }

  async function uploadClip(token = editor.token!, siteId = SITE): Promise<{ path: string; name: string }> {
    const clip = await makeClip();
    const answer = await upload(server.baseUrl, token, { method: 'file', type: '2', file: { name: clip.name, bytes: clip.bytes, mime: 'video/mp4' } }, siteId);
    expect(answer.status).toBe(200);
    return { path: answer.body.data!.relativePath, name: clip.name };
  }

  /** A script in place of ffmpeg: the check's `-version` and `-encoders` are answered by ffmpeg, anything else runs `body`. */
  async function fakeFfmpeg(name: string, body: string): Promise<string> {
    const file = path.join(work, name);
    await writeFile(file, `#!/bin/sh\ncase " $* " in *" -version "*|*" -encoders "*) exec ${FFMPEG} "$@";; esac\n${body}\n`);
    await chmod(file, 0o755);
    return file;
  }

  /** Another server's video runner on the same database. */
  async function startRunner(video: Partial<VideoConfig> = {}): Promise<VideoRunner> {
    const runner = await startVideoRunner({
      db: server.db,
      events: server.events,
      storage: server.storage,
      log: (message) => logged.push(message),
      config: { ...server.config, jobs: { ...server.config.jobs, pollMs: 50 }, video: { ...VIDEO, ...video } },
    });
    runners.push(runner);
    return runner;
  }

  async function stopRunners() {
    await Promise.all(runners.splice(0).map((runner) => runner.close()));
  }

  const rowOf = async (videoPath: string): Promise<VideoProcessRow | undefined> =>
    (await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, videoPath)))[0];

  async function processing(paths: string[], options: CallOptions = editor) {
    return graphqlCall<{ videoProcessing: ApiProcess[] }>(server.yoga, `query ($paths: [String!]!) { videoProcessing(paths: $paths) { ${PROCESS_FIELDS} } }`, {
      ...options,
      variables: { paths },
    });
  }

  const requeue = (id: number, options: CallOptions) =>
    graphqlCall<{ requeueVideoProcess: ApiProcess }>(server.yoga, `mutation ($id: Int!) { requeueVideoProcess(id: $id) { ${PROCESS_FIELDS} } }`, { ...options, variables: { id } });

  async function queue(filter: Record<string, unknown>, options: CallOptions = editor) {
    const answer = await graphqlCall<{ videoProcessQueue: ApiProcess[]; videoProcessQueueCount: number }>(
      server.yoga,
      `query ($filter: VideoProcessFilter) { videoProcessQueue(filter: $filter) { id path status } videoProcessQueueCount(filter: $filter) }`,
      { ...options, variables: { filter } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  async function probe(relativePath: string): Promise<{ width: number; height: number; codecs: string[]; duration: number }> {
    const fetched = await getBytes(`${server.baseUrl}/storage/files/${relativePath}`);
    expect(fetched.status).toBe(200);
    const file = path.join(work, `probe-${path.basename(relativePath)}`);
    await writeFile(file, fetched.bytes);
    const { stdout } = await run(FFPROBE, ['-v', 'error', '-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file]);
    const parsed = JSON.parse(stdout) as { streams: { codec_name: string; width?: number; height?: number }[]; format: { duration: string } };
    const video = parsed.streams.find((stream) => stream.width)!;
    return { width: video.width!, height: video.height!, codecs: parsed.streams.map((stream) => stream.codec_name).sort(), duration: Number(parsed.format.duration) };
  }

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'video-queue-test-'));
    // The app's own video runner takes nothing (concurrency 0): each test starts the runners ("servers") it needs.
    server = await startTestApp(database, { video: { ...VIDEO, concurrency: 0 }, jobs: { concurrency: 1, pollMs: 50, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } } });
    [editor, reporter, admin] = await Promise.all(
      (['editor', 'reporter', 'admin'] as const).map(async (account) => ({ token: await demoToken(server.baseUrl, account), siteId: SITE, language: 'en' })),
    );
  }, 60_000);

  // A test that failed half-way leaves no runner to the next.
  afterEach(() => stopRunners());

  afterAll(async () => {
    await stopRunners();
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('queues an uploaded video, processes it into its ladder with a poster and its duration, and tells the site', async () => {
    const clip = await uploadClip();
    const waiting = await processing([`/storage/files/${clip.path}`]);
    expect(waiting.errors).toBeUndefined();
    expect(waiting.data!.videoProcessing).toMatchObject([{ path: clip.path, fileName: clip.name, status: STATUS.waiting, attempts: 0, resolutions: [], renditions: [], posterPath: null }]);

    const events: VideoProcessEvent[] = [];
    const stream = server.events.subscribe<VideoProcessEvent>({ topic: 'videoProcesses', site: Number(SITE) });
    await stream.ready;
    const listening = (async () => {
      for await (const event of stream) {
        if (event.payload.path !== clip.path) continue;
        events.push(event);
        if (event.payload.status === STATUS.finished) return;
      }
    })();

    await startRunner();
    const [done] = (await until(() => processing([clip.path]), (answer) => answer.data?.videoProcessing[0]?.status === STATUS.finished)).data!.videoProcessing;
    await listening;
    await stopRunners();

    expect(done).toMatchObject({ status: STATUS.finished, progress: 1, error: null, attempts: 1, resolutions: ['144p', '240p'], sourceWidth: 480, sourceHeight: 360 });
    expect(done!.duration).toBeCloseTo(1, 0);
    expect(done!.processStart).not.toBeNull();
    expect(done!.processEnd).not.toBeNull();
    expect(done!.processDuration).toBeGreaterThanOrEqual(0);
    for (const rendition of done!.renditions) {
      const facts = await probe(rendition.path);
      expect(facts).toMatchObject({ height: rendition.height, width: rendition.width, codecs: ['aac', 'h264'] });
      expect(facts.duration).toBeCloseTo(1, 0);
      expect(rendition.path).toMatch(/^videos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp4$/);
    }
    expect(done!.renditions.map((rendition) => [rendition.height, rendition.width])).toEqual([[144, 192], [240, 320]]);
    expect(done!.posterPath).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const poster = await getBytes(`${server.baseUrl}/storage/files/${done!.posterPath}`);
    expect(poster.status).toBe(200);
    expect(poster.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Stored as media files: the storage serves them and knows their facts.
    const media = createMediaFiles(server.db);
    expect(await media.findByPath(done!.renditions[1]!.path)).toMatchObject({ mimeType: 'video/mp4', height: 240 });
    // The site heard the run start and end.
    expect(events.map((event) => event.payload.status)).toContain(STATUS.inProgress);
    expect(events.at(-1)).toMatchObject({ type: 'changed', payload: { id: done!.id, status: STATUS.finished, resolutions: ['144p', '240p'], posterPath: done!.posterPath } });
    // A video done is not queued again: uploading the same bytes again changes nothing.
    const row = await rowOf(clip.path);
    expect(row).toMatchObject({ status: STATUS.finished, workerId: null, siteIds: [Number(SITE)] });
    processed = { path: clip.path, renditions: done!.renditions, posterPath: done!.posterPath! };
  }, 60_000);

  it('adds the site of a content using a processed video, which goes out with its renditions and poster', async () => {
    const other = { ...admin, siteId: '1' };
    await acceptCurrentHandbook(server.yoga, admin.token!);
    const input = contentInput('video', await contentReferences(server.yoga, other), {
      status: 1,
      coverVideo: { path: `/storage/files/${processed.path}`, caption: 'Özet' },
      videos: [{ path: processed.path, caption: 'Aynı video', posterPath: 'images/2026/11/elle-secilen.jpg' }],
    });
    const saved = await contentCalls(server.yoga, other).save(input);
    expect(saved.errors).toBeUndefined();
    // No second run: the finished video is only listed to the new site.
    const row = await rowOf(processed.path);
    expect(row).toMatchObject({ status: STATUS.finished, attempts: 1 });
    expect([...row!.siteIds].sort()).toEqual([1, Number(SITE)]);
    expect((await queue({}, other)).videoProcessQueue.map((item) => item.path)).toContain(processed.path);

    const id = (saved.data as Record<string, { id: string }>).saveContent.id;
    const response = await fetch(`${server.baseUrl}/api/public/1/contents/${id}`);
    expect(response.status).toBe(200);
    const item = (await response.json()) as { coverVideo: Record<string, unknown>; videos: Record<string, unknown>[] };
    const renditions = processed.renditions.map(({ height, width, path: stored }) => ({ height, width, url: `${server.baseUrl}/storage/files/${stored}` }));
    expect(item.coverVideo).toMatchObject({ renditions, posterPath: processed.posterPath, posterUrl: `${server.baseUrl}/storage/files/${processed.posterPath}` });
    // The editor's own poster stays.
    expect(item.videos[0]).toMatchObject({ renditions, posterPath: 'images/2026/11/elle-secilen.jpg' });
    const rendition = await getBytes(renditions[0]!.url);
    expect(rendition.status).toBe(200);
  }, 60_000);

  it('takes over a video whose server died mid-run once its lease runs out, and finishes it', async () => {
    const clip = await uploadClip();
    const started = path.join(work, 'hang-started');
    const hanging = await fakeFfmpeg('hanging-ffmpeg', `echo started >> ${started}\nexec sleep 600`);
    // The dead server: it claimed the job with a short lease and began the run, then stopped renewing the lease (no runner is left to).
    const [job] = await claimJobs(server.db, { names: [PROCESS_VIDEO_JOB], workerId: 'dead-server', leaseMs: 300, limit: 1 });
    expect(job).toBeDefined();
    const dead = new AbortController();
    const deadRun = processVideo(
      { db: server.db, events: server.events, storage: server.storage, media: createMediaFiles(server.db), video: { ...VIDEO, ffmpegPath: hanging }, upload: server.config.upload, log: () => undefined },
      (job!.payload as { id: number }).id,
      { workerId: 'dead-server', signal: dead.signal },
    );
    await until(() => readFile(started, 'utf8').catch(() => ''), (text) => text.includes('started'));
    expect(await rowOf(clip.path)).toMatchObject({ status: STATUS.inProgress, workerId: 'dead-server', attempts: 1 });

    await startRunner({ maxAttempts: 2 });
    const done = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.finished);
    expect(done).toMatchObject({ attempts: 2, workerId: null, error: null });
    expect(done!.renditions.map((rendition) => rendition.height)).toEqual([144, 240]);
    // The job is done once its handler returned, a moment after the row.
    const jobRow = await until(async () => (await server.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0], (row) => row?.state !== 'running');
    expect(jobRow).toMatchObject({ state: 'done', attempts: 2 });

    // The dead run, were it to wake up, writes nothing more over the finished row.
    dead.abort(new Error('gone'));
    expect(await deadRun).toEqual({ outcome: 'lost' });
    expect(await rowOf(clip.path)).toEqual(done);
    await stopRunners();
  }, 60_000);

  it('marks a video whose ffmpeg hangs as error with the reason, refuses a requeue without the permission, and finishes it once requeued', async () => {
    const clip = await uploadClip();
    const hanging = await fakeFfmpeg('silent-ffmpeg', 'exec sleep 600');
    await startRunner({ ffmpegPath: hanging, stallMs: 500, maxAttempts: 3 });
    const failed = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.error);
    await stopRunners();
    // A stall is not retried.
    expect(failed).toMatchObject({ attempts: 1, workerId: null, renditions: [] });
    expect(failed!.error).toBeTruthy();
    const [shown] = (await processing([clip.path])).data!.videoProcessing;
    // The kind of failure, which the admin says in the editor's language, and what the program said.
    expect(failed!.error).toMatch(/^\[stalled\] /);
    expect(shown).toMatchObject({ status: STATUS.error, errorCode: 'stalled', error: failed!.error!.replace('[stalled] ', '') });

    const refused = await requeue(failed!.id, reporter);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const notError = await requeue(failed!.id, editor);
    expect(notError.errors).toBeUndefined();
    expect(notError.data!.requeueVideoProcess).toMatchObject({ status: STATUS.waiting, attempts: 0, error: null });
    // Only an error item is requeued.
    const again = await requeue(failed!.id, editor);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toBe('Only a video whose processing failed can be requeued.');

    await startRunner();
    const done = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.finished);
    expect(done).toMatchObject({ attempts: 1, error: null });
    expect(done!.renditions.map((rendition) => rendition.height)).toEqual([144, 240]);
    await stopRunners();
  }, 60_000);

  it('keeps the renditions of an earlier run when a rerun fails', async () => {
    const clip = await uploadClip();
    const calls = path.join(work, 'third-fails');
    // The poster and 144p are made; the third call (240p) fails.
    const thirdFails = await fakeFfmpeg('third-fails-ffmpeg', `echo x >> ${calls}\nif [ "$(wc -l < ${calls})" -eq 3 ]; then echo 'Conversion failed!' >&2; exit 1; fi\nexec ${FFMPEG} "$@"`);
    await startRunner({ ffmpegPath: thirdFails });
    const partial = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.error);
    await stopRunners();
    expect(partial!.renditions.map((rendition) => rendition.height)).toEqual([144]);
    expect(partial!.posterPath).not.toBeNull();
    expect(partial!.error).toBeTruthy();

    expect((await requeue(partial!.id, editor)).errors).toBeUndefined();
    const failing = await fakeFfmpeg('failing-ffmpeg', `echo 'Conversion failed!' >&2\nexit 1`);
    await startRunner({ ffmpegPath: failing });
    const rerun = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.error);
    await stopRunners();
    expect(rerun!.renditions).toEqual(partial!.renditions);
    expect(rerun!.posterPath).toBe(partial!.posterPath);
    expect((await probe(rerun!.renditions[0]!.path)).height).toBe(144);
  }, 60_000);

  it('processes a video once with two servers running the queue', async () => {
    const calls = path.join(work, 'counted');
    const counting = await fakeFfmpeg('counting-ffmpeg', `echo "$$" >> ${calls}\nexec ${FFMPEG} "$@"`);
    await Promise.all([startRunner({ ffmpegPath: counting }), startRunner({ ffmpegPath: counting })]);
    const clip = await uploadClip();
    const done = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.finished);
    await stopRunners();
    // The poster and two renditions: three ffmpeg runs, by one server, in one attempt.
    expect((await readFile(calls, 'utf8')).trim().split('\n')).toHaveLength(3);
    expect(done).toMatchObject({ attempts: 1 });
    const processJobs = await server.db.select().from(jobs).where(eq(jobs.key, `video:${clip.path}`));
    expect(processJobs).toHaveLength(1);
    expect(processJobs[0]).toMatchObject({ state: 'done', attempts: 1 });
  }, 60_000);

  it('marks videos error with the reason and says so at start when ffmpeg is missing', async () => {
    logged.length = 0;
    await startRunner({ ffmpegPath: path.join(work, 'no-such-ffmpeg') });
    expect(logged.some((line) => line.includes('videos cannot be processed') && line.includes('no-such-ffmpeg'))).toBe(true);
    const clip = await uploadClip();
    const failed = await until(() => rowOf(clip.path), (row) => row?.status === STATUS.error);
    await stopRunners();
    expect(failed!.error).toMatch(/^\[ffmpegMissing\] .*ffmpeg/i);
    expect(failed!.attempts).toBe(1);
  }, 60_000);

  it('lists the site\'s queue newest first with its filters, and keeps other sites\' videos apart', async () => {
    const before = new Date().toISOString();
    const ours = await uploadClip();
    const theirs = await uploadClip(admin.token!, '1');
    const all = await queue({});
    expect(all.videoProcessQueue[0]).toMatchObject({ path: ours.path, status: STATUS.waiting });
    expect(all.videoProcessQueue.map((item) => item.path)).not.toContain(theirs.path);
    expect(all.videoProcessQueueCount).toBe(all.videoProcessQueue.length);
    const siteOne = (await queue({}, { ...admin, siteId: '1' })).videoProcessQueue.map((item) => item.path);
    expect(siteOne[0]).toBe(theirs.path);
    expect(siteOne).not.toContain(ours.path);

    const finished = await queue({ status: [STATUS.finished] });
    expect(finished.videoProcessQueue.length).toBeGreaterThan(0);
    expect(finished.videoProcessQueue.every((item) => item.status === STATUS.finished)).toBe(true);
    expect(finished.videoProcessQueueCount).toBe(finished.videoProcessQueue.length);
    const errorOrWaiting = await queue({ status: [STATUS.error, STATUS.waiting] });
    expect(new Set(errorOrWaiting.videoProcessQueue.map((item) => item.status))).toEqual(new Set([STATUS.error, STATUS.waiting]));
    expect((await queue({ createdDateFrom: before })).videoProcessQueue.map((item) => item.path)).toEqual([ours.path]);
    expect((await queue({ createdDateTo: before })).videoProcessQueue.map((item) => item.path)).not.toContain(ours.path);
    expect((await queue({ search: 'özeti' })).videoProcessQueueCount).toBe(all.videoProcessQueueCount);

    // The editors' fields read the rows of their own site only.
    const fields = await processing([ours.path, theirs.path], reporter);
    expect(fields.errors).toBeUndefined();
    expect(fields.data!.videoProcessing.map((item) => item.path)).toEqual([ours.path]);
    // Another site's item cannot be requeued from here.
    const theirRow = await rowOf(theirs.path);
    expect((await requeue(theirRow!.id, editor)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The queue screen needs videoProcessQueue.view; the fields content.view.
    const refused = await graphqlCall(server.yoga, '{ videoProcessQueue { id } }', reporter);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: SITE, language: 'en' };
    expect((await processing([ours.path], reader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  }, 60_000);
});
