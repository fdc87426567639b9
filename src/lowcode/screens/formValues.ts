import type { Resource } from '../../../resources/defineResource.ts';
import type { Field } from '../../../resources/fields.ts';
import { normaliseNumberField } from '../numberValue.ts';

/** The fields a form edits: declared, not written by the server only. */
export const editableFields = (resource: Resource): [string, Field][] =>
  Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

function defaultOf(field: Field): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'number') return field.nullable ? undefined : (field.min ?? 0);
  if (field.kind === 'list') return [];
  if (field.kind === 'object') return isOptionalObject(field) ? undefined : defaultValuesOfFields(Object.entries(field.fields));
  return undefined;
}

function defaultValuesOfFields(fields: [string, Field][]): Record<string, unknown> {
  return Object.fromEntries(fields.flatMap(([name, field]) => (defaultOf(field) === undefined ? [] : [[name, defaultOf(field)]])));
}

/** A new record's starting values: the declared defaults (approval on, numbers at their minimum, empty lists). */
export const defaultValuesOf = (resource: Resource): Record<string, unknown> => defaultValuesOfFields(editableFields(resource));

/** Whether an object holds anything a person wrote (a default number or switch alone is not). */
export const hasWrittenValue = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : !!value && typeof value === 'object' && Object.values(value).some(hasWrittenValue);

/** An object that is not required but has required fields of its own (a news item's cover video) may be absent altogether. */
export const isOptionalObject = (field: Field): boolean =>
  field.kind === 'object' && !field.required && Object.values(field.fields).some((subField) => subField.required);

function normaliseField(field: Field, value: unknown): unknown {
  if (isOptionalObject(field) && !hasWrittenValue(value)) return null;
  if (field.kind === 'number') return normaliseNumberField(value, field);
  if (field.kind === 'object' && value && typeof value === 'object') return normaliseObject(field.fields, value as Record<string, unknown>);
  if (field.kind === 'list' && Array.isArray(value)) {
    return value.map((item) => (item && typeof item === 'object' ? normaliseObject(field.fields, item as Record<string, unknown>) : item));
  }
  return value;
}

function normaliseObject(fields: Readonly<Record<string, Field>>, values: Record<string, unknown>): Record<string, unknown> {
  const result = { ...values };
  for (const [name, field] of Object.entries(fields)) {
    if (name in result || field.kind === 'number') result[name] = normaliseField(field, result[name]);
  }
  return result;
}

/**
 * The values as they are saved: numbers normalised (spec 01 §5) even when the form was submitted
 * with Enter from inside a number field, before it was left; an optional object nobody filled in is null.
 */
export const normaliseValues = (resource: Resource, values: Record<string, unknown>): Record<string, unknown> =>
  normaliseObject(Object.fromEntries(editableFields(resource)), values);
