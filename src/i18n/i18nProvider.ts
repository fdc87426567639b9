import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { genitiveOf } from '../../resources/turkishText.ts';
import { DEFAULT_LOCALE, getStoredLocale, isAppLocale, setStoredLocale, SUPPORTED_LOCALES, type AppLocale } from './locale.ts';
import { loadMessagePart, MESSAGE_PARTS, type MessagePart } from './messages.ts';

export const AVAILABLE_LOCALES = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

export interface AppI18nProvider extends I18nProvider {
  /**
   * Resolves once the screens' texts (messages.ts's `screens` part) are in for the language shown,
   * after any switch under way, and for Turkish (the content picker's language, spec 02 §9). Every
   * screen waits for it before it is drawn; a failed load rejects and is tried again on the next call.
   */
  screenTexts(): Promise<void>;
}

/**
 * react-admin's i18nProvider on i18next: starts in `initial` (the stored locale, tr by default),
 * loads a language's messages when the user switches to it (whole: shell and screens), and stores
 * every change under the selected-locale key. With `screenTexts: 'onDemand'` it is ready with the
 * shell's texts alone and loads the screens' on the first `screenTexts()`; by default it is complete.
 */
export async function createI18nProvider(
  initial: AppLocale = getStoredLocale(),
  { screenTexts = 'now' }: { screenTexts?: 'now' | 'onDemand' } = {},
): Promise<AppI18nProvider> {
  const i18next = createInstance();
  const [initialShell, turkishShell] = await Promise.all([loadMessagePart(initial, 'shell'), loadMessagePart('tr', 'shell')]);
  const provider = await getI18nProvider(
    i18next,
    {
      // Turkish's shell texts are in the shell anyway: always there, whatever the language shown.
      resources: {
        tr: { translation: convertRaTranslationsToI18next(turkishShell) },
        [initial]: { translation: convertRaTranslationsToI18next(initialShell) },
      },
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

  /** Each part of each language added once; a failed load is forgotten, so the next ask tries again. */
  const parts = new Map<string, Promise<void>>([
    ['tr shell', Promise.resolve()],
    [`${initial} shell`, Promise.resolve()],
  ]);
  const ensure = (locale: AppLocale, part: MessagePart): Promise<void> => {
    const key = `${locale} ${part}`;
    let pending = parts.get(key);
    if (!pending) {
      pending = loadMessagePart(locale, part).then((messages) => {
        i18next.addResourceBundle(locale, 'translation', convertRaTranslationsToI18next(messages), true, true);
      });
      pending.catch(() => parts.delete(key));
      parts.set(key, pending);
    }
    return pending;
  };
  const complete = async (locale: AppLocale) => {
    await Promise.all(MESSAGE_PARTS.map((part) => ensure(locale, part)));
  };

  // One switch at a time; screenTexts() waits for the one under way, so it asks for the right language.
  let switching: Promise<void> = Promise.resolve();
  const changeLocale: I18nProvider['changeLocale'] = (locale, options) => {
    const change = switching.then(async () => {
      if (isAppLocale(locale)) await complete(locale);
      await provider.changeLocale(locale, options);
      setStoredLocale(locale);
    });
    switching = change.catch(() => undefined);
    return change;
  };
  const loadScreenTexts = async () => {
    const turkish = ensure('tr', 'screens');
    await switching;
    const shown = i18next.language;
    await Promise.all([turkish, isAppLocale(shown) ? ensure(shown, 'screens') : undefined]);
  };
  if (screenTexts === 'now') await loadScreenTexts();
  return { ...provider, changeLocale, screenTexts: loadScreenTexts };
}

/**
 * The app's provider, ready on import in Turkish with the shell's texts, which are in the shell. It
 * must not wait here for any other chunk: each imports from the shell, which cannot finish loading
 * while this module waits, so that would never end. main.tsx then switches to the stored locale
 * (`applyStoredLocale`) and asks for the screens' texts, which every screen waits for (`screenTextsLoaded`).
 */
export const i18nProvider: AppI18nProvider = await createI18nProvider(DEFAULT_LOCALE, { screenTexts: 'onDemand' });

/** Switches the app's provider to the stored locale; main.tsx waits for it before rendering. */
export async function applyStoredLocale(): Promise<void> {
  const stored = getStoredLocale();
  if (stored !== i18nProvider.getLocale()) await i18nProvider.changeLocale(stored);
}

/** The screens' texts of the app's provider, in the language shown: what a screen waits for before it is drawn. */
export const screenTextsLoaded = (): Promise<void> => i18nProvider.screenTexts();
