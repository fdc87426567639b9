import { en, tr } from '../../resources/messages/listColumns.ts';
import type { ExportLanguage } from '../contract/listExports.ts';

/** The byte order mark: spreadsheet programs read the file as UTF-8 (Turkish letters kept) only with it. */
export const BOM = '\uFEFF';

/** What the admin's list cells say for true/false (`lowcode.boolean`). */
const YES_NO: Record<ExportLanguage, { yes: string; no: string }> = { tr: tr.lowcode.boolean, en: en.lowcode.boolean };

/** A cell a spreadsheet would run as a formula (= + - @, a tab or a carriage return first) is kept as text by a leading apostrophe. */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function plainText(value: unknown, language: ExportLanguage): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return YES_NO[language][value ? 'yes' : 'no'];
  if (Array.isArray(value)) return value.map((item) => plainText(item, language)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as the cell's text: true/false as yes/no, lists joined, objects as JSON; formulas neutralised. */
export const cellText = (value: unknown, language: ExportLanguage): string => neutralised(plainText(value, language));
