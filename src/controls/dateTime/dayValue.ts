import { format, isValid, parse } from 'date-fns';

const ISO_DAY = 'yyyy-MM-dd';

/** A stored day (yyyy-MM-dd) as the picker's date; null when empty or malformed. */
export function dateOfDay(day: string | null | undefined): Date | null {
  if (!day) return null;
  const date = parse(day.slice(0, 10), ISO_DAY, new Date());
  return isValid(date) ? date : null;
}

/** The picker's date as the stored day; '' when cleared; undefined while what is typed is no day yet. */
export function dayOfDate(date: Date | null): string | undefined {
  if (date === null) return '';
  return isValid(date) ? format(date, ISO_DAY) : undefined;
}
