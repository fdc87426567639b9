import { mergeMessages, type MessageTree } from './mergeMessages.ts';

/** The English texts of the screens: the `en` export of the files turkishScreenMessages.ts reads. */
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
  { import: 'en', query: '?locale=en', eager: true },
);

export const messages: MessageTree = mergeMessages(
  ...Object.keys(screenMessages)
    .sort()
    .map((path) => screenMessages[path]),
);
