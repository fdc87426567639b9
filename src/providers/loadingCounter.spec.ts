import { gql } from '@apollo/client/core/index.js';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createGraphQLFetchStub, type StubAnswer } from '../test/graphqlFetchStub.ts';
import { createApolloClient } from './apolloClient.ts';
import { beginRequest, endRequest, getActiveRequestCount, useIsLoading } from './loadingCounter.ts';

const PING = gql`
  query Ping {
    currentTime
  }
`;

function deferred() {
  let resolve!: (answer: StubAnswer) => void;
  const promise = new Promise<StubAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

describe('loading counter', () => {
  it('counts per key and is loading while the total is above zero', () => {
    const { result } = renderHook(() => useIsLoading());
    expect(result.current).toBe(false);
    act(() => beginRequest('/a'));
    act(() => beginRequest('/b'));
    expect(result.current).toBe(true);
    expect(getActiveRequestCount('/a')).toBe(1);
    act(() => endRequest('/a'));
    expect(result.current).toBe(true);
    act(() => endRequest('/b'));
    expect(result.current).toBe(false);
    act(() => endRequest('/b'));
    expect(getActiveRequestCount()).toBe(0);
  });

  it('counts each Apollo request under its URL until it succeeds or fails', async () => {
    const first = deferred();
    const second = deferred();
    const answers = [first.promise, second.promise];
    const stub = createGraphQLFetchStub({ Ping: () => answers.shift()! });
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: vi.fn() });

    const ok = client.query({ query: PING });
    const failing = client.query({ query: PING, context: { queryDeduplication: false } }).catch(() => undefined);
    await vi.waitFor(() => expect(stub.requests).toHaveLength(2));
    expect(getActiveRequestCount('/graphql')).toBe(2);

    first.resolve({ data: { currentTime: '2025-01-01T00:00:00Z' } });
    await ok;
    expect(getActiveRequestCount('/graphql')).toBe(1);

    second.resolve({ networkFailure: true });
    await failing;
    expect(getActiveRequestCount('/graphql')).toBe(0);
  });
});
