import { ApolloLink, gql, Observable } from '@apollo/client/core/index.js';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apolloClient.ts';
import { USER_NOT_ACTIVE_MESSAGE } from './errorDetails.ts';

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

function clientAnsweringNotActive() {
  const fetch = vi.fn(async () =>
    new Response(JSON.stringify({ errors: [{ message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } }] }), { headers: { 'content-type': 'application/json' } }),
  );
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

describe('a user the server calls not active', () => {
  it('is reported once, and nothing more is sent: no query, no subscription', async () => {
    const { client, fetch, webSocket, subscriptions, report } = clientAnsweringNotActive();
    const first = await client.query({ query: HEARTBEAT });
    expect(first.errors?.[0]?.message).toBe(USER_NOT_ACTIVE_MESSAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(webSocket.stop).toHaveBeenCalled();

    for (let beat = 0; beat < 16; beat += 1) {
      const again = await client.query({ query: HEARTBEAT });
      expect(again.errors?.[0]?.message).toBe(USER_NOT_ACTIVE_MESSAGE);
    }
    await new Promise<void>((resolve) => client.subscribe({ query: ON_TICK }).subscribe({ complete: resolve, error: () => resolve() }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(subscriptions).toEqual([]);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
