import type { GraphQLFormattedError } from 'graphql';

/** GraphQL errors that left the field the caller needs empty (errorPolicy 'all' returns them in the result). */
export class GraphQLResponseError extends Error {
  readonly graphQLErrors: readonly GraphQLFormattedError[];

  constructor(graphQLErrors: readonly GraphQLFormattedError[]) {
    super(graphQLErrors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.graphQLErrors = graphQLErrors;
  }

  get code(): string | undefined {
    const code = this.graphQLErrors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

interface ResultLike {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
}

/** The named root field of a result; throws the result's errors when the field did not come back. */
export function fieldOrThrow<T>(result: ResultLike, field: string): T {
  const data = result.data as Record<string, unknown> | null | undefined;
  const value = data?.[field];
  if (value === undefined || (value === null && result.errors?.length)) {
    throw new GraphQLResponseError(result.errors?.length ? result.errors : [{ message: `No "${field}" in the response` }]);
  }
  return value as T;
}

/** A typed document's data; throws the result's errors (a refusal, a CONFLICT) when there are any. */
export function dataOrThrow<T>(result: ResultLike & { data?: T | null }): T {
  if (result.errors?.length || !result.data) {
    throw new GraphQLResponseError(result.errors?.length ? result.errors : [{ message: 'No data in the response' }]);
  }
  return result.data;
}
