/** What a rule is, and the value readings the catalogue's rules share. */
import type { MessageKey, RuleFailure, ValidationMessageName } from './validationMessages.ts';

export type { MessageKey, RuleFailure };

export interface RuleContext {
  /** The field's display name: a label key in the browser, translated when the message is shown. */
  fieldLabel: string;
  /** The whole record, for rules that compare fields. */
  values?: Record<string, unknown>;
  /** The current time for time rules; the clock when omitted. */
  now?: Date;
  /** The site's embed hosts for the embed code rules (resources/embedHosts.ts); the default list when omitted. */
  embedHosts?: readonly string[];
}

/** A check of one field's value: undefined when it passes. */
export type Rule = (value: unknown, context: RuleContext) => RuleFailure | undefined;

export function fail(
  message: ValidationMessageName,
  context: RuleContext,
  params: Record<string, string | number> = {},
): RuleFailure {
  return { message: `validation.${message}`, params: { name: context.fieldLabel, ...params } };
}

/**
 * Nothing entered: undefined, null, '' or []. Format rules let a blank value pass and leave
 * presence to `required`, so an optional field may stay empty.
 */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * An optional field under a rule that judges blank itself (decimal: 'empty is invalid'): nothing
 * entered passes, anything entered is the rule's to judge.
 */
export const unlessBlank =
  (rule: Rule): Rule =>
  (value, context) =>
    isBlank(value) ? undefined : rule(value, context);

/** A string as is, a number as typed; anything else is not text. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A number from a number or numeric text; undefined otherwise. */
export function asNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Milliseconds since the epoch from a Date, a timestamp or a date string; undefined when unreadable. */
export function asTime(value: unknown): number | undefined {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : undefined;
}

/** How many items a list value holds (a single value counts as one). */
export function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return isBlank(value) ? 0 : 1;
}

/** An image is present: a stored path, an object with one, or a list holding one. */
export function hasImage(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasImage);
  if (value && typeof value === 'object') {
    const path = (value as { path?: unknown }).path;
    return typeof path === 'string' && hasImage(path);
  }
  return false;
}
