/** ffmpeg or ffprobe could not be started: not installed, or not where FFMPEG_PATH / FFPROBE_PATH say. A run that meets it is not worth retrying. */
export class FfmpegMissingError extends Error {
  override name = 'FfmpegMissingError';
}

/** ffmpeg (or ffprobe) showed no progress for the stall time and was stopped. */
export class FfmpegStalledError extends Error {
  override name = 'FfmpegStalledError';
}

/** The setting that names each program, for the messages that tell how to fix it. */
export const PROGRAM_SETTINGS = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' } as const;

export type ProgramName = keyof typeof PROGRAM_SETTINGS;

/** The message of a program that could not be started (`code`: the spawn error's, ENOENT when not found). */
export function missingProgramMessage(name: ProgramName, path: string, code: string | undefined): string {
  const what = code === 'ENOENT' ? 'was not found' : `could not be started (${code ?? 'unknown error'})`;
  return `${name} ${what} at "${path}": install Debian's ffmpeg package (apt-get install ffmpeg), or set ${PROGRAM_SETTINGS[name]} to the program's path.`;
}
