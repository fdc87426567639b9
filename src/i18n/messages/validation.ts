/**
 * The rule catalogue's messages (spec 02 §5) under `validation.<key>`. The texts live once, in
 * resources/validationMessages.ts, where the server formats them too; here they only change
 * placeholders from `{name}` to react-admin's `%{name}`.
 */
import { VALIDATION_MESSAGES, type ValidationMessageName } from '../../../resources/validationMessages.ts';

type Texts = Record<ValidationMessageName, string>;

const toPolyglot = (texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '%{$1}')])) as Texts;

export const en = { validation: toPolyglot(VALIDATION_MESSAGES.en) };

export const tr: typeof en = { validation: toPolyglot(VALIDATION_MESSAGES.tr) };
