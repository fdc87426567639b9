import type { ApolloClient } from '@apollo/client/core/index.js';

/** What the shell and the workflow screens call: Apollo's query, mutate and subscribe, nothing more. */
export type SessionClient = Pick<ApolloClient<unknown>, 'query' | 'mutate' | 'subscribe'>;

type Observer = Parameters<ReturnType<ApolloClient<unknown>['subscribe']>['subscribe']>[0];

/**
 * Apollo (and graphql, the links, the cache) stays out of the first script: public pages and the
 * sign-in redirect never need it. The client is built at its first call, and every call waits for it.
 */
export function deferredApolloClient(load: () => Promise<ApolloClient<unknown>>): SessionClient {
  return {
    query: (async (options: Parameters<ApolloClient<unknown>['query']>[0]) => (await load()).query(options)) as SessionClient['query'],
    mutate: (async (options: Parameters<ApolloClient<unknown>['mutate']>[0]) => (await load()).mutate(options)) as SessionClient['mutate'],
    subscribe: ((options: Parameters<ApolloClient<unknown>['subscribe']>[0]) => ({
      subscribe(observer: Observer) {
        let closed = false;
        let inner: { unsubscribe(): void } | undefined;
        load().then(
          (client) => {
            if (!closed) inner = client.subscribe(options).subscribe(observer as never);
          },
          (error: unknown) => {
            const report = (observer as { error?: (error: unknown) => void } | undefined)?.error;
            if (!closed) report?.(error);
          },
        );
        return {
          unsubscribe() {
            closed = true;
            inner?.unsubscribe();
          },
          get closed() {
            return closed;
          },
        };
      },
    })) as unknown as SessionClient['subscribe'],
  };
}
