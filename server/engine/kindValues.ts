/**
 * Field kind → value conversions: what the API receives (GraphQL shape) → what is stored, and back.
 * Reading a value may fail where the rules cannot tell (an unknown enum value, an unreadable date,
 * a malformed id, a number under its minimum, an image without its required description); such a
 * failure is reported on the field like a rule's. Sub-objects are stored as JSON in GraphQL shape.
 */
import { fieldApplies, fieldRuleDeclarations, isStringKind, type Field } from '../../resources/fields.ts';
import { firstFailure, isBlank, RULES, toRules, type Rule } from '../../resources/validation.ts';
import { foldCase } from '../../resources/turkishText.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { embedHostEntry } from '../../resources/embedHosts.ts';
import { embedRuleOf } from './embedCode.ts';
import { markupKindOf, type MarkupCleaner } from './markupCleaning.ts';

/** A refusal of one field: a message key (`validation.*` or `saveErrors.*`) and its params. */
export interface FieldFailure {
  message: string;
  params: Record<string, string | number>;
}

export type Failures = Record<string, FieldFailure>;

/** Where a value is being read: its failure path and the label key of its field. */
export interface ValuePlace {
  path: string;
  label: string;
  /** Sub-field labels: `resources.<resource>.fields.<sub>` unless the sub-field names its own. */
  subLabel(name: string, field: Field): string;
  failures: Failures;
  now: Date;
  /** The save's markup cleaning: the site's embed hosts, long texts cleaned beforehand off the event loop (markupCleaning.ts). */
  markup: MarkupCleaner;
}

const ID = /^\d{1,9}$/;

const invalid = (place: ValuePlace): undefined => {
  place.failures[place.path] ??= { message: 'saveErrors.invalid', params: { name: place.label } };
  return undefined;
};

const subRules = new WeakMap<Field, Rule[]>();
function rulesOf(field: Field): Rule[] {
  let compiled = subRules.get(field);
  if (!compiled) subRules.set(field, (compiled = toRules(fieldRuleDeclarations(field))));
  return compiled;
}

/** What a field that does not apply holds: nothing (an empty list, false). */
function emptyValueOf(field: Field): unknown {
  if (field.kind === 'list' || field.kind === 'tags' || (field.kind === 'reference' && field.multiple)) return [];
  if (field.kind === 'boolean') return false;
  return null;
}

function readSubObject(fields: Readonly<Record<string, Field>>, value: unknown, place: ValuePlace): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid(place);
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    // A field that does not belong to this item (its `when`, read from the item's siblings) is stored empty, unchecked.
    if (!fieldApplies(field, source)) {
      result[name] = emptyValueOf(field);
      continue;
    }
    const sub: ValuePlace = { ...place, path: place.path ? `${place.path}.${name}` : name, label: place.subLabel(name, field) };
    const failure = firstFailure(rulesOf(field), source[name], { fieldLabel: sub.label, values: source, now: place.now, embedHosts: place.markup.settings.embedHosts });
    if (failure) {
      place.failures[sub.path] = failure;
      continue;
    }
    const read = readValue(field, source[name], sub, true);
    if (read !== undefined) result[name] = read;
  }
  return result;
}

/**
 * Values of declared fields outside a resource (a workflow's own record, e.g. a headline item), checked
 * by their rules and read by their kinds as a resource's are; only the fields present in `values`.
 */
export function readFieldValues(fields: Readonly<Record<string, Field>>, values: Readonly<Record<string, unknown>>, place: Omit<ValuePlace, 'path'>): Record<string, unknown> {
  const given = Object.fromEntries(Object.entries(fields).filter(([name]) => values[name] !== undefined));
  return readSubObject(given, values, { ...place, path: '' }) ?? {};
}

function readImage(field: Extract<Field, { kind: 'image' }>, value: unknown, place: ValuePlace) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid(place);
  const image = value as Record<string, unknown>;
  const crops = Array.isArray(image.crops) ? (image.crops as Record<string, unknown>[]) : [];
  const path = typeof image.path === 'string' && image.path.trim() !== '' ? image.path : null;
  if (path === null && crops.length === 0) return null;
  const text = typeof image.text === 'string' && image.text.trim() !== '' ? image.text : null;
  if (field.requireDescription && path !== null && text === null) {
    place.failures[place.path] ??= { message: 'saveErrors.imageDescription', params: { name: place.label } };
  }
  return {
    path,
    width: image.width ?? null,
    height: image.height ?? null,
    text,
    crops: crops.map((crop) => ({ type: crop.type, path: crop.path ?? null, width: crop.width ?? null, height: crop.height ?? null })),
  };
}

/**
 * An input value as it will be stored (null for nothing); undefined after recording a failure.
 * `inJson`: the value goes into a JSON column, where dates stay ISO strings and ids stay strings.
 */
export function readValue(field: Field, value: unknown, place: ValuePlace, inJson = false): unknown {
  if (field.kind === 'boolean' || field.kind === 'approval') {
    if (value === null || value === undefined) return field.defaultValue === undefined ? field.kind === 'approval' : Boolean(field.defaultValue);
    return Boolean(value);
  }
  // A field of several values is never null: nothing chosen is the empty list.
  if (isBlank(value)) return Array.isArray(value) || ((field.kind === 'enum' || field.kind === 'reference') && field.multiple) || field.kind === 'tags' ? [] : null;
  if (typeof value !== 'string' && isStringKind(field)) return invalid(place);
  // An e-mail is a sign-in name and a lookup key: one spelling of it.
  if (field.kind === 'email') return (value as string).trim().toLowerCase();
  const markup = markupKindOf(field);
  if (markup) {
    const text = value as string;
    const { html, problem } = place.markup.clean(markup, text);
    // Stored as served. An embed code with no https frame left is refused by its rule's message.
    const refusal = problem ?? (markup === 'embed' && html === '' ? embedRuleOf(field) : undefined);
    if (!refusal) return html;
    const params: Record<string, string | number> = refusal === 'markupTooDeep' ? { name: place.label, max: MAX_MARKUP_DEPTH } : { name: place.label };
    place.failures[place.path] ??= { message: `validation.${refusal}`, params };
    return undefined;
  }
  // Plain text holds no markup: a pasted tag is stripped, its words kept (resources/plainText.ts);
  // the spaces around it are dropped.
  if (field.kind === 'text') {
    const text = withoutMarkup(value as string).trim();
    if (!field.required || !isBlank(text)) return text;
    place.failures[place.path] ??= { message: 'validation.required', params: { name: place.label } };
    return undefined;
  }
  if (isStringKind(field)) return value;
  switch (field.kind) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return invalid(place);
      const failure = RULES.minValue(field.min ?? 0)(value, { fieldLabel: place.label });
      if (failure) {
        place.failures[place.path] ??= failure;
        return undefined;
      }
      return value;
    }
    case 'enum': {
      const allowed = new Set(field.enum.values.map((entry) => entry.value));
      const values = field.multiple ? (Array.isArray(value) ? value : [value]) : [value];
      if (!values.every((entry) => allowed.has(entry as string | number))) return invalid(place);
      return field.multiple ? [...new Set(values)] : value;
    }
    case 'date':
    case 'dateTime': {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      if (!Number.isFinite(time)) return invalid(place);
      return inJson ? new Date(time).toISOString() : new Date(time);
    }
    case 'reference': {
      const ids = field.multiple ? (Array.isArray(value) ? value : [value]) : [value];
      if (!ids.every((id) => ID.test(String(id)))) return invalid(place);
      const read = [...new Set(ids.map((id) => (inJson || field.textIds ? String(Number(id)) : Number(id))))];
      return field.multiple ? read : read[0];
    }
    case 'tags': {
      // Each word once, as first written; blanks dropped; compared ignoring case the Turkish way.
      if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) return invalid(place);
      // Host names (their rule has refused what is none): each as its host, once.
      if (field.hosts) return [...new Set((value as string[]).map(embedHostEntry).filter((host) => host !== undefined))];
      const seen = new Set<string>();
      return (value as string[])
        .map((entry) => withoutMarkup(entry).trim().replace(/\s+/g, ' '))
        .filter((entry) => entry !== '' && !seen.has(foldCase(entry)) && seen.add(foldCase(entry)));
    }
    case 'image':
      return readImage(field, value, place);
    case 'object':
      return readSubObject(field.fields, value, place);
    case 'list': {
      if (!Array.isArray(value)) return invalid(place);
      const items = value.map((item, index) => readSubObject(field.fields, item, { ...place, path: `${place.path}.${index}` }));
      return items.every((item) => item !== undefined) ? items : undefined;
    }
    default: {
      const unknown: never = field;
      throw new Error(`Cannot read field kind ${JSON.stringify(unknown)}`);
    }
  }
}

function imageOutput(value: unknown) {
  if (!value || typeof value !== 'object') return null;
  const image = value as { crops?: unknown };
  return { ...image, crops: Array.isArray(image.crops) ? image.crops : [] };
}

function subObjectOutput(fields: Readonly<Record<string, Field>>, value: unknown) {
  if (!value || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  for (const name in fields) output[name] = outputValue(fields[name]!, source[name]);
  return output;
}

/** A stored value as the API shows it: ISO dates, string ids, images with a crop list. */
export function outputValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) {
    if (field.kind !== 'boolean' && field.kind !== 'approval') return null;
    return field.defaultValue === undefined ? field.kind === 'approval' : Boolean(field.defaultValue);
  }
  switch (field.kind) {
    case 'date':
    case 'dateTime':
      return value instanceof Date ? value.toISOString() : value;
    case 'reference':
      return Array.isArray(value) ? value.map(String) : String(value);
    case 'image':
      return imageOutput(value);
    case 'object':
      return subObjectOutput(field.fields, value);
    case 'list':
      return Array.isArray(value) ? value.map((item) => subObjectOutput(field.fields, item)) : null;
    default:
      return value;
  }
}
