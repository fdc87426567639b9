import { en, tr } from '../../resources/messages/requestLimits.ts';
import type { Language } from './language.ts';
import { GraphQLError } from './graphqlRuntime.ts';

/** The `extensions.code` values the browser reacts to (architecture §4). */
const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  // Edit permits (server/permits): someone else holds it, a request is pending, the caller does not hold it.
  'PERMIT_HELD',
  'PERMIT_ALREADY_REQUESTED',
  'PERMIT_REQUESTED_BY_OTHER',
  'PERMIT_NOT_HOLDER',
  // The identity directory (server/directory) did not answer: nothing was changed.
  'DIRECTORY_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof API_ERROR_CODES)[number];

export function apiError(code: ErrorCode, message: string, more: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...more, code } });
}

/**
 * FORBIDDEN for want of a permission: `extensions.needs` lists the 'category.keyword' keys (any one
 * would do), so the admin names them in the user's language instead of waiting on an empty answer.
 */
export function permissionDenied(needs: readonly string[]): GraphQLError {
  return apiError('FORBIDDEN', `Permission denied: needs ${needs.join(' or ') || 'access'}`, { needs: [...needs] });
}

/** An error we raised on purpose to answer the caller (not a fault of the server). */
export function isApiError(value: unknown): value is GraphQLError {
  return value instanceof GraphQLError && (API_ERROR_CODES as readonly unknown[]).includes(value.extensions?.code);
}

/** Spec 01 §7: the browser matches this text exactly and sends the user to /unauthorized-user. */
export const USER_NOT_ACTIVE = 'Context creation failed: User is not active';

export type LimitName = keyof typeof en.requestLimits;
const LIMIT_MESSAGES = { tr, en };

/** BAD_USER_INPUT for a request over one of its limits (server/graphql/requestLimits.ts), naming the limit and its maximum. */
export function limitError(name: LimitName, max: number, language: Language): GraphQLError {
  const message = LIMIT_MESSAGES[language].requestLimits[name].replace('{{max}}', String(max));
  return apiError('BAD_USER_INPUT', message, { limit: name, max });
}
