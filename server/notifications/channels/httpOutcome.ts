import type { DeliveryOutcome } from './channel.ts';

/** Retry-After (RFC 9110 §10.2.3) in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What an HTTP answer means for a row (channel.ts): 2xx sent; 429 and 5xx retry, after Retry-After when
 * given; any other status failed, with `reason`.
 */
export function httpOutcome(response: { status: number; headers: Headers }, reason: string): DeliveryOutcome {
  const { status: statusCode } = response;
  if (statusCode >= 200 && statusCode < 300) return { kind: 'sent', statusCode };
  if (statusCode === 429 || statusCode >= 500) {
    const delay = retryAfterMs(response.headers.get('retry-after'));
    return { kind: 'retry', statusCode, reason, ...(delay === undefined ? {} : { retryAfterMs: delay }) };
  }
  return { kind: 'failed', statusCode, reason };
}

/** A request that got no answer (refused, reset, timed out): try again later. */
export const networkOutcome = (error: unknown): DeliveryOutcome => ({ kind: 'retry', reason: errorText(error) });

export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
