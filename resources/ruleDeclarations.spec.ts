import { describe, expect, expectTypeOf, it } from 'vitest';
import { formatRuleMessage, toRules, validateValues, type Rule, type RuleDeclaration } from './validation';

describe('declaring rules by name', () => {
  it('builds rules from names, tuples and ready rules, in order', () => {
    const custom: Rule = (value, context) => (value === 'taken' ? { message: 'validation.required', params: { name: context.fieldLabel } } : undefined);
    const built = toRules(['required', ['min', 3], ['absoluteUrl', 'https://a.example'], 'twitter', custom]);
    const context = { fieldLabel: 'x' };
    expect(built).toHaveLength(5);
    expect(built[0]('', context)?.message).toBe('validation.required');
    expect(built[1]('ab', context)).toEqual({ message: 'validation.min', params: { name: 'x', n: 3 } });
    expect(built[2]('/a', context)?.params.host).toBe('https://a.example');
    expect(built[3]('a.b', context)?.message).toBe('validation.socialHandle');
    expect(built[4]('taken', context)?.message).toBe('validation.required');
  });

  it('types a declaration: a bare name only where the rule needs no argument', () => {
    expectTypeOf<['min', 3]>().toExtend<RuleDeclaration>();
    expectTypeOf<'required'>().toExtend<RuleDeclaration>();
    expectTypeOf<['absoluteUrl']>().toExtend<RuleDeclaration>();
    expectTypeOf<'min'>().not.toExtend<RuleDeclaration>();
    expectTypeOf<['min', 'three']>().not.toExtend<RuleDeclaration>();
  });

  it('refuses a name the catalogue does not hold', () => {
    expect(() => toRules([['nope' as 'min', 1]])).toThrow('Unknown validation rule "nope"');
  });
});

describe('validateValues (the server, before a write)', () => {
  const fields = {
    name: { label: 'Name', rules: toRules(['required', ['max', 10]]) },
    email: { label: 'e-mail', rules: toRules(['nullableEmail']) },
    colour: { label: 'colour', rules: toRules(['required', 'hexColor']) },
    startDate: { label: 'start date', rules: toRules([['startNotAfterEnd', 'endDate']]) },
  };

  it('reports the first failure of each failing field', () => {
    const failures = validateValues(fields, { name: '', email: 'nope', colour: '#12', startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(Object.keys(failures)).toEqual(['name', 'email', 'colour', 'startDate']);
    expect(formatRuleMessage(failures.name, 'en')).toBe('Field Name is required.');
    expect(formatRuleMessage(failures.email, 'en')).toBe('Please enter valid e-mail address.');
    expect(formatRuleMessage(failures.colour, 'en')).toBe('The color code you entered is invalid.');
    expect(formatRuleMessage(failures.startDate, 'en')).toBe('Start date cannot be later than the end date.');
  });

  it('returns nothing when every field passes', () => {
    expect(validateValues(fields, { name: 'Ada', colour: '#abc', startDate: '2026-01-01', endDate: '2026-01-01' })).toEqual({});
  });
});
