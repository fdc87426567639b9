import englishMessages from 'ra-language-english';
import { mergeMessageFiles, mergeMessages, type MessageTree } from './mergeMessages.ts';

/** The `en` export of the shell's message files (the same list as messages.ts's, which says why). */
const shellMessages = import.meta.glob<MessageTree>(['./messages/{shell,errors,alerts}.ts', '../../resources/messages/permissionNames.ts'], {
  import: 'en',
  query: '?locale=en',
  eager: true,
});

/** react-admin's English messages plus the shell's: a chunk of its own, loaded when English is needed. */
export const english: MessageTree = mergeMessages(
  englishMessages as MessageTree,
  mergeMessageFiles(shellMessages),
);
