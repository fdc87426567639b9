/**
 * The editor's handbook (spec 02 §1): the text every editor accepts before their first edit, in the
 * interface's two languages. The server serves it (`handbook(language)`) and derives its version
 * from the text of both languages, so any change to either asks everyone to accept it again.
 */

export interface HandbookSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface HandbookText {
  title: string;
  introduction: string;
  sections: readonly HandbookSection[];
}

export type HandbookLanguage = 'tr' | 'en';
