import { createClient, type Client } from 'graphql-ws';
import { closeWhenOffline, setDisconnected, waitUntilOnline } from './connectionStatus.ts';

export interface WebSocketClientOptions {
  url: string;
  /** `{ authorization, siteid, language }`, read at each (re)connection. */
  connectionParams: () => Promise<Record<string, string>>;
  webSocketImpl?: unknown;
}

const NORMAL_CLOSURE = 1000;
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
 * before each retry, and keeps the disconnected flag (an idle close is not a disconnect).
 */
export function createWebSocketClient({ url, connectionParams, webSocketImpl }: WebSocketClientOptions): RestartableClient {
  let restarting = false;
  const client = createClient({
    url,
    lazy: true,
    connectionParams,
    webSocketImpl,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
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
    restart() {
      restarting = true;
      client.terminate();
    },
  };
}
