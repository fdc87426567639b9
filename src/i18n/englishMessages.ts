import englishMessages from 'ra-language-english';
import { mergeMessages, type MessageTree } from './mergeMessages.ts';

/** The `en` export of every message file messages.ts reads (see there for the `?locale` query). */
const appMessages = import.meta.glob<MessageTree>(['./messages/*.ts', '../workflows/*/messages.ts', '../../resources/messages/*.ts', '!./messages/*.spec.ts'], {
  import: 'en',
  query: '?locale=en',
  eager: true,
});

/** react-admin's English messages plus the app's: a chunk of its own, loaded when English is needed. */
export const english: MessageTree = mergeMessages(
  englishMessages as MessageTree,
  ...Object.keys(appMessages)
    .sort()
    .map((path) => appMessages[path]),
);
