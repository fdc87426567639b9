import { describe, expect, it } from 'vitest';
import { createRateLimitGate, RATE_LIMIT_WINDOW_MS } from './rateLimitGate.ts';

describe('createRateLimitGate', () => {
  it('lets one message through per 3000 ms window', () => {
    expect(RATE_LIMIT_WINDOW_MS).toBe(3000);
    let now = 10_000;
    const shouldShow = createRateLimitGate(RATE_LIMIT_WINDOW_MS, () => now);
    expect(shouldShow()).toBe(true);
    now += 1;
    expect(shouldShow()).toBe(false);
    now = 10_000 + 2999;
    expect(shouldShow()).toBe(false);
    now = 10_000 + 3000;
    expect(shouldShow()).toBe(true);
  });

  it('measures the window from the last message shown, not from suppressed repeats', () => {
    let now = 0;
    const shouldShow = createRateLimitGate(3000, () => now);
    shouldShow();
    now = 2500;
    expect(shouldShow()).toBe(false);
    now = 3000;
    expect(shouldShow()).toBe(true);
  });
});
