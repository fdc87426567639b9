import type { AppLocale } from './locale.ts';
import { mergeMessages, type MessageTree } from './mergeMessages.ts';
import { raTurkishMessages } from './raTurkishMessages.ts';

/**
 * Every src/i18n/messages/*.ts file (the platform's texts) and every workflow's
 * src/workflows/<feature>/messages.ts exports `tr` and `en`; a new file or workflow joins without
 * editing this one.
 * The `?locale` query makes each file a module per locale, so the bundler keeps only the Turkish
 * texts here, in the shell, and the English ones in englishMessages.ts's lazy chunk.
 */
const appMessages = import.meta.glob<MessageTree>(['./messages/*.ts', '../workflows/*/messages.ts', '../../resources/messages/*.ts', '!./messages/*.spec.ts'], {
  import: 'tr',
  query: '?locale=tr',
  eager: true,
});

/** Turkish, the default interface language, ships with the shell. */
const turkish = mergeMessages(
  raTurkishMessages as MessageTree,
  ...Object.keys(appMessages)
    .sort()
    .map((path) => appMessages[path]),
);

/**
 * react-admin's messages plus the app's for a locale, in react-admin's %{placeholder} format.
 * English (react-admin's and the app's) is loaded when it is first needed.
 */
export async function loadMessages(locale: AppLocale): Promise<MessageTree> {
  if (locale === 'tr') return turkish;
  return (await import('./englishMessages.ts')).english;
}
