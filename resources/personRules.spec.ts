import { describe, expect, it } from 'vitest';
import { ageInYears, dayOf, deathNotBeforeBirth, publisherToday } from './personRules.ts';

describe("a person's age and dates (both sides)", () => {
  it('counts whole years, a birthday from its day on', () => {
    expect(ageInYears('1950-06-15', '2000-06-14')).toBe(49);
    expect(ageInYears('1950-06-15', '2000-06-15')).toBe(50);
    expect(ageInYears('1950-06-15T00:00:00.000Z', new Date('2000-06-16T00:00:00.000Z'))).toBe(50);
    // Born on 29 February: a year older from 1 March in other years.
    expect(ageInYears('2000-02-29', null, '2001-02-28')).toBe(0);
    expect(ageInYears('2000-02-29', null, '2001-03-01')).toBe(1);
  });

  it('is null without a birth date or when the end comes first', () => {
    expect(ageInYears(null, '2000-01-01')).toBeNull();
    expect(ageInYears('2000-01-02', '2000-01-01')).toBeNull();
    expect(ageInYears('2030-01-01', null, '2026-11-30')).toBeNull();
  });

  it("reads today as Istanbul's day, whatever the clock's zone", () => {
    expect(publisherToday(new Date('2026-11-30T20:59:59.000Z'))).toBe('2026-11-30');
    expect(publisherToday(new Date('2026-11-30T21:00:00.000Z'))).toBe('2026-12-01');
    expect(dayOf('garbage')).toBeUndefined();
  });

  it('refuses a date of death before the birth date, not on the same day', () => {
    const rule = deathNotBeforeBirth('birthDate');
    const check = (death: string, birth: string | null) => rule(death, { fieldLabel: 'x', values: { birthDate: birth } });
    expect(check('1950-06-14', '1950-06-15')).toEqual({ message: 'validation.personDeathBeforeBirth', params: { name: 'x' } });
    expect(check('1950-06-15', '1950-06-15')).toBeUndefined();
    expect(check('1950-06-14', null)).toBeUndefined();
  });
});
