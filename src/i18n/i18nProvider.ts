import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { genitiveOf } from '../../resources/turkishText.ts';
import { DEFAULT_LOCALE, getStoredLocale, isAppLocale, setStoredLocale, SUPPORTED_LOCALES, type AppLocale } from './locale.ts';
import { loadMessages } from './messages.ts';

export const AVAILABLE_LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's i18nProvider on i18next: starts in `initial` (the stored locale, tr by default)
 * with only that language's messages, loads the other one when the user switches to it, and
 * stores every change under the selected-locale key.
 */
export async function createI18nProvider(initial: AppLocale = getStoredLocale()): Promise<I18nProvider> {
  const i18next = createInstance();
  const provider = await getI18nProvider(
    i18next,
    {
      resources: { [initial]: { translation: convertRaTranslationsToI18next(await loadMessages(initial)) } },
      lng: initial,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LOCALES],
      // Plain texts (server messages) go through translate too: ':' must not mean a namespace.
      nsSeparator: false,
      interpolation: { escapeValue: false },
    },
    AVAILABLE_LOCALES,
  );
  // `{{name, genitive}}` in a Turkish message: Elif'in, Ayşe'nin (English messages do not ask for it).
  i18next.services.formatter?.add('genitive', (value, lng) => (lng === 'tr' ? genitiveOf(String(value)) : String(value)));
  const ensureMessages = async (locale: string) => {
    if (!isAppLocale(locale) || i18next.hasResourceBundle(locale, 'translation')) return;
    i18next.addResourceBundle(locale, 'translation', convertRaTranslationsToI18next(await loadMessages(locale)));
  };
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await ensureMessages(locale);
      await provider.changeLocale(locale, options);
      setStoredLocale(locale);
    },
  };
}

/**
 * The app's provider, ready on import in Turkish, whose messages are in the shell. It must not wait
 * here for English: the English chunk imports from the shell, which cannot finish loading while this
 * module waits, so that would never end. `applyStoredLocale` switches once the modules are loaded.
 */
export const i18nProvider: I18nProvider = await createI18nProvider(DEFAULT_LOCALE);

/** Switches the app's provider to the stored locale; main.tsx waits for it before rendering. */
export async function applyStoredLocale(): Promise<void> {
  const stored = getStoredLocale();
  if (stored !== i18nProvider.getLocale()) await i18nProvider.changeLocale(stored);
}
