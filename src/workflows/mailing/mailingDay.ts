import { addDays, format, isValid, parse } from 'date-fns';

const ISO_DAY = 'yyyy-MM-dd';

/** Today in the browser's time zone, as the address writes a day. */
export const today = (now = new Date()) => format(now, ISO_DAY);

/** The address's day when it is one, else today. */
export function dayOrToday(day: string | undefined, now = new Date()): string {
  return day && isValid(parse(day, ISO_DAY, now)) && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : today(now);
}

/** The day before or after. */
export const shiftDay = (day: string, by: number) => format(addDays(parse(day, ISO_DAY, new Date()), by), ISO_DAY);

/** The day's send dates, from its first to its last millisecond in the browser's time zone (the filter's bounds are inclusive). */
export function dayRange(day: string): { sendDateFrom: string; sendDateTo: string } {
  const start = parse(day, ISO_DAY, new Date());
  return { sendDateFrom: start.toISOString(), sendDateTo: new Date(addDays(start, 1).getTime() - 1).toISOString() };
}
