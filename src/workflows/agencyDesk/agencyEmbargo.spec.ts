import { describe, expect, it } from 'vitest';
import { activeEmbargo } from './agencyEmbargo.tsx';

describe('an agency item embargo', () => {
  const now = new Date('2026-04-15T12:00:00.000Z');

  it('runs until its end, on the server clock given', () => {
    expect(activeEmbargo('2026-04-15T14:30:00.000Z', now)).toEqual(new Date('2026-04-15T14:30:00.000Z'));
    expect(activeEmbargo('2026-04-15T12:00:00.001Z', now)).toBeDefined();
  });

  it('is over at its end, and absent without one', () => {
    expect(activeEmbargo('2026-04-15T12:00:00.000Z', now)).toBeUndefined();
    expect(activeEmbargo('2026-04-15T09:00:00.000Z', now)).toBeUndefined();
    expect(activeEmbargo(null, now)).toBeUndefined();
    expect(activeEmbargo(undefined, now)).toBeUndefined();
  });
});
