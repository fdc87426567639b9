import { ApolloLink, gql, Observable } from '@apollo/client/core/index.js';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createApolloClient } from './apolloClient.ts';
import { setDisconnected } from './connectionStatus.ts';
import { QUIET_FAILURE } from './errorLink.ts';
import { readErrorDetails, sessionRefusal, USER_NOT_ACTIVE_MESSAGE } from './errorDetails.ts';
import { createWebSocketLink } from './websocketLink.ts';

const HEARTBEAT = gql`
  query Heartbeat {
    currentTime
  }
`;
const ON_TICK = gql`
  subscription OnTick {
    currentTime
  }
`;

const answering = (error: { message: string; extensions: { code: string } }) =>
  vi.fn(async () => new Response(JSON.stringify({ errors: [error] }), { headers: { 'content-type': 'application/json' } }));
const NOT_ACTIVE = { message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } };

function clientAnswering(error: { message: string; extensions: { code: string } }) {
  const fetch = answering(error);
  const subscriptions: string[] = [];
  const webSocket = {
    link: new ApolloLink((operation) => {
      subscriptions.push(operation.operationName);
      return new Observable((observer) => observer.complete());
    }),
    restart: vi.fn(),
    stop: vi.fn(),
  };
  const report = vi.fn();
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 'id', fetch, report, webSocket, persistedQueries: false });
  return { client, fetch, webSocket, subscriptions, report };
}

const endOf = (subscription: { subscribe: (observer: { complete(): void; error(error: unknown): void }) => unknown }) =>
  new Promise<unknown>((resolve) => subscription.subscribe({ complete: () => resolve(undefined), error: resolve }));

/** Sixteen heartbeats and a subscription after the refusal: none may leave the page. */
async function askAgain(client: ReturnType<typeof clientAnswering>['client'], refusal: string) {
  for (let beat = 0; beat < 16; beat += 1) {
    const again = await client.query({ query: HEARTBEAT, context: { [QUIET_FAILURE]: true } });
    expect(sessionRefusal(readErrorDetails(again.errors))).toBe(refusal);
  }
  await endOf(client.subscribe({ query: ON_TICK }));
}

describe('a session the server refuses', () => {
  it('of a user not active is reported once, and nothing more is sent: no query, no subscription', async () => {
    const { client, fetch, webSocket, subscriptions, report } = clientAnswering(NOT_ACTIVE);
    const first = await client.query({ query: HEARTBEAT });
    expect(first.errors?.[0]?.message).toBe(USER_NOT_ACTIVE_MESSAGE);
    expect(webSocket.stop).toHaveBeenCalled();
    await askAgain(client, 'inactive');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(subscriptions).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('closes the page as well when a quiet background call (a permit heartbeat) is the one refused', async () => {
    const { client, fetch, webSocket, report } = clientAnswering(NOT_ACTIVE);
    await client.query({ query: HEARTBEAT, context: { [QUIET_FAILURE]: true } });
    expect(report).toHaveBeenCalledTimes(1);
    expect(webSocket.stop).toHaveBeenCalled();
    await askAgain(client, 'inactive');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('whose token is not accepted is reported once, and nothing more is sent', async () => {
    const { client, fetch, webSocket, subscriptions, report } = clientAnswering({ message: 'Invalid token: expired', extensions: { code: 'UNAUTHENTICATED' } });
    await client.query({ query: HEARTBEAT });
    expect(sessionRefusal(readErrorDetails(report.mock.calls[0]?.[0]))).toBe('unauthenticated');
    expect(webSocket.stop).toHaveBeenCalled();
    await askAgain(client, 'unauthenticated');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(subscriptions).toEqual([]);
  });
});

describe('a socket the server closes because the user is not active', () => {
  let closeServer: (() => void) | undefined;
  afterEach(() => {
    closeServer?.();
    setDisconnected(false);
  });

  it('is not opened again: its subscription ends with the refusal, and the page asks nothing more', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: () => 'graphql-transport-ws' });
    closeServer = () => server.close();
    let connections = 0;
    server.on('connection', (socket) => {
      socket.on('message', (raw) => {
        if (JSON.parse(String(raw)).type !== 'connection_init') return;
        connections += 1;
        socket.close(4403, USER_NOT_ACTIVE_MESSAGE);
      });
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const webSocket = createWebSocketLink({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
      connectionParams: async () => ({ authorization: 'Bearer t' }),
      webSocketImpl: WebSocket,
    });
    const fetch = answering({ message: 'unexpected', extensions: { code: 'INTERNAL' } });
    const report = vi.fn();
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch, report, webSocket, persistedQueries: false });

    const ended = await endOf(client.subscribe({ query: ON_TICK }));
    expect(sessionRefusal(readErrorDetails(ended))).toBe('inactive');
    expect(report).toHaveBeenCalledTimes(1);
    await askAgain(client, 'inactive');
    expect(fetch).not.toHaveBeenCalled();
    expect(connections).toBe(1);
  });
});
