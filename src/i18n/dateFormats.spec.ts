import { describe, expect, it } from 'vitest';
import { CLOCK, DATE, DATE_FORMATS, DATE_TIME, formatDate, ISO_DATE_TIME_SECONDS } from './dateFormats.ts';

// A local date, so the assertions hold in any time zone.
const moment = new Date(2025, 2, 7, 9, 5, 4);

describe('date formats', () => {
  it('holds the spec formats', () => {
    expect(Object.values(DATE_FORMATS)).toEqual([
      'yyyy-MM-dd',
      'dd.MM.yyyy',
      'HH:mm',
      'yyyy-MM-dd HH:mm:ss',
      'dd.MM.yyyy HH:mm:ss',
      'dd.MM.yyyy HH:mm',
      'yyyy-MM-dd HH:mm',
      'HH:mm d/MM/yyyy EEEE',
    ]);
  });

  it('formats numbers the same in both locales', () => {
    expect(formatDate(moment, DATE, 'tr')).toBe('07.03.2025');
    expect(formatDate(moment, DATE_TIME, 'en')).toBe('07.03.2025 09:05');
    expect(formatDate(moment, ISO_DATE_TIME_SECONDS, 'tr')).toBe('2025-03-07 09:05:04');
  });

  it('names days in Turkish when the locale contains tr', () => {
    expect(formatDate(moment, CLOCK, 'tr')).toBe('09:05 7/03/2025 Cuma');
    expect(formatDate(moment, CLOCK, 'tr-TR')).toBe('09:05 7/03/2025 Cuma');
    expect(formatDate(moment, CLOCK, 'en')).toBe('09:05 7/03/2025 Friday');
  });
});
