/** Lets one 'Too many requests' message through per window; repeats inside it are dropped. */
export const RATE_LIMIT_WINDOW_MS = 3000;

export function createRateLimitGate(windowMs: number = RATE_LIMIT_WINDOW_MS, now: () => number = Date.now) {
  let lastShownAt: number | undefined;
  return function shouldShow(): boolean {
    const current = now();
    if (lastShownAt !== undefined && current - lastShownAt < windowMs) return false;
    lastShownAt = current;
    return true;
  };
}
