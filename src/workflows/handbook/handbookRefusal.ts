import type { GraphQLFormattedError } from 'graphql';

const HANDBOOK_REFUSAL = 'saveErrors.handbookNotAccepted';

/**
 * Whether a refused write (as react-admin passes it on: the data provider's error, or an HttpError
 * around it) is the server's "accept the current handbook first" (server/handbook/handbookGuard.ts).
 */
export function isHandbookRefusal(error: unknown): boolean {
  const candidate = error as { graphQLErrors?: readonly GraphQLFormattedError[]; body?: { graphQLErrors?: readonly GraphQLFormattedError[] } } | null | undefined;
  const errors = candidate?.graphQLErrors ?? candidate?.body?.graphQLErrors ?? [];
  return errors.some((graphQLError) => graphQLError.extensions?.messageKey === HANDBOOK_REFUSAL);
}
