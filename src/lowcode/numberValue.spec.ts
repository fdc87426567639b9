import { describe, expect, it } from 'vitest';
import { normaliseNumber, parseNumber } from './numberValue.ts';

describe('normaliseNumber (spec 01 §5 number field)', () => {
  it('replaces empty or unreadable input with the minimum, 0 by default', () => {
    expect(normaliseNumber('')).toBe(0);
    expect(normaliseNumber(null)).toBe(0);
    expect(normaliseNumber(undefined)).toBe(0);
    expect(normaliseNumber('abc')).toBe(0);
    expect(normaliseNumber('', { min: 5 })).toBe(5);
  });

  it('raises a value below the minimum to the minimum', () => {
    expect(normaliseNumber('-3')).toBe(0);
    expect(normaliseNumber(2, { min: 5 })).toBe(5);
    expect(normaliseNumber(-1, { min: -10 })).toBe(-1);
  });

  it('keeps whole numbers by default and fractions when the field allows them', () => {
    expect(normaliseNumber('12.7')).toBe(12);
    expect(normaliseNumber('12.7', { integer: false })).toBe(12.7);
    expect(normaliseNumber('3,25', { integer: false })).toBe(3.25);
    expect(normaliseNumber(' 42 ')).toBe(42);
  });

  it('reads numbers typed as text, and nothing from blanks', () => {
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('  ')).toBeUndefined();
    expect(parseNumber(Number.NaN)).toBeUndefined();
  });
});
