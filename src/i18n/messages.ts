import englishMessages from 'ra-language-english';
import type { AppLocale } from './locale.ts';
import { mergeMessages, type MessageTree } from './mergeMessages.ts';
import { raTurkishMessages } from './raTurkishMessages.ts';

interface MessageModule {
  tr?: MessageTree;
  en?: MessageTree;
}

/** Every src/i18n/messages/*.ts file exports `tr` and `en`; a new file joins without editing this one. */
const modules = import.meta.glob<MessageModule>(['./messages/*.ts', '!./messages/*.spec.ts'], { eager: true });

const appMessages = (locale: AppLocale): MessageTree[] =>
  Object.keys(modules)
    .sort()
    .map((path) => modules[path][locale])
    .filter((tree): tree is MessageTree => !!tree);

/** react-admin's messages plus the app's, per locale, in react-admin's %{placeholder} format. */
export const MESSAGES: Record<AppLocale, MessageTree> = {
  tr: mergeMessages(raTurkishMessages as MessageTree, ...appMessages('tr')),
  en: mergeMessages(englishMessages as MessageTree, ...appMessages('en')),
};
