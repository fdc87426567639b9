/** ffprobe's view of a file (a source, a rendition, a poster) and the VideoFacts read from it. */
import type { VideoFacts } from './commands.ts';
import { exitWords, runProgram } from './runProgram.ts';

/** ffprobe reads a file's headers: longer than this without an answer is a hang. */
export const PROBE_TIMEOUT_MS = 60_000;

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

export interface Probe {
  streams: ProbeStream[];
  format: { duration?: string; bit_rate?: string };
}

/** ffprobe's JSON of the file's streams and container; throws with ffprobe's own words when it cannot read it. */
export async function probeFile(ffprobePath: string, file: string, label: string, signal?: AbortSignal): Promise<Probe> {
  const exit = await runProgram({
    name: 'ffprobe',
    path: ffprobePath,
    args: ['-hide_banner', '-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', `file:${file}`],
    label,
    stallMs: PROBE_TIMEOUT_MS,
    signal,
  });
  if (exit.code !== 0) throw new Error(`ffprobe could not read ${label} ${exitWords(exit)}`);
  const parsed = JSON.parse(exit.stdout) as Partial<Probe>;
  return { streams: parsed.streams ?? [], format: parsed.format ?? {} };
}

const positive = (value: string | number | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

/** The picture's stream: the first video stream that is not a cover image. */
export function pictureStream(probe: Probe): ProbeStream | undefined {
  return probe.streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
}

export const audioStream = (probe: Probe) => probe.streams.find((stream) => stream.codec_type === 'audio');

/** Seconds, from the container, else the picture's stream; undefined when neither says. */
export const probeDuration = (probe: Probe) => positive(probe.format.duration) ?? positive(pictureStream(probe)?.duration);

/** Bits per second over the whole file, from the container, else size ÷ duration. */
export function probeBitrate(probe: Probe, size: number): number | null {
  const bitrate = positive(probe.format.bit_rate);
  if (bitrate) return Math.round(bitrate);
  const duration = probeDuration(probe);
  return duration ? Math.round((size * 8) / duration) : null;
}

/** The source's facts as a player shows it: a 90° rotation swaps width and height, non-square pixels widen it. */
export function videoFacts(probe: Probe, label: string): VideoFacts {
  const video = pictureStream(probe);
  if (!video) throw new Error(`${label} has no video picture`);
  if (!(positive(video.width) && positive(video.height))) throw new Error(`${label} has a picture of no size`);
  let width = video.width!;
  let height = video.height!;
  const [num, den] = (video.sample_aspect_ratio ?? '').split(':').map(Number);
  if (num > 0 && den > 0 && num !== den) width = Math.round((width * num) / den);
  const rotation = video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0);
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  return { width, height, duration: probeDuration(probe) ?? 0, hasAudio: audioStream(probe) !== undefined, videoCodec: video.codec_name ?? 'unknown' };
}
