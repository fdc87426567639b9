/**
 * The editor's handbook the server asks for: its text (resources/handbook) and a version derived
 * from the text of every language, so any edit of either asks every user to accept it again.
 */
import { createHash } from 'node:crypto';
import { HANDBOOK, type HandbookLanguage, type HandbookText } from '../../resources/handbook/index.ts';

export interface HandbookEdition {
  version: string;
  texts: Readonly<Record<HandbookLanguage, HandbookText>>;
}

/** The first 12 hex digits of the SHA-256 of the texts: short enough to read in a list, and changed by any edit. */
export function handbookVersion(texts: HandbookEdition['texts']): string {
  return createHash('sha256').update(JSON.stringify([texts.tr, texts.en])).digest('hex').slice(0, 12);
}

export const CURRENT_HANDBOOK: HandbookEdition = { version: handbookVersion(HANDBOOK), texts: HANDBOOK };
