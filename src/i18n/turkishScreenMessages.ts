import { mergeMessageFiles, type MessageTree } from './mergeMessages.ts';

/**
 * The Turkish texts of the screens: every message file but the shell's (messages.ts lists those,
 * and its comment says why the parts and the `?locale` query), in a lazy chunk of its own.
 */
export const messages: MessageTree = mergeMessageFiles(
  import.meta.glob<MessageTree>(['./messages/*.ts', '../workflows/*/messages.ts', '../../resources/messages/*.ts', '!./messages/*.spec.ts', '!./messages/{shell,errors,alerts}.ts', '!../../resources/messages/permissionNames.ts'], {
    import: 'tr',
    query: '?locale=tr',
    eager: true,
  }),
);
