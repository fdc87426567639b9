/**
 * People's rules and derived values (spec 02 §3 person fields; resources/person.ts), declared once
 * for the admin's form and the server: the age both show, and the rule on the date of death (ours:
 * the spec names only the divorce rule, `divorceNeedsMarriage` of resources/featureRules.ts). Their
 * messages are in resources/messages/person.ts.
 *
 * A date field holds a calendar day, stored at midnight UTC of that day (the form sends `yyyy-MM-dd`),
 * so a stored date's day is the first ten characters of its ISO text. "Today" is the publisher's day,
 * Istanbul's (`istanbulDay`, as the headlines' day), whatever the clock of the browser or the server.
 */
import { istanbulDay } from './headlineRules.ts';
import { linkNameOf } from './linkNames.ts';
import { fail, type Rule } from './validationRule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day (`yyyy-MM-dd`) a date value stands for (a Date, or ISO text); undefined when none. */
export function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : undefined;
}

/** The publisher's day (Istanbul's) at `now`, as `yyyy-MM-dd`. */
export const publisherToday = (now: Date = new Date()): string => new Date(istanbulDay(now) * DAY_MS).toISOString().slice(0, 10);

/**
 * A person's age: whole years from the birth date to the date of death, or to `today` (the
 * publisher's day) for the living; a birthday counts from its day on (born 29 February: from 1 March
 * in other years). Null without a birth date, and when the end comes before the birth.
 */
export function ageInYears(birthDate: unknown, deathDate: unknown, today: string = publisherToday()): number | null {
  const from = ISO_DAY.exec(dayOf(birthDate) ?? '');
  const to = ISO_DAY.exec(dayOf(deathDate) ?? today);
  if (!from || !to) return null;
  const [birthYear, birthMonth, birthDay] = from.slice(1).map(Number);
  const [endYear, endMonth, endDay] = to.slice(1).map(Number);
  const beforeBirthday = endMonth < birthMonth || (endMonth === birthMonth && endDay < birthDay);
  const age = endYear - birthYear - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

/** On the date of death: not before `birthField` (the same day is a day's life). Missing dates are left alone. */
export const deathNotBeforeBirth =
  (birthField = 'birthDate'): Rule =>
  (value, context) => {
    const death = dayOf(value);
    const birth = dayOf(context.values?.[birthField]);
    return death !== undefined && birth !== undefined && death < birth ? fail('personDeathBeforeBirth', context) : undefined;
  };

/** A person's or an author's full name: name and surname, each trimmed, blanks left out. */
export const fullNameOf = ({ name, surname }: Readonly<Record<string, unknown>>): string =>
  [name, surname]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');

/** What a save stores besides the input: the full name, and the link name made from it when left empty. */
export function personDerived(values: Readonly<Record<string, unknown>>): { fullName: string; linkName: string | null } {
  const fullName = fullNameOf(values);
  return { fullName, linkName: linkNameOf(values.linkName, fullName) };
}
