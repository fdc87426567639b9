import type { AppLocale } from './locale.ts';
import { mergeMessageFiles, mergeMessages, type MessageTree } from './mergeMessages.ts';
import { raTurkishMessages } from './raTurkishMessages.ts';

/**
 * The interface texts come in two parts per language (src/workflows/README.md):
 * - `shell`: what the shell draws before any screen (react-admin's own texts, the menu and route
 *   titles, the public pages, alerts, errors, permission names): the files listed below;
 * - `screens`: every other message file (src/i18n/messages/*.ts, each workflow's
 *   src/workflows/<feature>/messages.ts and resources/messages/*.ts), in one lazy chunk per
 *   language that the screens wait for (turkishScreenMessages.ts and englishScreenMessages.ts take
 *   every file not listed here, so a new file or workflow joins without editing this one).
 * The `?locale` query makes each file a module per locale, so the bundler keeps only the Turkish
 * shell texts here, in the shell, and each other part in a chunk of its own.
 */
const shellMessages = import.meta.glob<MessageTree>(['./messages/{shell,errors,alerts}.ts', '../../resources/messages/permissionNames.ts'], {
  import: 'tr',
  query: '?locale=tr',
  eager: true,
});

/** Turkish, the default interface language: its shell texts ship with the shell. */
const turkishShell = mergeMessages(
  raTurkishMessages as MessageTree,
  mergeMessageFiles(shellMessages),
);

export type MessagePart = 'shell' | 'screens';
export const MESSAGE_PARTS: readonly MessagePart[] = ['shell', 'screens'];

const LOADERS: Record<AppLocale, Record<MessagePart, () => Promise<MessageTree>>> = {
  tr: {
    shell: () => Promise.resolve(turkishShell),
    screens: async () => (await import('./turkishScreenMessages.ts')).messages,
  },
  en: {
    shell: async () => (await import('./englishMessages.ts')).english,
    screens: async () => (await import('./englishScreenMessages.ts')).messages,
  },
};

/** One part of a language's messages (react-admin's %{placeholder} format); all but Turkish's shell load on first use. */
export function loadMessagePart(locale: AppLocale, part: MessagePart): Promise<MessageTree> {
  return LOADERS[locale][part]();
}

/** Every message of a language, react-admin's and the app's, shell and screens. */
export async function loadMessages(locale: AppLocale): Promise<MessageTree> {
  return mergeMessages(...(await Promise.all(MESSAGE_PARTS.map((part) => loadMessagePart(locale, part)))));
}
