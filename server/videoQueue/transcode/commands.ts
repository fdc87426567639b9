/**
 * The ladder and the exact ffmpeg commands (server/videoQueue/README.md, "Transcoding"): pure
 * functions, so the bench (P15) runs the very same commands bare.
 */

/** What ffprobe tells of a source, as it is shown: width and height after its rotation and pixel aspect. */
export interface VideoFacts {
  width: number;
  height: number;
  /** Seconds; 0 when the file does not say. */
  duration: number;
  hasAudio: boolean;
  videoCodec: string;
}

export interface LadderStep {
  height: number;
  width: number;
}

/** H.264 settings for news clips: quick to make on a small server, good enough at phone and desktop sizes. */
const X264 = { preset: 'veryfast', crf: '23' } as const;
/** A peak bitrate cap per pixel (kbit/s per 300 pixels: 360p 768k, 720p 3 Mbit/s, 1080p 6.9 Mbit/s), so a noisy clip stays streamable. */
const PIXELS_PER_KBIT = 300;
const AUDIO = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] as const;
/** The poster is taken at 10 % of the video, at most this far in. */
const POSTER_LATEST_SECONDS = 5;

const evenAtLeastTwo = (value: number) => Math.max(2, 2 * Math.round(value / 2));
const evenDown = (value: number) => Math.max(2, 2 * Math.floor(value / 2));

/**
 * The renditions made of a source: the ladder's heights not above the source's (a 720p source gets
 * 360p and 720p of 360/720/1080: nothing is scaled up), or the source's own height when every step is
 * above it (a 240p source gets 240p); widths keep the aspect ratio, rounded to even numbers (H.264 in
 * 4:2:0 needs them); smallest first. A portrait source is laddered by its height as well.
 */
export function ladderFor(source: { width: number; height: number }, ladder: readonly number[]): LadderStep[] {
  if (!(source.width > 0 && source.height > 0)) throw new Error(`a video of ${source.width}×${source.height} has no picture to ladder`);
  const heights = [...new Set(ladder.map(evenDown))].filter((height) => height <= source.height).sort((a, b) => a - b);
  if (heights.length === 0) heights.push(evenDown(source.height));
  return heights.map((height) => ({ height, width: evenAtLeastTwo((source.width * height) / source.height) }));
}

/** Where the poster frame is taken: 10 % into the video, at most 5 s in. */
export function posterTime(facts: VideoFacts): number {
  return Math.min(facts.duration * 0.1, POSTER_LATEST_SECONDS);
}

/** Paths go to ffmpeg as `file:` URLs: a name starting with "-" or holding ":" stays a file name. */
const fileUrl = (path: string) => `file:${path}`;

/** What every run starts with: quiet but for errors, machine-readable progress on stdout, never reading stdin. */
const COMMON = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'] as const;

/** Shown as the source shows itself (rotation applied by ffmpeg's autorotate), scaled to the step, square pixels. */
const scaleFilter = (step: LadderStep) => `scale=${step.width}:${step.height},setsar=1`;

/**
 * One rendition: H.264 (libx264, yuv420p, High profile by default) + AAC stereo when the source has
 * sound, in an MP4 with its index first (+faststart) so playback starts before the whole file is in.
 * The source's metadata (a phone's location, its tags) is not carried over.
 */
export function ffmpegArguments(input: string, output: string, step: LadderStep, facts: VideoFacts): string[] {
  const maxrate = Math.round((step.width * step.height) / PIXELS_PER_KBIT);
  return [
    ...COMMON,
    '-i',
    fileUrl(input),
    '-map',
    '0:V:0',
    ...(facts.hasAudio ? ['-map', '0:a:0'] : []),
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    scaleFilter(step),
    '-fpsmax',
    '60',
    '-c:v',
    'libx264',
    '-preset',
    X264.preset,
    '-crf',
    X264.crf,
    '-maxrate',
    `${maxrate}k`,
    '-bufsize',
    `${maxrate * 2}k`,
    '-pix_fmt',
    'yuv420p',
    ...(facts.hasAudio ? AUDIO : ['-an']),
    '-max_muxing_queue_size',
    '4096',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    fileUrl(output),
  ];
}

/** The poster: one JPEG frame at `posterTime`, at the size of the largest rendition. */
export function posterArguments(input: string, output: string, step: LadderStep, facts: VideoFacts): string[] {
  return [
    ...COMMON,
    '-ss',
    posterTime(facts).toFixed(3),
    '-i',
    fileUrl(input),
    '-map',
    '0:V:0',
    '-map_metadata',
    '-1',
    '-frames:v',
    '1',
    '-vf',
    scaleFilter(step),
    '-q:v',
    '3',
    '-update',
    '1',
    '-f',
    'image2',
    fileUrl(output),
  ];
}
