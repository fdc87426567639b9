/**
 * The server's check of a save before anything is written: the resource's compiled rules (the same
 * the form runs), then the reading of each value by its kind; derived fields are computed from the
 * values the record will have. Labels are i18n keys here; the texts
 * are put in when the error is rendered.
 */
import type { Resource } from '../../resources/defineResource.ts';
import type { Field } from '../../resources/fields.ts';
import { validateValues } from '../../resources/validation.ts';
import { readValue, type Failures } from './kindValues.ts';
import { writableFields, type Row } from './records.ts';

export interface CheckedValues {
  /** Values ready for the columns, for every writable field that passed. */
  stored: Row;
  failures: Failures;
}

export function checkValues(resource: Resource, values: Row, now = new Date()): CheckedValues {
  const fields = writableFields(resource);
  const failures: Failures = validateValues(
    Object.fromEntries(fields.map(([name]) => [name, { label: resource.labelKey(name), rules: resource.rules[name] ?? [] }])),
    values,
    { now },
  );
  const subLabel = (name: string, field: Field) => field.label ?? `resources.${resource.name}.fields.${name}`;
  const stored: Row = {};
  for (const [name, field] of fields) {
    if (failures[name]) continue;
    const value = readValue(field, values[name], { path: name, label: resource.labelKey(name), subLabel, failures, now });
    if (value !== undefined) stored[name] = value;
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.derive) continue;
    const value = readValue(field, field.derive(values), { path: name, label: resource.labelKey(name), subLabel, failures, now });
    if (value !== undefined) stored[name] = value;
  }
  return { stored, failures };
}
