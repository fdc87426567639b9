import { dayOf, parseDay } from './dateRange.ts';

/** What the date-time picker holds before it is applied: a day and a 24-hour time, as typed. */
export interface DateTimeDraft {
  date: string;
  time: string;
}

/** 24-hour `HH:mm`. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface DateTimeLimits {
  /** The current time (the server clock). */
  now: Date;
  /** Times before now are refused. */
  notInPast?: boolean;
  /** The earliest time allowed. */
  min?: Date;
}

export type ApplyState =
  | { canApply: true; value: Date }
  | { canApply: false; reason: 'incomplete' | 'invalidTime' | 'tooEarly'; earliest?: Date };

/** The draft as a local date-time; undefined while the day or the time is missing or malformed. */
export function combineDraft({ date, time }: DateTimeDraft): Date | undefined {
  const day = parseDay(date);
  const match = TIME_PATTERN.exec(time);
  if (!day || !match) return undefined;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[1]), Number(match[2]));
}

/** The earliest minute the limits allow (now counts from its own minute), or undefined when unlimited. */
export function earliestAllowed({ now, notInPast, min }: DateTimeLimits): Date | undefined {
  const startOfMinute = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes());
  const candidates = [notInPast ? startOfMinute : undefined, min].filter((date): date is Date => !!date);
  if (candidates.length === 0) return undefined;
  return new Date(Math.max(...candidates.map((date) => date.getTime())));
}

/** Spec 01 §5: apply only when both the day and the time are set, and not before the limits. */
export function applyState(draft: DateTimeDraft, limits: DateTimeLimits): ApplyState {
  if (!draft.date || !draft.time) return { canApply: false, reason: 'incomplete' };
  const value = combineDraft(draft);
  if (!value) return { canApply: false, reason: draft.date && !parseDay(draft.date) ? 'incomplete' : 'invalidTime' };
  const earliest = earliestAllowed(limits);
  if (earliest && value.getTime() < earliest.getTime()) return { canApply: false, reason: 'tooEarly', earliest };
  return { canApply: true, value };
}

/** A stored value (ISO-8601) as the picker's draft in local time; empty when there is none. */
export function draftOf(value: unknown): DateTimeDraft {
  const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return { date: '', time: '' };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: dayOf(date), time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
}
