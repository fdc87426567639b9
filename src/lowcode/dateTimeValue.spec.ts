import { describe, expect, it } from 'vitest';
import { applyState, combineDraft, draftOf, earliestAllowed } from './dateTimeValue.ts';

// A fixed clock: 15 April 2026, 14:30:40 local time.
const NOW = new Date(2026, 3, 15, 14, 30, 40);

describe('date-time picker apply rule (spec 01 §5)', () => {
  it('enables apply only when both the date and the time are set', () => {
    expect(applyState({ date: '', time: '' }, { now: NOW })).toEqual({ canApply: false, reason: 'incomplete' });
    expect(applyState({ date: '2026-04-20', time: '' }, { now: NOW })).toEqual({ canApply: false, reason: 'incomplete' });
    expect(applyState({ date: '', time: '10:00' }, { now: NOW })).toEqual({ canApply: false, reason: 'incomplete' });
    expect(applyState({ date: '2026-04-20', time: '10:00' }, { now: NOW })).toEqual({ canApply: true, value: new Date(2026, 3, 20, 10, 0) });
  });

  it('reads the time on the 24-hour clock only', () => {
    expect(applyState({ date: '2026-04-20', time: '23:59' }, { now: NOW })).toMatchObject({ canApply: true });
    expect(applyState({ date: '2026-04-20', time: '24:00' }, { now: NOW })).toEqual({ canApply: false, reason: 'invalidTime' });
    expect(applyState({ date: '2026-04-20', time: '7:5' }, { now: NOW })).toEqual({ canApply: false, reason: 'invalidTime' });
    expect(applyState({ date: '2026-04-20', time: '10:00 PM' }, { now: NOW })).toEqual({ canApply: false, reason: 'invalidTime' });
  });

  it('refuses times before now when the past is restricted, counting from the current minute', () => {
    const limits = { now: NOW, notInPast: true };
    expect(applyState({ date: '2026-04-15', time: '14:29' }, limits)).toEqual({ canApply: false, reason: 'tooEarly', earliest: new Date(2026, 3, 15, 14, 30) });
    expect(applyState({ date: '2026-04-15', time: '14:30' }, limits)).toMatchObject({ canApply: true });
    expect(applyState({ date: '2026-04-14', time: '23:00' }, { now: NOW })).toMatchObject({ canApply: true });
  });

  it('refuses times before the minimum, the later of the minimum and now deciding', () => {
    const min = new Date(2026, 3, 16, 9, 0);
    expect(applyState({ date: '2026-04-16', time: '08:59' }, { now: NOW, min })).toMatchObject({ canApply: false, reason: 'tooEarly' });
    expect(applyState({ date: '2026-04-16', time: '09:00' }, { now: NOW, min, notInPast: true })).toMatchObject({ canApply: true });
    expect(earliestAllowed({ now: NOW, notInPast: true, min: new Date(2026, 0, 1) })).toEqual(new Date(2026, 3, 15, 14, 30));
    expect(earliestAllowed({ now: NOW })).toBeUndefined();
  });

  it('starts from the stored value in local time', () => {
    const stored = new Date(2026, 3, 20, 7, 5).toISOString();
    expect(draftOf(stored)).toEqual({ date: '2026-04-20', time: '07:05' });
    expect(draftOf(null)).toEqual({ date: '', time: '' });
    expect(combineDraft(draftOf(stored))?.toISOString()).toBe(stored);
  });
});
