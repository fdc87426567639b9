/** The errors a refused save answers with, their texts in the request's language. */
import { formatRuleMessage, type MessageKey, type ValidationLanguage } from '../../resources/validation.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import type { Failures, FieldFailure } from './kindValues.ts';
import { saveErrorText, labelText, type SaveErrorName } from './labels.ts';

export function failureText(failure: FieldFailure, language: ValidationLanguage): string {
  if (failure.message.startsWith('saveErrors.')) {
    return saveErrorText(failure.message.slice('saveErrors.'.length) as SaveErrorName, language, failure.params);
  }
  return formatRuleMessage({ message: failure.message as MessageKey, params: failure.params }, language, (key) => labelText(key, language));
}

/**
 * BAD_USER_INPUT with `extensions.fields` (path → message in the request's language) for the form
 * and `extensions.fieldKeys` (path → { message: i18n key, params }) for a client that translates.
 */
export function badInput(failures: Failures, language: ValidationLanguage): GraphQLError {
  const fields = Object.fromEntries(Object.entries(failures).map(([path, failure]) => [path, failureText(failure, language)]));
  return new GraphQLError(Object.values(fields).join(' '), {
    extensions: { code: 'BAD_USER_INPUT', fields, fieldKeys: failures },
  });
}

/**
 * CONFLICT (stale version) or NOT_FOUND (the record is gone), with the saveErrors text; `extra`
 * adds extensions (a CONFLICT's `current`: the record as it is now, for the form to show what changed).
 */
export function saveError(code: 'CONFLICT' | 'NOT_FOUND', name: SaveErrorName, language: ValidationLanguage, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(saveErrorText(name, language), { extensions: { ...extra, code, messageKey: `saveErrors.${name}` } });
}

/** A request no form would send (an update without a version, a page of 0): in English, for developers. */
export function malformedRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
