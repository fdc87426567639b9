/**
 * The SEO contents' refusals on one field (BAD_USER_INPUT, as the engine's: `extensions.fields` in
 * the request's language for the form, `extensions.fieldKeys` for a client that translates), worded
 * in resources/messages/seoContent.ts.
 */
import { en, tr } from '../../resources/messages/seoContent.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';

export type SeoRefusal = keyof typeof en.seoContents.errors;

export function seoRefusal(field: string, name: SeoRefusal, language: Language) {
  const text = (language === 'tr' ? tr : en).seoContents.errors[name];
  return apiError('BAD_USER_INPUT', text, { fields: { [field]: text }, fieldKeys: { [field]: { message: `seoContents.errors.${name}`, params: {} } } });
}
