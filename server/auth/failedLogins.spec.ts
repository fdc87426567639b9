import { describe, expect, it } from 'vitest';
import { createFailedLoginTracker } from './failedLogins.ts';

describe('failed login tracker', () => {
  it('blocks a pair after the maximum of failures and frees it when the window passes', () => {
    let clock = 0;
    const tracker = createFailedLoginTracker({ maxFailures: 3, windowMs: 60_000, now: () => clock });
    for (let i = 0; i < 2; i++) tracker.recordFailure('a');
    expect(tracker.blockedFor('a')).toBe(0);
    tracker.recordFailure('a');
    expect(tracker.blockedFor('a')).toBe(60);
    expect(tracker.blockedFor('b')).toBe(0);
    clock = 30_000;
    expect(tracker.blockedFor('a')).toBe(30);
    clock = 60_001;
    expect(tracker.blockedFor('a')).toBe(0);
  });

  it('forgets the failures of a pair that signs in', () => {
    const tracker = createFailedLoginTracker({ maxFailures: 2 });
    tracker.recordFailure('a');
    tracker.clear('a');
    tracker.recordFailure('a');
    expect(tracker.blockedFor('a')).toBe(0);
  });
});
