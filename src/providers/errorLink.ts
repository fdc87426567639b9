import { onError } from '@apollo/client/link/error/index.js';
import type { ApolloLink } from '@apollo/client/core/index.js';
import { isUserNotActive, readErrorDetails } from './errorDetails.ts';

/**
 * Feeds failed requests to `report`: every network failure (no response, non-2xx), and
 * GraphQL errors only when they say the user is not active; other GraphQL errors belong
 * to the caller (react-admin shows them). A request made in the background with the context
 * `{ [QUIET_FAILURE]: true }` (an autosave, which retries by itself) reports nothing.
 */
export const QUIET_FAILURE = 'quietFailure';

export function createErrorLink(report: (error: unknown) => void): ApolloLink {
  return onError(({ graphQLErrors, networkError, operation }) => {
    if (operation.getContext()[QUIET_FAILURE]) return;
    if (networkError) {
      report({ networkError });
      return;
    }
    if (graphQLErrors?.length && isUserNotActive(readErrorDetails(graphQLErrors))) report(graphQLErrors);
  });
}
