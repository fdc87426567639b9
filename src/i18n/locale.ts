/** The interface language (spec 01 §9): tr by default or en, kept under the selected-locale key. */
export const LOCALE_KEY = 'selectedLocale';
export const SUPPORTED_LOCALES = ['tr', 'en'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'tr';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function getStoredLocale(): AppLocale {
  try {
    const stored = window.localStorage.getItem(LOCALE_KEY);
    return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function setStoredLocale(locale: string): void {
  if (isAppLocale(locale)) window.localStorage.setItem(LOCALE_KEY, locale);
}
