import { describe, expect, it } from 'vitest';
import { defineResource, type Resource } from '../../resources/defineResource.ts';
import { color, email, number, orderedList, socialHandle, text, url } from '../../resources/fields.ts';
import { programs } from '../../resources/program.ts';
import { signatures as declaredSignatures } from '../../resources/signature.ts';
import { formatRuleMessage } from '../../resources/validation.ts';
import { labelKeyOf, rulesOf, rulesValidator } from './validators.ts';

const LABELS: Record<string, string> = {
  'resources.signatures.fields.name': 'Ad',
  'resources.people.fields.twitter': 'Twitter',
  'resources.people.fields.start': 'Başlangıç',
};
const translate = (key: string, options?: { _?: string }) => LABELS[key] ?? options?._ ?? key;

const signatures = declaredSignatures;
const people = defineResource({
  name: 'people',
  typeName: 'Person',
  permission: 'author',
  operations: { one: 'person', list: 'people', save: 'savePerson' },
  siteScoped: true,
  fields: {
    twitter: socialHandle('twitter'),
    email: email(),
    color: color(),
    link: url('absolute'),
    order: number({ required: true }),
    slots: orderedList('Slot', { start: text({ rules: [['startNotAfterEnd', 'end']] }), end: text({ required: true }) }, { minItems: 1 }),
  },
  representation: 'twitter',
});

const validatorFor = (resource: Resource, path: string[], source = path.join('.')) => {
  let field = resource.fields[path[0]];
  if (path.length > 1 && field.kind === 'list') field = field.fields[path[1]];
  const validate = rulesValidator(rulesOf(resource, path, field), labelKeyOf(resource, path, field), translate, { source })!;
  return (value: unknown, values: Record<string, unknown>) => validate(value, values, {});
};

describe('rulesValidator', () => {
  it('answers with the first failing rule as a message key and the translated label as {name}', async () => {
    const validate = validatorFor(signatures, ['name']);
    expect(await validate('', {})).toEqual({ message: 'validation.required', args: { name: 'Ad' } });
    expect(await validate('x'.repeat(101), {})).toEqual({ message: 'validation.max', args: { name: 'Ad', n: 100 } });
    expect(await validate('İmza', {})).toBeUndefined();
  });

  it('gives each kind rule its message, which renders as the spec text with the label', async () => {
    const failure = await validatorFor(people, ['twitter'])('has space', {});
    expect(failure).toEqual({ message: 'validation.socialHandle', args: { name: 'Twitter' } });
    const { message, args } = failure as { message: 'validation.socialHandle'; args: Record<string, string> };
    expect(formatRuleMessage({ message, params: args }, 'en')).toBe('Please enter valid Twitter nickname.');
    expect(formatRuleMessage({ message, params: args }, 'tr')).toBe('Lütfen geçerli bir Twitter kullanıcı adı giriniz.');

    expect(await validatorFor(people, ['color'])('#12', {})).toMatchObject({ message: 'validation.hexColor' });
    expect(await validatorFor(people, ['link'])('/relative', {})).toMatchObject({ message: 'validation.absoluteUrl', args: { host: 'https://www.example.com' } });
    expect(await validatorFor(people, ['email'])('nobody', {})).toMatchObject({ message: 'validation.nullableEmail' });
    expect(await validatorFor(people, ['email'])(null, {})).toBeUndefined();
    expect(await validatorFor(people, ['slots'])([], {})).toMatchObject({ message: 'validation.minLength', args: { n: 1 } });
  });

  it('falls back to the label key when it has no translation', async () => {
    expect(await validatorFor(people, ['order'])(null, {})).toEqual({
      message: 'validation.required',
      args: { name: 'resources.people.fields.order' },
    });
  });

  it('compares a list item field with its siblings in the same item, labelled by its own name', async () => {
    const validate = validatorFor(people, ['slots', 'start'], 'slots.1.start');
    const values = { slots: [{ start: '2026-01-01', end: '2026-03-09' }, { start: '2026-02-10', end: '2026-02-01' }] };
    expect(await validate('2026-02-10', values)).toEqual({ message: 'validation.startAfterEnd', args: { name: 'Başlangıç' } });
    expect(await validate('2026-01-31', values)).toBeUndefined();
  });

  it('refuses a program slot that starts after it ends, as the server does', async () => {
    const validate = validatorFor(programs, ['slots', 'start'], 'slots.0.start');
    expect(await validate('09:00', { slots: [{ day: 1, start: '09:00', end: '07:00' }] })).toMatchObject({ message: 'validation.startTimeAfterEnd' });
    expect(await validate('07:00', { slots: [{ day: 1, start: '07:00', end: '09:00' }] })).toBeUndefined();
  });
});
