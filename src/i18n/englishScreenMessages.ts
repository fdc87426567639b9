import { mergeMessageFiles, type MessageTree } from './mergeMessages.ts';

/** The English texts of the screens: the `en` export of the files turkishScreenMessages.ts reads. */
export const messages: MessageTree = mergeMessageFiles(
  import.meta.glob<MessageTree>(['./messages/*.ts', '../workflows/*/messages.ts', '../../resources/messages/*.ts', '!./messages/*.spec.ts', '!./messages/{shell,errors,alerts}.ts', '!../../resources/messages/permissionNames.ts'], {
    import: 'en',
    query: '?locale=en',
    eager: true,
  }),
);
