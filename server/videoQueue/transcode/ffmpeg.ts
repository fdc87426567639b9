/**
 * The transcode module (server/videoQueue/README.md, "Transcoding"): checks the programs, reads a
 * source with ffprobe, and makes its poster and H.264/AAC ladder with ffmpeg, one child process at a
 * time, each reported only once ffmpeg exited 0 and ffprobe confirmed it.
 */
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegArguments, posterArguments, type LadderStep, type VideoFacts } from './commands.ts';
import { FfmpegMissingError, FfmpegStalledError } from './errors.ts';
import { audioStream, pictureStream, probeBitrate, probeFile, videoFacts, type Probe } from './probe.ts';
import { exitWords, runProgram } from './runProgram.ts';

export { FfmpegMissingError, FfmpegStalledError } from './errors.ts';
export { ffmpegArguments, ladderFor, posterArguments, posterTime, type LadderStep, type VideoFacts } from './commands.ts';

/** `-version` and `-encoders` answer at once: longer is a hang. */
const CHECK_TIMEOUT_MS = 15_000;
/** The poster's share of the run's progress (one frame beside whole renditions). */
const POSTER_SHARE = 0.02;
/** onProgress at most this often (the step ends are always told). */
const PROGRESS_EVERY_MS = 250;
/** How far a step's progress goes until ffprobe confirmed it. */
const STEP_FRACTION_BEFORE_CONFIRMED = 0.99;
/** The encoders every rendition needs. */
const ENCODERS = ['libx264', 'aac'] as const;

/**
 * Whether ffmpeg and ffprobe can be run and the ffmpeg has the encoders the ladder needs; the server
 * logs the reason at start when not. `version`: ffmpeg's ("5.1.6-0+deb12u1").
 */
export async function checkFfmpeg(paths: { ffmpegPath: string; ffprobePath: string }): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
  const ask = (name: 'ffmpeg' | 'ffprobe', args: string[]) =>
    runProgram({ name, path: name === 'ffmpeg' ? paths.ffmpegPath : paths.ffprobePath, args: ['-hide_banner', ...args], label: args[0]!, stallMs: CHECK_TIMEOUT_MS });
  try {
    const version = await ask('ffmpeg', ['-version']);
    if (version.code !== 0) return { ok: false, reason: `ffmpeg at "${paths.ffmpegPath}" does not run ${exitWords(version)}` };
    const encoders = await ask('ffmpeg', ['-encoders']);
    const lacking = ENCODERS.filter((encoder) => !new RegExp(`^\\s*\\S{6}\\s+${encoder}\\s`, 'm').test(encoders.stdout));
    if (encoders.code !== 0 || lacking.length > 0) {
      return {
        ok: false,
        reason: `ffmpeg at "${paths.ffmpegPath}" has no ${lacking.join(' or ') || ENCODERS.join(' or ')} encoder: install Debian's ffmpeg package (apt-get install ffmpeg), or set FFMPEG_PATH to an ffmpeg built with them.`,
      };
    }
    const probe = await ask('ffprobe', ['-version']);
    if (probe.code !== 0) return { ok: false, reason: `ffprobe at "${paths.ffprobePath}" does not run ${exitWords(probe)}` };
    const firstLine = version.stdout.split('\n', 1)[0]!.trim();
    return { ok: true, version: /^ffmpeg version (\S+)/.exec(firstLine)?.[1] ?? firstLine };
  } catch (error) {
    if (error instanceof FfmpegMissingError || error instanceof FfmpegStalledError) return { ok: false, reason: error.message };
    throw error;
  }
}

/** The source's size as shown (rotation, pixel aspect), duration, sound and codec; throws when ffprobe cannot read it or it has no picture. */
export async function probeVideo(ffprobePath: string, file: string, signal?: AbortSignal): Promise<VideoFacts> {
  return videoFacts(await probeFile(ffprobePath, file, 'the video', signal), 'the video');
}

export interface LadderRun {
  /** A local file. */
  input: string;
  /** An empty temp dir the caller removes. */
  workDir: string;
  facts: VideoFacts;
  steps: LadderStep[];
  ffmpegPath: string;
  /** The ffprobe that confirms each output; by default the one beside ffmpegPath (`ffprobe` for `ffmpeg`). */
  ffprobePath?: string;
  stallMs: number;
  signal?: AbortSignal;
  /** 0..1 over the whole run (poster + every rendition), from ffmpeg's -progress output, rising, at most 4 a second. */
  onProgress(fraction: number): void;
  /** Awaited before the next step: the caller stores it and swaps it in. */
  onRendition(done: { height: number; width: number; file: string; size: number; bitrate: number | null }): Promise<void>;
  /** A JPEG frame (at 10 % of the duration, at most 5 s in), made first. */
  onPoster(file: string): Promise<void>;
}

/** `ffprobe` beside the given ffmpeg (`/usr/bin/ffmpeg` → `/usr/bin/ffprobe`); plain `ffprobe` (found on PATH) otherwise. */
export function siblingFfprobe(ffmpegPath: string): string {
  const base = path.basename(ffmpegPath);
  if (!base.includes('ffmpeg')) return 'ffprobe';
  const name = base.replace(/ffmpeg(?!.*ffmpeg)/, 'ffprobe');
  return ffmpegPath.includes('/') ? path.join(path.dirname(ffmpegPath), name) : name;
}

const PROGRESS_KEYS = new Set(['out_time_us', 'out_time_ms', 'frame', 'total_size']);

/**
 * Reads `-progress` lines: true for a line that moved (a new out_time, frame or size; `progress=end`),
 * which is what keeps a run from counting as stalled; tells the step's fraction done by out_time
 * (out_time_ms is in microseconds too) over the duration.
 */
function progressLines(durationSeconds: number, onFraction: (fraction: number) => void): (line: string) => boolean {
  const seen = new Map<string, string>();
  const durationUs = durationSeconds * 1e6;
  return (line) => {
    const equals = line.indexOf('=');
    if (equals < 0) return false;
    const key = line.slice(0, equals);
    const value = line.slice(equals + 1).trim();
    if (key === 'progress') {
      if (value !== 'end') return false;
      onFraction(1);
      return true;
    }
    if (!PROGRESS_KEYS.has(key) || seen.get(key) === value) return false;
    seen.set(key, value);
    const outUs = key === 'out_time_us' || key === 'out_time_ms' ? Number(value) : NaN;
    if (durationUs > 0 && outUs >= 0) onFraction(Math.min(1, outUs / durationUs));
    return true;
  };
}

/** Rising fractions, at most one per PROGRESS_EVERY_MS unless `now` (a step's end). */
function progressReporter(onProgress: (fraction: number) => void) {
  let last = -1;
  let lastAt = -Infinity;
  return (fraction: number, now = false) => {
    const value = Math.min(1, Math.max(0, fraction));
    const at = performance.now();
    if (value <= last || (!now && at - lastAt < PROGRESS_EVERY_MS)) return;
    last = value;
    lastAt = at;
    onProgress(value);
  };
}

async function runFfmpeg(run: LadderRun, args: string[], label: string, onFraction: (fraction: number) => void): Promise<void> {
  const exit = await runProgram({ name: 'ffmpeg', path: run.ffmpegPath, args, label, stallMs: run.stallMs, signal: run.signal, onLine: progressLines(run.facts.duration, onFraction) });
  if (exit.code !== 0) throw new Error(`ffmpeg failed making ${label} ${exitWords(exit)}`);
}

/** What ffprobe must find in a rendition: H.264 at the step's size, and AAC when the source has sound. */
function confirmRendition(probe: Probe, step: LadderStep, facts: VideoFacts, label: string) {
  const video = pictureStream(probe);
  const audio = audioStream(probe);
  const found = `${video?.codec_name ?? 'no video'} ${video?.width ?? 0}×${video?.height ?? 0}${audio ? ` + ${audio.codec_name}` : ''}`;
  const right = video?.codec_name === 'h264' && video.width === step.width && video.height === step.height && (!facts.hasAudio || audio?.codec_name === 'aac');
  if (!right) throw new Error(`ffmpeg made ${label} wrong: ${found}, expected h264 ${step.width}×${step.height}${facts.hasAudio ? ' + aac' : ''}`);
}

/**
 * Makes the poster, then each rendition smallest first, in `workDir`: each is written under a
 * `.part` name, confirmed by ffprobe, renamed, and only then reported (awaited); a step that fails
 * reports nothing and ends the run (its `.part` removed), leaving what was reported before it.
 */
export async function runLadder(run: LadderRun): Promise<void> {
  const steps = [...run.steps].sort((a, b) => a.height - b.height);
  if (steps.length === 0) throw new Error('no rendition to make');
  const ffprobePath = run.ffprobePath ?? siblingFfprobe(run.ffmpegPath);
  const pixels = steps.map((step) => step.width * step.height);
  const renditionsWeight = pixels.reduce((sum, value) => sum + value, 0);
  const posterWeight = (renditionsWeight * POSTER_SHARE) / (1 - POSTER_SHARE);
  const total = posterWeight + renditionsWeight;
  const report = progressReporter(run.onProgress);
  let done = 0;
  /** ffmpeg to a `.part` file, confirmed, renamed; a failure removes the part. */
  const make = async (file: string, args: (part: string) => string[], label: string, weight: number, confirm: (probe: Probe) => void) => {
    const part = `${file}.part`;
    try {
      // A step's own end is told once it is confirmed: 100 % only when the last rendition is in.
      await runFfmpeg(run, args(part), label, (fraction) => report((done + weight * Math.min(fraction, STEP_FRACTION_BEFORE_CONFIRMED)) / total));
      const probe = await probeFile(ffprobePath, part, label, run.signal);
      confirm(probe);
      await rename(part, file);
      run.signal?.throwIfAborted();
      return probe;
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  };

  const poster = path.join(run.workDir, 'poster.jpg');
  await make(poster, (part) => posterArguments(run.input, part, steps.at(-1)!, run.facts), 'the poster', posterWeight, (probe) => {
    const picture = pictureStream(probe);
    if (picture?.codec_name !== 'mjpeg' || !picture.width) throw new Error(`ffmpeg made the poster wrong: ${picture?.codec_name ?? 'no picture'}`);
  });
  await run.onPoster(poster);
  done += posterWeight;
  report(done / total, true);

  for (const [index, step] of steps.entries()) {
    run.signal?.throwIfAborted();
    const label = `${step.height}p`;
    const file = path.join(run.workDir, `${label}.mp4`);
    const probe = await make(file, (part) => ffmpegArguments(run.input, part, step, run.facts), label, pixels[index]!, (made) => confirmRendition(made, step, run.facts, label));
    const { size } = await stat(file);
    await run.onRendition({ height: step.height, width: step.width, file, size, bitrate: probeBitrate(probe, size) });
    done += pixels[index]!;
    report(index === steps.length - 1 ? 1 : done / total, true);
  }
}
