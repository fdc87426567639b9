import { en } from './en.ts';
import type { HandbookLanguage, HandbookText } from './handbookText.ts';
import { tr } from './tr.ts';

export type { HandbookLanguage, HandbookSection, HandbookText } from './handbookText.ts';

/** The editor's handbook in each interface language; the Turkish text is the original. */
export const HANDBOOK: Readonly<Record<HandbookLanguage, HandbookText>> = { tr, en };
