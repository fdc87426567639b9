import { format as formatWithDateFns } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';

/** The date formats of spec 01 §9, in date-fns tokens. */
const ISO_DATE = 'yyyy-MM-dd';
export const DATE = 'dd.MM.yyyy';
export const TIME = 'HH:mm';
export const ISO_DATE_TIME_SECONDS = 'yyyy-MM-dd HH:mm:ss';
const DATE_TIME_SECONDS = 'dd.MM.yyyy HH:mm:ss';
export const DATE_TIME = 'dd.MM.yyyy HH:mm';
const ISO_DATE_TIME = 'yyyy-MM-dd HH:mm';
/** The clock's format: time, day/month/year and the weekday's name. */
export const CLOCK = 'HH:mm d/MM/yyyy EEEE';

export const DATE_FORMATS = {
  ISO_DATE,
  DATE,
  TIME,
  ISO_DATE_TIME_SECONDS,
  DATE_TIME_SECONDS,
  DATE_TIME,
  ISO_DATE_TIME,
  CLOCK,
} as const;

/** Turkish names (days, months) when the locale contains 'tr', English otherwise. */
export function formatDate(date: Date | number | string, format: string, locale: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return formatWithDateFns(value, format, { locale: locale.toLowerCase().includes('tr') ? tr : enUS });
}
