import { describe, expect, it } from 'vitest';
import { decimalPattern, isAbsoluteUrl, isDecimal, isRelativeUrl, SOCIAL_HANDLE_PATTERNS } from './validationFormats';
import { formatRuleMessage, RULES } from './validation';

const handle = (length: number, char = 'a') => char.repeat(length);

describe('decimal variants', () => {
  it('limits the digits after the separator', () => {
    expect(isDecimal('1.25', { decimals: 2 })).toBe(true);
    expect(isDecimal('1.255', { decimals: 2 })).toBe(false);
    expect(isDecimal(1.255, { decimals: 2 })).toBe(false);
    expect(isDecimal('1', { decimals: 2 })).toBe(true);
  });

  it('takes integers only with zero decimals, with no exponent', () => {
    expect(isDecimal('42', { decimals: 0 })).toBe(true);
    expect(isDecimal('-42', { decimals: 0 })).toBe(true);
    expect(isDecimal(42, { decimals: 0 })).toBe(true);
    for (const value of ['4.2', '4e2', 4.2, '4.']) expect(isDecimal(value, { decimals: 0 })).toBe(false);
  });

  it('uses the configured separator', () => {
    expect(isDecimal('3,75', { separator: ',' })).toBe(true);
    expect(isDecimal('3.75', { separator: ',' })).toBe(false);
    expect(isDecimal(3.75, { separator: ',' })).toBe(true);
  });

  it('can refuse a sign or an exponent', () => {
    expect(isDecimal('-1', { sign: false })).toBe(false);
    expect(isDecimal(-1, { decimals: 0, sign: false })).toBe(false);
    expect(isDecimal('1', { sign: false })).toBe(true);
    expect(isDecimal('1e3', { exponent: false })).toBe(false);
    expect(decimalPattern().test('-1.5e+10')).toBe(true);
  });

  it('finds empty invalid, and says so with the spec message', () => {
    const failure = RULES.decimal({ decimals: 0 })('', { fieldLabel: 'Age' })!;
    expect(formatRuleMessage(failure, 'en')).toBe('The Age field may only contain numeric characters.');
  });
});

describe('social handle boundaries', () => {
  const cases: Record<keyof typeof SOCIAL_HANDLE_PATTERNS, { accepted: string[]; refused: string[] }> = {
    twitter: { accepted: [handle(1), handle(15), 'A_1'], refused: ['', handle(16), 'a.b', 'a-b', 'ç'] },
    facebook: { accepted: [handle(5), handle(50), 'a.b_1'], refused: [handle(4), 'abcd-e', 'abcd e'] },
    instagram: { accepted: ['', handle(29), 'a.b_1'], refused: [handle(30), 'a-b'] },
    youtube: { accepted: [handle(3), handle(30), 'a.b'], refused: [handle(2), handle(31), 'a b'] },
    tiktok: { accepted: ['', handle(23), 'a.b_1'], refused: [handle(24), 'a@b'] },
  };
  for (const [network, { accepted, refused }] of Object.entries(cases)) {
    it(`${network}: handles at the bounds pass, one past them is refused`, () => {
      const pattern = SOCIAL_HANDLE_PATTERNS[network as keyof typeof SOCIAL_HANDLE_PATTERNS];
      for (const value of accepted) expect(pattern.test(value)).toBe(true);
      for (const value of refused) expect(pattern.test(value)).toBe(false);
      const rule = RULES[network as keyof typeof SOCIAL_HANDLE_PATTERNS]();
      const failure = rule(refused[refused.length - 1], { fieldLabel: network })!;
      expect(formatRuleMessage(failure, 'en')).toBe(`Please enter valid ${network} nickname.`);
      expect(formatRuleMessage(failure, 'tr')).toBe(`Lütfen geçerli bir ${network} kullanıcı adı giriniz.`);
    });
  }

  it('leaves a field without a handle to required', () => {
    expect(RULES.twitter()(null, { fieldLabel: 'Twitter' })).toBeUndefined();
    expect(RULES.facebook()('', { fieldLabel: 'Facebook' })).toBeUndefined();
  });
});

describe('absolute and relative URLs', () => {
  it('tells them apart', () => {
    expect(isAbsoluteUrl('https://www.example.com/a/b?c=d#e')).toBe(true);
    expect(isAbsoluteUrl('HTTPS://WWW.EXAMPLE.COM')).toBe(true);
    expect(isAbsoluteUrl('https://www.example.com:8443')).toBe(true);
    expect(isAbsoluteUrl('/a/b')).toBe(false);
    expect(isAbsoluteUrl('javascript:alert(1)')).toBe(false);
    expect(isRelativeUrl('/a/b?c=d')).toBe(true);
    expect(isRelativeUrl('https://www.example.com')).toBe(false);
    expect(isRelativeUrl('/\\evil.example')).toBe(false);
  });
});
