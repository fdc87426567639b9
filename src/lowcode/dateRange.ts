import { endOfDay, startOfDay, sub, type Duration } from 'date-fns';

/** A list filter's date range as the API takes it: ISO-8601 instants. */
export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

/** Spec 01 §9 quick buttons, each ending today. */
export const QUICK_RANGES: readonly { key: 'threeDays' | 'oneWeek' | 'oneMonth' | 'threeMonths'; duration: Duration }[] = [
  { key: 'threeDays', duration: { days: 3 } },
  { key: 'oneWeek', duration: { weeks: 1 } },
  { key: 'oneMonth', duration: { months: 1 } },
  { key: 'threeMonths', duration: { months: 3 } },
];

export type QuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

/** Spec 01 §5: reversed days are swapped; the range runs from the start of the first day to the end of the last (local time). */
export function normaliseRange(first: Date, second: Date): DateRangeValue {
  const [start, end] = first.getTime() <= second.getTime() ? [first, second] : [second, first];
  return { startDate: startOfDay(start).toISOString(), endDate: endOfDay(end).toISOString() };
}

/** A quick range: from the day the duration before today to the end of today. */
export function quickRange(key: QuickRangeKey, now: Date): DateRangeValue {
  const quick = QUICK_RANGES.find((range) => range.key === key);
  if (!quick) throw new Error(`Unknown quick range ${key}`);
  return normaliseRange(sub(now, quick.duration), now);
}

/** `yyyy-MM-dd` (a date input's value) as local midnight; undefined when not a date. */
export function parseDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date as a date input's `yyyy-MM-dd` in local time. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
