import { onError } from '@apollo/client/link/error/index.js';
import type { ApolloLink } from '@apollo/client/core/index.js';
import { readErrorDetails, sessionRefusal } from './errorDetails.ts';

/**
 * Feeds failed requests to `report`: every network failure (no response, non-2xx), and
 * GraphQL errors only when they refuse the session (the user is not active, the token is not
 * accepted); other GraphQL errors belong to the caller (react-admin shows them). A request made in
 * the background with the context `{ [QUIET_FAILURE]: true }` (an autosave, a heartbeat, which
 * retry by themselves) reports nothing but a refusal of the session, which no retry can change.
 */
export const QUIET_FAILURE = 'quietFailure';

export function createErrorLink(report: (error: unknown) => void): ApolloLink {
  return onError(({ graphQLErrors, networkError, operation }) => {
    const failure = networkError ? { networkError } : graphQLErrors?.length ? graphQLErrors : undefined;
    if (!failure) return;
    if (sessionRefusal(readErrorDetails(failure))) report(failure);
    else if (networkError && !operation.getContext()[QUIET_FAILURE]) report(failure);
  });
}
