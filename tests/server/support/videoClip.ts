import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ClipOptions {
  seconds?: number;
  width?: number;
  height?: number;
  /** A 440 Hz tone as its sound (default), or none. */
  audio?: boolean;
  /** A display rotation in degrees written in the container (a phone held upright: 90). */
  rotate?: number;
}

/** The ffmpeg the tests use: FFMPEG_PATH, else `ffmpeg` on the PATH (Debian's package). */
export const testFfmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
export const testFfprobe = process.env.FFPROBE_PATH || 'ffprobe';

/** Writes a generated test clip (ffmpeg's `testsrc` picture, a `sine` tone) as an H.264/AAC MP4. */
export async function makeTestClip(file: string, { seconds = 2, width = 1280, height = 720, audio = true, rotate }: ClipOptions = {}): Promise<void> {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`);
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', 'aac', '-shortest');
  const encoded = rotate === undefined ? file : `${file}.unrotated.mp4`;
  args.push('-f', 'mp4', encoded);
  await run(testFfmpeg, args);
  if (rotate === undefined) return;
  // ffmpeg 5 writes a rotation only when copying the streams.
  await run(testFfmpeg, ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', encoded, '-c', 'copy', '-metadata:s:v:0', `rotate=${rotate}`, '-f', 'mp4', file]);
  await rm(encoded);
}
