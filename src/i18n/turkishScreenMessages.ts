import { mergeMessages, type MessageTree } from './mergeMessages.ts';

/**
 * The Turkish texts of the screens: every message file but the shell's (messages.ts lists those,
 * and its comment says why the parts and the `?locale` query), in a lazy chunk of its own.
 */
const screenMessages = import.meta.glob<MessageTree>(
  [
    './messages/*.ts',
    '../workflows/*/messages.ts',
    '../../resources/messages/*.ts',
    '!./messages/*.spec.ts',
    '!./messages/shell.ts',
    '!./messages/errors.ts',
    '!./messages/alerts.ts',
    '!../../resources/messages/permissionNames.ts',
  ],
  { import: 'tr', query: '?locale=tr', eager: true },
);

export const messages: MessageTree = mergeMessages(
  ...Object.keys(screenMessages)
    .sort()
    .map((path) => screenMessages[path]),
);
