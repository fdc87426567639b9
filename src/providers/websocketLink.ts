import { ApolloLink, Observable, type FetchResult, type ObservableSubscription } from '@apollo/client/core/index.js';
import { closeWhenOffline } from './connectionStatus.ts';
import type { RestartableClient, WebSocketClientOptions } from './websocketClient.ts';

/** `ws(s)://host/path` for a path or URL relative to the page. */
export function toWebSocketUrl(path: string, base: string = window.location.href): string {
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export interface WebSocketLink {
  /** Apollo's terminating link for subscriptions. */
  link: ApolloLink;
  /** Reconnects with fresh connection params (a new site); nothing to do before the first subscription. */
  restart(): void;
  /** Closes the socket for good and subscribes to nothing more (the user is no longer active). */
  stop(): void;
}

/**
 * The subscription link. graphql-ws and its client (websocketClient.ts) are loaded at the first
 * subscription, which the clock starts once the session is there: the shell does not carry them.
 * Until then an 'offline' event still raises the disconnected flag, as the client would.
 */
export function createWebSocketLink(options: WebSocketClientOptions): WebSocketLink {
  let client: RestartableClient | undefined;
  const stopEarlyOfflineWatch = typeof window !== 'undefined' ? closeWhenOffline({ terminate() {} }) : () => {};
  let loading: Promise<ApolloLink> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('./websocketClient.ts'), import('@apollo/client/link/subscriptions/index.js')]).then(
      ([{ createWebSocketClient }, { GraphQLWsLink }]) => {
        stopEarlyOfflineWatch();
        client = createWebSocketClient(options);
        return new GraphQLWsLink(client);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        let subscription: ObservableSubscription | undefined;
        let closed = false;
        if (stopped) {
          observer.complete();
          return () => undefined;
        }
        load().then(
          (wsLink) => {
            if (!closed && !stopped) subscription = wsLink.request(operation)?.subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
  let stopped = false;
  const stop = () => {
    stopped = true;
    stopEarlyOfflineWatch();
    void client?.dispose();
  };
  return { link, restart: () => !stopped && client?.restart(), stop };
}
