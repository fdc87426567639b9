/**
 * A content draft (spec 02 §2, §4): what one user typed into one item's editor (or a new item's),
 * kept apart from the item. Both sides read this file: the editor sends an autosave as the fields
 * changed since its last one, long texts as a splice; the server applies the same splice.
 */
import { contents } from './content.ts';

/** The content fields the draft list shows (spec 02 §2: title and spot, content type, category). */
export const DRAFT_LIST_FIELDS = ['type', 'title', 'spot', 'categoryId'] as const;

/** A text value longer than this is sent as a splice of what changed, not whole. */
export const SPLICE_FROM_LENGTH = 256;

/** Replace the characters [from, to) of a field's text (as last saved in the draft) by `insert`. */
export interface TextSplice {
  field: string;
  from: number;
  to: number;
  insert: string;
}

export type DraftValues = Record<string, unknown>;

const CONTENT_FIELDS = new Set(Object.keys(contents.fields));

/** The values a draft keeps: the content's declared fields, nothing else (no id, no version). */
export function draftValuesOf(values: Readonly<Record<string, unknown>>): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => CONTENT_FIELDS.has(name) && value !== undefined));
}

/** The smallest splice that turns `before` into `after`: the common head and tail are kept. */
export function spliceOf(field: string, before: string, after: string): TextSplice {
  const shorter = Math.min(before.length, after.length);
  let head = 0;
  while (head < shorter && before.charCodeAt(head) === after.charCodeAt(head)) head += 1;
  let tail = 0;
  while (tail < shorter - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  return { field, from: head, to: before.length - tail, insert: after.slice(head, after.length - tail) };
}

/** `text` with the splice applied, or undefined when the splice does not fit it (it was made for another text). */
export function applySplice(text: string, { from, to, insert }: TextSplice): string | undefined {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to > text.length) return undefined;
  return text.slice(0, from) + insert + text.slice(to);
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an autosave sends: the fields whose value differs from `last` (what the server holds),
 * whole, except long texts that existed before, which go as a splice.
 */
export function draftChanges(last: DraftValues, next: DraftValues): { values: DraftValues; splices: TextSplice[] } {
  const values: DraftValues = {};
  const splices: TextSplice[] = [];
  for (const name of new Set([...Object.keys(last), ...Object.keys(next)])) {
    const before = last[name];
    const after = next[name] ?? null;
    if (same(before, after)) continue;
    if (typeof before === 'string' && typeof after === 'string' && before.length >= SPLICE_FROM_LENGTH) splices.push(spliceOf(name, before, after));
    else values[name] = after;
  }
  return { values, splices };
}

/** The draft's fields whose values differ from `shown`, in the declaration's order (the resume prompt's summary); empty and missing are alike. */
export function differingFields(draft: DraftValues, shown: DraftValues): string[] {
  return [...CONTENT_FIELDS].filter((name) => name in draft && !same(emptyAsNull(draft[name]), emptyAsNull(shown[name])));
}

const emptyAsNull = (value: unknown) => (value === '' || (Array.isArray(value) && value.length === 0) ? null : value);
