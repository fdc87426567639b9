/**
 * The editor content report's date range (server/editorReport/README.md), checked by the screen
 * before it asks and by the server before it counts: both ends are instants, the start before the
 * end, and the range spans at most REPORT_MAX_DAYS calendar days (a local day runs 23 to 25 hours
 * across a clock change, so the end may lie up to REPORT_MAX_DAYS + 1 days minus a moment after the start).
 */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Keys of `editorContentReport.errors` (resources/messages/editorReport.ts). */
export type ReportRangeProblem = 'invalidDate' | 'startAfterEnd' | 'tooLong';

/** What is wrong with the range, or undefined when the report may be counted over it. */
export function reportRangeProblem(from: Date, to: Date): ReportRangeProblem | undefined {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 'invalidDate';
  if (from.getTime() >= to.getTime()) return 'startAfterEnd';
  if (to.getTime() - from.getTime() >= (REPORT_MAX_DAYS + 1) * DAY_MS) return 'tooLong';
  return undefined;
}
