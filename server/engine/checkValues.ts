/**
 * The server's check of a save before anything is written: the resource's compiled rules (the same
 * the form runs), then the reading of each value by its kind. Labels are i18n keys here; the texts
 * are put in when the error is rendered.
 */
import type { FieldOwner, Resource } from '../../resources/defineResource.ts';
import { fieldApplies, type Field } from '../../resources/fields.ts';
import { validateValues } from '../../resources/validation.ts';
import { canonical } from './audit.ts';
import { readValue, type Failures } from './kindValues.ts';
import type { MarkupCleaner } from './markupCleaning.ts';
import { writableFields, type Row } from './records.ts';

export interface CheckedValues {
  /** Values ready for the columns, for every writable field that passed. */
  stored: Row;
  failures: Failures;
}

/**
 * The values a `beforeChange` hook answered with: its writable fields checked as a client's, and
 * the read-only fields it changed (the server's own) read by their kind.
 */
export function hookValues(resource: Resource, values: Row, written: Row, now: Date, markup: MarkupCleaner): CheckedValues {
  const { stored, failures } = checkValues(resource, written, now, markup);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.readOnly || canonical(values[name]) === canonical(written[name])) continue;
    const value = readValue(field, written[name], { path: name, label: resource.labelKey(name), subLabel: subLabelOf(resource), failures, now, markup });
    if (value !== undefined) stored[name] = value;
  }
  return { stored, failures };
}

const subLabelOf = (resource: FieldOwner) => (name: string, field: Field) => field.label ?? `resources.${resource.name}.fields.${name}`;

/** A save's values checked by the owner's rules (a resource's or a global's) and read by their kinds. */
export function checkValues(resource: FieldOwner, values: Row, now: Date, markup: MarkupCleaner): CheckedValues {
  const fields = writableFields(resource);
  const failures: Failures = validateValues(
    Object.fromEntries(fields.map(([name]) => [name, { label: resource.labelKey(name), rules: resource.rules[name] ?? [] }])),
    values,
    { now, embedHosts: markup.settings.embedHosts },
  );
  const subLabel = subLabelOf(resource);
  const stored: Row = {};
  for (const [name, field] of fields) {
    if (failures[name]) continue;
    // A field that does not belong to this record (its `when`) is stored empty, whatever was sent.
    const given = fieldApplies(field, values) ? values[name] : field.kind === 'list' ? [] : null;
    const value = readValue(field, given, { path: name, label: resource.labelKey(name), subLabel, failures, now, markup });
    if (value !== undefined) stored[name] = value;
  }
  return { stored, failures };
}
