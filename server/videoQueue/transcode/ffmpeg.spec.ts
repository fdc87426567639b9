import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestClip, testFfmpeg, testFfprobe } from '../../../tests/server/support/videoClip.ts';
import { until } from '../../../tests/server/support/until.ts';
import { checkFfmpeg, FfmpegMissingError, FfmpegStalledError, ladderFor, probeVideo, runLadder, siblingFfprobe, type LadderRun, type VideoFacts } from './ffmpeg.ts';
import { probeFile } from './probe.ts';

const CLIP_SECONDS = 2;
let dir: string;
let clip: string;
let facts: VideoFacts;
let runs = 0;

/** A fresh empty work dir, as the queue gives each run. */
async function workDir() {
  const work = path.join(dir, `work-${++runs}`);
  await mkdir(work);
  return work;
}

/** An executable shell script standing in for ffmpeg. */
async function fakeFfmpeg(name: string, body: string) {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

/** Whether the process still runs (a zombie, dead but not yet reaped by its new parent, does not). */
async function running(pid: number) {
  try {
    const line = await readFile(`/proc/${pid}/stat`, 'utf8');
    return line.slice(line.lastIndexOf(')') + 2, line.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The run's events in order, with a record of every file the run had in its work dir when it reported a rendition. */
function recorder() {
  const events: string[] = [];
  const progress: number[] = [];
  const renditions: Parameters<LadderRun['onRendition']>[0][] = [];
  const partsAtReport: string[][] = [];
  return {
    events,
    progress,
    renditions,
    partsAtReport,
    callbacks: (work: string) => ({
      onProgress: (fraction: number) => progress.push(fraction),
      onPoster: async (file: string) => {
        events.push(`poster ${path.basename(file)}`);
      },
      onRendition: async (done: Parameters<LadderRun['onRendition']>[0]) => {
        events.push(`rendition ${done.height}`);
        renditions.push(done);
        partsAtReport.push((await readdir(work)).filter((name) => name.endsWith('.part')));
      },
    }),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'transcode-'));
  clip = path.join(dir, 'source clip.mp4');
  await makeTestClip(clip, { seconds: CLIP_SECONDS, width: 1280, height: 720 });
  facts = await probeVideo(testFfprobe, clip);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('checkFfmpeg', () => {
  it('finds Debian ffmpeg with its H.264 and AAC encoders', async () => {
    const check = await checkFfmpeg({ ffmpegPath: testFfmpeg, ffprobePath: testFfprobe });
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.version).toMatch(/^\S*\d+\.\d+/);
  });

  it('says how to install a missing ffmpeg or ffprobe', async () => {
    const noFfmpeg = await checkFfmpeg({ ffmpegPath: path.join(dir, 'nowhere/ffmpeg'), ffprobePath: testFfprobe });
    expect(noFfmpeg.ok).toBe(false);
    expect(!noFfmpeg.ok && noFfmpeg.reason).toMatch(/ffmpeg was not found .*Debian's ffmpeg package .*FFMPEG_PATH/);
    const noFfprobe = await checkFfmpeg({ ffmpegPath: testFfmpeg, ffprobePath: path.join(dir, 'nowhere/ffprobe') });
    expect(!noFfprobe.ok && noFfprobe.reason).toMatch(/ffprobe was not found .*Debian's ffmpeg package .*FFPROBE_PATH/);
  });

  it('refuses an ffmpeg without libx264', async () => {
    const bare = await fakeFfmpeg('ffmpeg-without-x264', `case "$*" in *-encoders*) echo ' A..... aac AAC';; *) echo 'ffmpeg version 9.9';; esac`);
    const check = await checkFfmpeg({ ffmpegPath: bare, ffprobePath: testFfprobe });
    expect(!check.ok && check.reason).toMatch(/has no libx264 encoder/);
  });
});

describe('probeVideo', () => {
  it('reads the size, duration, sound and codec', () => {
    expect(facts).toMatchObject({ width: 1280, height: 720, hasAudio: true, videoCodec: 'h264' });
    expect(Math.abs(facts.duration - CLIP_SECONDS)).toBeLessThan(0.1);
  });

  it('gives a video filmed upright (rotated 90°) as portrait, and a silent one without sound', async () => {
    const upright = path.join(dir, 'upright.mp4');
    await makeTestClip(upright, { seconds: 1, width: 320, height: 180, rotate: 90, audio: false });
    expect(await probeVideo(testFfprobe, upright)).toMatchObject({ width: 180, height: 320, hasAudio: false });
  });

  it("fails with ffprobe's words on a file that is no video, and names FFPROBE_PATH when ffprobe is missing", async () => {
    const text = path.join(dir, 'not-a-video.mp4');
    await writeFile(text, 'hello');
    await expect(probeVideo(testFfprobe, text)).rejects.toThrow(/ffprobe could not read the video \(exit 1\): .*Invalid data/s);
    await expect(probeVideo(path.join(dir, 'nowhere/ffprobe'), clip)).rejects.toSatisfy((error) => error instanceof FfmpegMissingError && /FFPROBE_PATH/.test(error.message));
  });
});

describe('runLadder', () => {
  it('makes the poster, then each rendition smallest first, each confirmed before it is reported', async () => {
    const work = await workDir();
    const steps = ladderFor(facts, [360, 720, 1080]);
    const record = recorder();
    await runLadder({ input: clip, workDir: work, facts, steps, ffmpegPath: testFfmpeg, stallMs: 30_000, ...record.callbacks(work) });

    expect(record.events).toEqual(['poster poster.jpg', 'rendition 360', 'rendition 720']);
    // Reported once whole: no step was under way while the caller stored the one before.
    expect(record.partsAtReport).toEqual([[], []]);
    const poster = await probeFile(testFfprobe, path.join(work, 'poster.jpg'), 'the poster');
    expect(poster.streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 1280, height: 720 });
    for (const [index, height] of [360, 720].entries()) {
      const done = record.renditions[index]!;
      expect(done).toMatchObject({ height, width: (height * 16) / 9, file: path.join(work, `${height}p.mp4`) });
      expect(done.size).toBe((await stat(done.file)).size);
      expect(done.bitrate).toBeGreaterThan(0);
      const probe = await probeFile(testFfprobe, done.file, `${height}p`);
      const video = probe.streams.find((stream) => stream.codec_type === 'video');
      const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
      expect(video).toMatchObject({ codec_name: 'h264', height, width: (height * 16) / 9 });
      expect(audio).toMatchObject({ codec_name: 'aac' });
      expect(Math.abs(Number(probe.format.duration) - facts.duration)).toBeLessThan(0.1);
    }
    expect(record.progress.length).toBeGreaterThan(2);
    expect(record.progress.every((fraction, n) => fraction >= 0 && fraction <= 1 && (n === 0 || fraction > record.progress[n - 1]!))).toBe(true);
    expect(record.progress.at(-1)).toBe(1);
  });

  it('stops an ffmpeg that shows no progress for stallMs, and what it started, and rejects with FfmpegStalledError', async () => {
    const pids = path.join(dir, 'stalled.pids');
    const hanging = await fakeFfmpeg('ffmpeg-hanging', `sleep 3600 &\necho "$$ $!" > '${pids}'\nprintf 'frame=1\\nout_time_us=40000\\nprogress=continue\\n'\nwait`);
    const work = await workDir();
    const record = recorder();
    const run = runLadder({ input: clip, workDir: work, facts, steps: [{ height: 360, width: 640 }], ffmpegPath: hanging, stallMs: 500, ...record.callbacks(work) });
    await expect(run).rejects.toSatisfy((error) => error instanceof FfmpegStalledError && /no progress on the poster for 0\.5 s/.test(error.message));
    const [shell, sleeper] = (await readFile(pids, 'utf8')).trim().split(' ').map(Number);
    expect(await running(shell!)).toBe(false);
    await until(() => running(sleeper!), (alive) => !alive);
    expect(record.events).toEqual([]);
    expect(await readdir(work)).toEqual([]);
  });

  it('kills with SIGKILL what does not stop on SIGTERM', async () => {
    const pids = path.join(dir, 'stubborn.pids');
    const stubborn = await fakeFfmpeg('ffmpeg-stubborn', `trap '' TERM\nsleep 3600 &\necho "$$ $!" > '${pids}'\nprintf 'out_time_us=1\\n'\nwait`);
    const work = await workDir();
    const run = runLadder({ input: clip, workDir: work, facts, steps: [{ height: 360, width: 640 }], ffmpegPath: stubborn, stallMs: 500, ...recorder().callbacks(work) });
    await expect(run).rejects.toBeInstanceOf(FfmpegStalledError);
    const [shell, sleeper] = (await readFile(pids, 'utf8')).trim().split(' ').map(Number);
    expect(await running(shell!)).toBe(false);
    await until(() => running(sleeper!), (alive) => !alive);
  });

  it('kills the running ffmpeg when its signal aborts', async () => {
    const pids = path.join(dir, 'aborted.pids');
    const slow = await fakeFfmpeg('ffmpeg-slow', `sleep 3600 &\necho "$$ $!" > '${pids}'\nprintf 'frame=1\\nout_time_us=500000\\nprogress=continue\\n'\nwait`);
    const work = await workDir();
    const controller = new AbortController();
    const record = recorder();
    const callbacks = record.callbacks(work);
    const run = runLadder({
      input: clip,
      workDir: work,
      facts,
      steps: [{ height: 360, width: 640 }],
      ffmpegPath: slow,
      stallMs: 60_000,
      signal: controller.signal,
      ...callbacks,
      onProgress: (fraction) => {
        callbacks.onProgress(fraction);
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(record.progress.length).toBe(1);
    const [shell, sleeper] = (await readFile(pids, 'utf8')).trim().split(' ').map(Number);
    expect(await running(shell!)).toBe(false);
    await until(() => running(sleeper!), (alive) => !alive);
    expect(record.events).toEqual([]);
  });

  it('reports nothing of a failed step, keeps what came before, and carries the end of ffmpeg’s stderr', async () => {
    const failing = await fakeFfmpeg(
      'ffmpeg-failing-at-720',
      `case "$*" in *720p.mp4.part*) echo 'x264 [error]: malloc of size 12345 failed' >&2; echo 'Conversion failed!' >&2; exit 1;; esac\nexec '${testFfmpeg}' "$@"`,
    );
    const work = await workDir();
    const record = recorder();
    const run = runLadder({ input: clip, workDir: work, facts, steps: ladderFor(facts, [360, 720]), ffmpegPath: failing, ffprobePath: testFfprobe, stallMs: 30_000, ...record.callbacks(work) });
    await expect(run).rejects.toThrow(/ffmpeg failed making 720p \(exit 1\): x264 \[error\]: malloc of size 12345 failed\nConversion failed!/);
    expect(record.events).toEqual(['poster poster.jpg', 'rendition 360']);
    expect((await readdir(work)).sort()).toEqual(['360p.mp4', 'poster.jpg']);
    expect(record.progress.at(-1)).toBeLessThan(1);
  });

  it('does not report a step ffmpeg ended with 0 when ffprobe finds no video in it', async () => {
    const hollow = await fakeFfmpeg('ffmpeg-hollow-720', `case "$*" in *720p.mp4.part*) printf 'progress=end\\n'; exit 0;; esac\nexec '${testFfmpeg}' "$@"`);
    const work = await workDir();
    const record = recorder();
    const run = runLadder({ input: clip, workDir: work, facts, steps: ladderFor(facts, [360, 720]), ffmpegPath: hollow, ffprobePath: testFfprobe, stallMs: 30_000, ...record.callbacks(work) });
    await expect(run).rejects.toThrow(/ffprobe could not read 720p/);
    expect(record.events).toEqual(['poster poster.jpg', 'rendition 360']);
  });

  it('rejects with FfmpegMissingError when ffmpeg is not there, having reported nothing', async () => {
    const work = await workDir();
    const record = recorder();
    const run = runLadder({ input: clip, workDir: work, facts, steps: [{ height: 360, width: 640 }], ffmpegPath: path.join(dir, 'nowhere/ffmpeg'), stallMs: 30_000, ...record.callbacks(work) });
    await expect(run).rejects.toSatisfy((error) => error instanceof FfmpegMissingError && /install Debian's ffmpeg package .*FFMPEG_PATH/.test(error.message));
    expect(record.events).toEqual([]);
    expect(record.progress).toEqual([]);
  });

  it('finds ffprobe beside ffmpeg by default', () => {
    expect(siblingFfprobe('/usr/bin/ffmpeg')).toBe('/usr/bin/ffprobe');
    expect(siblingFfprobe('ffmpeg')).toBe('ffprobe');
    expect(siblingFfprobe('/opt/ffmpeg-6/bin/ffmpeg-6')).toBe('/opt/ffmpeg-6/bin/ffprobe-6');
    expect(siblingFfprobe('/opt/tools/transcoder')).toBe('ffprobe');
  });
});
