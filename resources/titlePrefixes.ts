/**
 * Update and correction prefixes on titles (spec 01 §5, 02 §5), in Turkish, English and Arabic.
 * A prefix counts only when it is marked off from the title, so a headline that merely starts with
 * the word ("Update on the talks") is not taken for one. Recognised forms, case ignored:
 *   GÜNCELLEME: title · Güncellendi - title · [UPDATE] title · (Correction) | title · تحديث: title
 * Words: tr GÜNCELLEME, GÜNCELLENDİ (update), DÜZELTME, DÜZELTİLDİ (correction); en UPDATE, UPDATED,
 * CORRECTION, CORRECTED; ar تحديث, محدث (update), تصحيح, تصويب (correction).
 */

export type TitlePrefixKind = 'update' | 'correction';
export type TitlePrefixLanguage = 'tr' | 'en' | 'ar';

interface PrefixWord {
  kind: TitlePrefixKind;
  language: TitlePrefixLanguage;
  /** A regular expression source; Turkish dotted and dotless i are spelled out (no case folding joins them). */
  word: string;
}

export const TITLE_PREFIX_WORDS: readonly PrefixWord[] = [
  { kind: 'update', language: 'tr', word: 'GÜNCELLEME' },
  { kind: 'update', language: 'tr', word: 'GÜNCELLEND[İIiı]' },
  { kind: 'correction', language: 'tr', word: 'DÜZELTME' },
  { kind: 'correction', language: 'tr', word: 'DÜZELT[İIiı]LD[İIiı]' },
  { kind: 'update', language: 'en', word: 'UPDATED?' },
  { kind: 'correction', language: 'en', word: 'CORRECT[İIiı]ON' },
  { kind: 'correction', language: 'en', word: 'CORRECTED' },
  { kind: 'update', language: 'ar', word: 'تحديث' },
  { kind: 'update', language: 'ar', word: 'محدث' },
  { kind: 'correction', language: 'ar', word: 'تصحيح' },
  { kind: 'correction', language: 'ar', word: 'تصويب' },
];

const SEPARATOR = '[:\\-–—|،]';

function prefixPattern(word: string): RegExp {
  const bracketed = `[[(]\\s*(${word})\\s*[\\])]\\s*(?:${SEPARATOR}\\s*)?`;
  const separated = `(${word})\\s*${SEPARATOR}\\s*`;
  return new RegExp(`^\\s*(?:${bracketed}|${separated})(\\S[\\s\\S]*)$`, 'iu');
}

const PATTERNS = TITLE_PREFIX_WORDS.map((entry) => ({ ...entry, pattern: prefixPattern(entry.word) }));

export interface TitlePrefix {
  kind: TitlePrefixKind;
  language: TitlePrefixLanguage;
  /** The prefix word as written in the title. */
  prefix: string;
  /** The title without its prefix and separator. */
  title: string;
}

/** The update or correction prefix a title starts with, or undefined. */
export function recogniseTitlePrefix(title: string): TitlePrefix | undefined {
  for (const { kind, language, pattern } of PATTERNS) {
    const match = pattern.exec(title);
    if (match) return { kind, language, prefix: match[1] ?? match[2], title: match[3].trim() };
  }
  return undefined;
}
