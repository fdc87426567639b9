/**
 * A global's document (resources/defineGlobal.ts) in and out of the API: a save's input checked by
 * the fields' rules and read by their kinds as a resource's save is (checkValues.ts), and the stored
 * document as the API answers it. Where the document is kept is its feature's business.
 */
import type { Global } from '../../resources/defineGlobal.ts';
import type { ValidationLanguage } from '../../resources/validation.ts';
import { checkValues } from './checkValues.ts';
import { badInput } from './inputErrors.ts';
import { outputValue } from './kindValues.ts';
import { MarkupCleaner } from './markupCleaning.ts';

export type GlobalDocument = Record<string, unknown>;

/** The stored document as the API shows it: every field, a field never saved as its default. */
export function globalOutput(global: Global, stored: GlobalDocument): GlobalDocument {
  const defaults = global.defaults();
  return Object.fromEntries(Object.entries(global.fields).map(([name, field]) => [name, outputValue(field, stored[name] ?? defaults[name])]));
}

/**
 * The document a save stores: the fields the input gives, read by their kinds, over the stored ones
 * (a field left out keeps its value). Refused (BAD_USER_INPUT, naming every wrong field in the
 * request's language) when any given value breaks its rules. A global with markup fields passes the
 * cleaner of its site, prepared before its transaction (markupCleaning.ts); by default no frame is kept.
 */
export function savedGlobal(
  global: Global,
  input: Readonly<Record<string, unknown>>,
  stored: GlobalDocument,
  language: ValidationLanguage,
  markup: MarkupCleaner = MarkupCleaner.strict(),
): GlobalDocument {
  const given = Object.fromEntries(Object.entries(global.fields).filter(([name]) => input[name] !== undefined));
  const { stored: read, failures } = checkValues({ ...global, fields: given }, { ...input }, new Date(), markup);
  if (Object.keys(failures).length > 0) throw badInput(failures, language);
  return { ...global.defaults(), ...stored, ...read };
}
