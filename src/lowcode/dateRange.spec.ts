import { describe, expect, it } from 'vitest';
import { dayOf, normaliseRange, parseDay, quickRange } from './dateRange.ts';

// A fixed clock: Wednesday 15 April 2026, 14:30 local time.
const NOW = new Date(2026, 3, 15, 14, 30);
const local = (year: number, month: number, day: number, ...time: number[]) => new Date(year, month - 1, day, ...time).toISOString();

describe('date range (spec 01 §5, §9)', () => {
  it('runs from the start of the first day to the end of the last', () => {
    expect(normaliseRange(new Date(2026, 3, 1, 9, 15), new Date(2026, 3, 3, 8))).toEqual({
      startDate: local(2026, 4, 1, 0, 0, 0, 0),
      endDate: local(2026, 4, 3, 23, 59, 59, 999),
    });
  });

  it('swaps reversed days', () => {
    expect(normaliseRange(parseDay('2026-04-10')!, parseDay('2026-04-02')!)).toEqual({
      startDate: local(2026, 4, 2, 0, 0, 0, 0),
      endDate: local(2026, 4, 10, 23, 59, 59, 999),
    });
  });

  it('gives quick ranges of 3 days, 1 week, 1 month and 3 months ending today', () => {
    const endOfToday = local(2026, 4, 15, 23, 59, 59, 999);
    expect(quickRange('threeDays', NOW)).toEqual({ startDate: local(2026, 4, 12), endDate: endOfToday });
    expect(quickRange('oneWeek', NOW)).toEqual({ startDate: local(2026, 4, 8), endDate: endOfToday });
    expect(quickRange('oneMonth', NOW)).toEqual({ startDate: local(2026, 3, 15), endDate: endOfToday });
    expect(quickRange('threeMonths', NOW)).toEqual({ startDate: local(2026, 1, 15), endDate: endOfToday });
  });

  it('reads and writes the day of a date input', () => {
    expect(parseDay('2026-02-30')).toEqual(new Date(2026, 2, 2));
    expect(parseDay('15.04.2026')).toBeUndefined();
    expect(dayOf(NOW)).toBe('2026-04-15');
  });
});
