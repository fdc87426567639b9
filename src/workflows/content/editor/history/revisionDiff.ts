/**
 * What changed between two revisions of an item: title, spot and text word by word (the text as
 * the plain text of its HTML), every other changed field as its value before and after.
 */
import { diffWords } from 'diff';
import type { RevisionSnapshot } from './contentRevisionMethods.ts';

export interface WordPart {
  value: string;
  added: boolean;
  removed: boolean;
}

export type FieldDiff =
  | { field: string; kind: 'words'; parts: WordPart[] }
  | { field: string; kind: 'values'; before: unknown; after: unknown };

/** The fields read as prose; the others are compared as values. */
export const WORD_FIELDS: readonly string[] = ['title', 'spot', 'text'];
const HTML_FIELDS = new Set(['text']);

/** A block's end starts a new line, so the words of two paragraphs do not run together. */
export function plainTextOf(html: string): string {
  const lined = html.replace(/<\/(p|h[1-6]|li|blockquote|figcaption|div)>|<br\s*\/?>/gi, '$&\n');
  const text = new DOMParser().parseFromString(lined, 'text/html').body.textContent ?? '';
  return text.replace(/[ \t]+\n/g, '\n').trim();
}

const asText = (field: string, value: unknown) => {
  if (typeof value !== 'string') return '';
  return HTML_FIELDS.has(field) ? plainTextOf(value) : value;
};

/** Sorted-key JSON: two values are the same when this is. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null, sortedKeys) === JSON.stringify(b ?? null, sortedKeys);
function sortedKeys(_key: string, value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The fields that differ, in the order of `fields` (the declaration's), older to newer. */
export function revisionDiff(older: RevisionSnapshot, newer: RevisionSnapshot, fields: readonly string[]): FieldDiff[] {
  return fields.flatMap((field): FieldDiff[] => {
    if (sameValue(older[field], newer[field])) return [];
    if (!WORD_FIELDS.includes(field)) return [{ field, kind: 'values', before: older[field] ?? null, after: newer[field] ?? null }];
    const parts = diffWords(asText(field, older[field]), asText(field, newer[field])).map((part) => ({ value: part.value, added: part.added, removed: part.removed }));
    // Markup alone may have changed (a link, a bold word): then no word is marked.
    return [{ field, kind: 'words', parts }];
  });
}
