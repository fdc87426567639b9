import { describe, expect, it } from 'vitest';
import { authMessages, pickAuthLocale } from './authMessages.ts';

describe('pickAuthLocale', () => {
  it('defaults to Turkish', () => {
    expect(pickAuthLocale({})).toBe('tr');
    expect(pickAuthLocale({ uiLocales: 'de fr', acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('tr');
  });

  it('prefers the explicit choice, then ui_locales in order, then Accept-Language by weight', () => {
    expect(pickAuthLocale({ explicit: 'en', uiLocales: 'tr', acceptLanguage: 'tr' })).toBe('en');
    expect(pickAuthLocale({ explicit: 'xx', uiLocales: 'de en-US tr' })).toBe('en');
    expect(pickAuthLocale({ uiLocales: 'tr-TR en', acceptLanguage: 'en' })).toBe('tr');
    expect(pickAuthLocale({ acceptLanguage: 'tr;q=0.4, en-GB;q=0.9, de' })).toBe('en');
    expect(pickAuthLocale({ acceptLanguage: 'en;q=0, tr;q=0.1' })).toBe('tr');
  });

  it.each(['tr', 'en'] as const)('starts every %s text with a capital (sentence case)', (locale) => {
    const lowerCase = Object.entries(authMessages(locale)).filter(([, text]) => /^\p{Ll}/u.test(text));
    expect(lowerCase).toEqual([]);
  });

  it('has the sign-in error in both languages', () => {
    expect(authMessages('tr').wrongCredentials).toBe('E-posta veya parola hatalı');
    expect(authMessages('en').wrongCredentials).toBe('Wrong e-mail or password');
  });
});
