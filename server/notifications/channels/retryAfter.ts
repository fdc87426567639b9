/**
 * A service's `Retry-After` (RFC 9110 §10.2.3): a number of seconds or an HTTP date, as milliseconds
 * from `now`; undefined when absent or unreadable, zero for a date already past.
 */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
