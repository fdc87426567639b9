import { describe, expect, it } from 'vitest';
import { en, tr } from './messages/resources.ts';
import type { Field } from './fields.ts';
import { RESOURCES } from './index.ts';

/** Every label key a resource's screens and error messages use: its fields' and their sub-fields'. */
function labelKeys(resourceName: string, fields: Readonly<Record<string, Field>>, labelKey: (name: string) => string): string[] {
  return Object.entries(fields).flatMap(([name, field]) => [
    labelKey(name),
    ...(field.kind === 'object' || field.kind === 'list'
      ? labelKeys(resourceName, field.fields, (sub) => field.fields[sub].label ?? `resources.${resourceName}.fields.${sub}`)
      : []),
  ]);
}

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

describe.each([
  ['tr', tr],
  ['en', en],
])('resource labels in %s', (_locale, messages) => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s has a name, a name for one record and a label for every declared field', (name, resource) => {
    const missing = [`resources.${name}.name`, `resources.${name}.one`, ...labelKeys(name, resource.fields, resource.labelKey)].filter(
      (key) => typeof lookup(messages, key) !== 'string' || lookup(messages, key) === '',
    );
    expect(missing).toEqual([]);
  });
});

describe.each([
  ['tr', tr],
  ['en', en],
])('content field labels in %s', (_locale, messages) => {
  it('are all different, so that one editor never shows two fields under the same name (a promotion: its end date and the expiration date)', () => {
    const labels = Object.values(messages.resources.contents.fields).filter((label) => typeof label === 'string');
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});

/** Every value a text field allows, with the field's path in its resource (as the select names it). */
function textChoices(fields: Readonly<Record<string, Field>>, path: readonly string[] = []): { path: string; value: string }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.kind === 'object' || field.kind === 'list') return textChoices(field.fields, [...path, name]);
    return field.kind === 'text' && field.choices ? field.choices.map((value) => ({ path: [...path, name].join('.'), value })) : [];
  });
}

describe('the values a text field allows', () => {
  it('each have a Turkish name, not the stored value (a link rel shows what it does, not "nofollow")', () => {
    const unnamed = RESOURCES.flatMap((resource) =>
      textChoices(resource.fields)
        .map(({ path, value }) => ({ key: `resources.${resource.name}.choices.${path}.${value}`, value }))
        .filter(({ key, value }) => typeof lookup(tr, key) !== 'string' || lookup(tr, key) === value || typeof lookup(en, key) !== 'string'),
    );
    expect(textChoices(RESOURCES.find((resource) => resource.name === 'contents')!.fields)).not.toEqual([]);
    expect(unnamed).toEqual([]);
  });
});
