import type { Validator } from 'react-admin';
import type { FieldOwner } from '../../resources/defineResource.ts';
import { fieldRuleDeclarations, type Field } from '../../resources/fields.ts';
import { firstFailure, toRules, type Rule } from '../../resources/validation.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The record a rule compares against: the whole form, or the sub-object a nested field sits in. */
function siblingsOf(values: Record<string, unknown>, source: string): Record<string, unknown> {
  const path = source.split('.').slice(0, -1);
  let current: unknown = values;
  for (const key of path) current = (current as Record<string, unknown> | undefined)?.[key];
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : values;
}

/**
 * A react-admin validator from a field's compiled rules: the first refusal as
 * `{ message: 'validation.<rule>', args }`, with the field's translated label as {name}.
 * `now` feeds the time rules (the server clock in the app, a fixed clock in tests).
 */
export function rulesValidator(
  rules: readonly Rule[],
  labelKey: string,
  translate: Translate,
  options: { source?: string; now?: () => Date } = {},
): Validator | undefined {
  if (rules.length === 0) return undefined;
  const validator: Validator = (value, values) => {
    const record = values && options.source ? siblingsOf(values, options.source) : values;
    const failure = firstFailure(rules, value, { fieldLabel: labelKey, values: record, now: options.now?.() });
    if (!failure) return undefined;
    // {name} is the field's label unless the rule names something else (a social account's network).
    const name = String(failure.params.name ?? labelKey);
    return { message: failure.message, args: { ...failure.params, name: translate(name, { _: name }) } };
  };
  return validator;
}

/**
 * react-admin's ArrayInput marks its label as required from its validator alone (`isRequired` on
 * the function), not from a prop: a required list's validator carries the mark. Same checks.
 */
export function markedRequired(validate: Validator | undefined, required: boolean | undefined): Validator | undefined {
  if (!required) return validate;
  const marked: Validator = (value, values, props) => validate?.(value, values, props);
  return Object.assign(marked, { isRequired: true });
}

/**
 * The i18n key of a field's label: its own `label`, else `resources.<name>.fields.<field>`; a
 * sub-field of an object or list by its own name there too, as the server labels it.
 */
export function labelKeyOf(resource: FieldOwner, path: readonly string[], field: Field): string {
  if (field.label) return field.label;
  return path.length === 1 ? resource.labelKey(path[0]) : `resources.${resource.name}.fields.${path[path.length - 1]}`;
}

/** A field's compiled rules: the resource's for a top-level field, compiled here for sub-fields. */
export function rulesOf(resource: FieldOwner, path: readonly string[], field: Field): Rule[] {
  return path.length === 1 ? (resource.rules[path[0]] ?? []) : toRules(fieldRuleDeclarations(field));
}
