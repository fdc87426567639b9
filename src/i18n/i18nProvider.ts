import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { getStoredLocale, setStoredLocale, SUPPORTED_LOCALES } from './locale.ts';
import { MESSAGES } from './messages.ts';

export const AVAILABLE_LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's i18nProvider on i18next: starts in the stored locale (tr by default) and stores
 * every change under the selected-locale key.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const resources = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { translation: convertRaTranslationsToI18next(MESSAGES[locale]) }]),
  );
  const provider = await getI18nProvider(
    createInstance(),
    {
      resources,
      lng: getStoredLocale(),
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LOCALES],
      // Plain texts (server messages) go through translate too: ':' must not mean a namespace.
      nsSeparator: false,
      interpolation: { escapeValue: false },
    },
    AVAILABLE_LOCALES,
  );
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setStoredLocale(locale);
    },
  };
}

export const i18nProvider: I18nProvider = await createI18nProvider();
