import { createClient, type Client } from 'graphql-ws';
import { closeWhenOffline, setDisconnected, waitUntilOnline } from './connectionStatus.ts';

export interface WebSocketClientOptions {
  url: string;
  /** `{ authorization, siteid, language }`, read at each (re)connection. */
  connectionParams: () => Promise<Record<string, string>>;
  webSocketImpl?: unknown;
}

const NORMAL_CLOSURE = 1000;
/** The server's close codes for a refused session (server/graphql/websocket.ts): no accepted token, a user not active. */
const REFUSALS: Record<number, string> = { 4401: 'UNAUTHENTICATED', 4403: 'FORBIDDEN' };

const refusalCode = (event: unknown) => {
  const code = (event as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? REFUSALS[code] : undefined;
};

/** A refusing close as the GraphQL error HTTP would have answered, so the links read both alike. */
function asGraphQLErrors(event: unknown): unknown {
  const code = refusalCode(event);
  return code ? [{ message: String((event as { reason?: unknown }).reason ?? ''), extensions: { code } }] : event;
}
const MAX_BACKOFF_MS = 30_000;

function backoff(retries: number): Promise<void> {
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** retries) + Math.floor(Math.random() * 1000);
  return new Promise((resolve) => setTimeout(resolve, delay));
}

export type RestartableClient = Client & {
  /** Reconnects with fresh connection params (a new site), without raising the disconnected flag. */
  restart(): void;
};

/**
 * A lazy graphql-ws client that retries without limit, waits for the browser to be online
 * before each retry, and keeps the disconnected flag (an idle close is not a disconnect). A socket
 * the server closed because it refuses the session is not opened again: its subscriptions end
 * with that refusal as GraphQL errors.
 */
export function createWebSocketClient({ url, connectionParams, webSocketImpl }: WebSocketClientOptions): RestartableClient {
  let restarting = false;
  const client = createClient({
    url,
    lazy: true,
    connectionParams,
    webSocketImpl,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => refusalCode(event) === undefined,
    retryWait: async (retries) => {
      await waitUntilOnline();
      if (!restarting) await backoff(retries);
    },
    on: {
      connected: () => {
        restarting = false;
        setDisconnected(false);
      },
      closed: (event) => {
        const code = (event as { code?: number } | undefined)?.code;
        if (code !== NORMAL_CLOSURE && !restarting) setDisconnected(true);
      },
    },
  });
  if (typeof window !== 'undefined') closeWhenOffline(client);
  return {
    ...client,
    subscribe: (payload, sink) => client.subscribe(payload, { ...sink, error: (error) => sink.error(asGraphQLErrors(error)) }),
    restart() {
      restarting = true;
      client.terminate();
    },
  };
}
