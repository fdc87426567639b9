/**
 * Slows password guessing on the embedded provider's login form: after `maxFailures` wrong
 * passwords for one address + e-mail within `windowMs`, that pair is refused until the window
 * has passed. Successful sign-ins are never counted, so busy test runs are unaffected.
 */
export function createFailedLoginTracker(options: { maxFailures?: number; windowMs?: number; now?: () => number } = {}) {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 15 * 60_000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };

  return {
    /** Seconds until `key` may try again; 0 when it may try now. */
    blockedFor(key: string): number {
      const kept = recent(key);
      if (kept.length < maxFailures) return 0;
      return Math.max(1, Math.ceil((kept[kept.length - maxFailures] + windowMs - now()) / 1000));
    },
    recordFailure(key: string) {
      failures.set(key, [...recent(key), now()]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}
