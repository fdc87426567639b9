/**
 * A draft's values through the same allow-lists as the item it drafts, at save time: rich text,
 * simple HTML and embed codes are stored clean (long texts cleaned off the event loop), and a text
 * nested past the limit is refused. A draft is work in progress, so the item's other rules (a blank
 * link, a missing field) wait for the item's save.
 */
import type { Field } from '../../resources/fields.ts';
import { contents } from '../../resources/content.ts';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { applySplice, type DraftValues, type TextSplice } from '../../resources/contentDraft.ts';
import { cleanMarkup, markupKindOf, type MarkupSettings } from '../engine/markupCleaning.ts';
import type { Failures } from '../engine/kindValues.ts';

async function cleanValue(field: Field, value: unknown, path: string, failures: Failures, settings: MarkupSettings): Promise<unknown> {
  const kind = markupKindOf(field);
  if (kind && typeof value === 'string') {
    const { html, problem } = await cleanMarkup(kind, value, settings);
    if (problem === 'markupTooDeep') failures[path] = { message: 'validation.markupTooDeep', params: { name: `resources.contents.fields.${path.split('.')[0]}`, max: MAX_MARKUP_DEPTH } };
    return html;
  }
  if (field.kind === 'object') return cleanObject(field.fields, value, path, failures, settings);
  if (field.kind === 'list' && Array.isArray(value)) return Promise.all(value.map((item, index) => cleanObject(field.fields, item, `${path}.${index}`, failures, settings)));
  return value;
}

async function cleanObject(fields: Readonly<Record<string, Field>>, value: unknown, path: string, failures: Failures, settings: MarkupSettings): Promise<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  const entries = await Promise.all(
    Object.entries(source).map(async ([name, item]) => [name, fields[name] ? await cleanValue(fields[name]!, item, path ? `${path}.${name}` : name, failures, settings) : item] as const),
  );
  return Object.fromEntries(entries);
}

export interface CleanDraft {
  values: DraftValues;
  /** The fields whose stored value is not what was sent, as stored: the editor builds its next splice on these. */
  cleaned: DraftValues;
  failures: Failures;
}

/**
 * Whether a splice changes only the text between tags of an already clean text: it removes no `<` or
 * `>`, inserts no `<`, `>` or `&`, and starts outside every tag. The allow-list would leave such a
 * change as it is, so the autosave of a typed word is not the whole text cleaned again.
 */
function textOnlySplice(text: string, { from, to, insert }: TextSplice): boolean {
  if (/[<>&]/.test(insert) || /[<>]/.test(text.slice(from, to))) return false;
  return text.lastIndexOf('<', from - 1) <= text.lastIndexOf('>', from - 1);
}

/** The fields an autosave must clean: those sent whole, and the texts changed by splices that may have touched markup. */
export function fieldsToClean(stored: DraftValues, sent: DraftValues, splices: readonly TextSplice[]): Set<string> {
  const fields = new Set(Object.keys(sent));
  const texts = new Map<string, string>();
  for (const splice of splices) {
    const text = texts.get(splice.field) ?? (typeof stored[splice.field] === 'string' ? (stored[splice.field] as string) : '');
    if (fields.has(splice.field) || !textOnlySplice(text, splice)) fields.add(splice.field);
    texts.set(splice.field, applySplice(text, splice) ?? text);
  }
  return fields;
}

/** The values cleaned under the site's settings (its embed hosts). */
export async function cleanDraftValues(values: DraftValues, settings: MarkupSettings): Promise<CleanDraft> {
  const failures: Failures = {};
  const clean = (await cleanObject(contents.fields, values, '', failures, settings)) as DraftValues;
  const cleaned = Object.fromEntries(Object.entries(clean).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(values[name])));
  return { values: clean, cleaned, failures };
}
