/**
 * Why a video's run failed, kept in `video_processes.error` as `[code] detail`: the code says it in
 * the editor's language (the admin's `videoQueue.reasons.<code>`), the detail is what the program
 * said, for whoever mends it.
 */
export const VIDEO_FAILURE_CODES = ['unreadable', 'stalled', 'ffmpegMissing', 'sourceMissing', 'serverStopped', 'failed'] as const;

export type VideoFailureCode = (typeof VIDEO_FAILURE_CODES)[number];

export const storedFailure = (code: VideoFailureCode, detail: string): string => `[${code}] ${detail}`;

const STORED = /^\[(\w+)\] ([\s\S]*)$/;

/** The code and detail of a stored failure; a text stored without a code is a failed conversion. */
export function failureOf(stored: string | null | undefined): { code: VideoFailureCode; detail: string } | null {
  if (!stored) return null;
  const match = STORED.exec(stored);
  const code = match?.[1] as VideoFailureCode | undefined;
  return match && code && VIDEO_FAILURE_CODES.includes(code) ? { code, detail: match[2]! } : { code: 'failed', detail: stored };
}
