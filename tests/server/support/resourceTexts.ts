/** The texts a refused save must show, read straight from the message files (not through the server). */
import type { Resource } from '../../../resources/defineResource.ts';
import { VALIDATION_MESSAGES, type ValidationMessageName } from '../../../resources/validationMessages.ts';
import * as messages from '../../../resources/messages/resources.ts';

type Language = 'tr' | 'en';

export function labelOf(resource: Resource, field: string, language: Language): string {
  const key = resource.labelKey(field);
  let node: unknown = messages[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key} in resources/messages/resources.ts`);
  return node;
}

/** `validation.*` or `saveErrors.*` with the field's label and the params put in. */
export function expectedText(resource: Resource, field: string, message: string, params: Record<string, string | number>, language: Language): string {
  const [namespace, name] = message.split('.');
  const template =
    namespace === 'validation'
      ? VALIDATION_MESSAGES[language][name as ValidationMessageName]
      : messages[language].saveErrors[name as keyof typeof messages.en.saveErrors].replace(/\{\{(\w+)\}\}/g, '{$1}');
  if (!template) throw new Error(`no ${language} text for ${message}`);
  const values: Record<string, string | number> = { ...params, name: labelOf(resource, field, language) };
  return template.replace(/\{(\w+)\}/g, (placeholder, param: string) => String(values[param] ?? placeholder));
}
