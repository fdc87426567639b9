/**
 * The texts the server puts into a refused save: field labels and save errors from the message file
 * the admin shares (resources/messages/resources.ts, enums.ts), so a message reads the same in the form and in the API answer.
 */
import type { ValidationLanguage } from '../../resources/validation.ts';
import { en as enumsEn, tr as enumsTr } from '../../resources/messages/enums.ts';
import { en, tr } from '../../resources/messages/resources.ts';

type Tree = { [key: string]: Tree | string };

// The enums' names too: a rule may name a value as its {name} (a social account's network).
const TREES: Record<ValidationLanguage, Tree> = { tr: { ...tr, ...enumsTr }, en: { ...en, ...enumsEn } };

function lookup(key: string, language: ValidationLanguage): string | undefined {
  let node: Tree | string | undefined = TREES[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A label key as text; the key's last part (the field name) when no text exists. */
export function labelText(key: string, language: ValidationLanguage): string {
  return lookup(key, language) ?? lookup(key, 'en') ?? key.slice(key.lastIndexOf('.') + 1);
}

export type SaveErrorName = keyof typeof en.saveErrors;

/** A `saveErrors.*` message with its `{{param}}`s filled in (i18next's syntax, as in the admin); `name` is a label key. */
export function saveErrorText(name: SaveErrorName, language: ValidationLanguage, params: Record<string, string | number> = {}): string {
  const template = lookup(`saveErrors.${name}`, language) ?? `saveErrors.${name}`;
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, param: string) => {
    const value = params[param];
    if (value === undefined) return placeholder;
    return param === 'name' ? labelText(String(value), language) : String(value);
  });
}
