/** The directory refresh's answers in the request's language. */
import type { Language } from '../contract/language.ts';
import { apiError } from '../contract/apiErrors.ts';

const MESSAGES = {
  en: {
    unavailable: 'The directory could not be reached; nothing was changed. Try again later.',
  },
  tr: {
    unavailable: 'Dizine ulaşılamadı; hiçbir şey değiştirilmedi. Daha sonra yeniden deneyin.',
  },
} as const;

export type DirectoryMessage = keyof (typeof MESSAGES)['en'];

export const directoryText = (name: DirectoryMessage, language: Language) => MESSAGES[language][name];

/** DIRECTORY_UNAVAILABLE, in the request's language. */
export const directoryUnavailable = (language: Language) => apiError('DIRECTORY_UNAVAILABLE', directoryText('unavailable', language));
