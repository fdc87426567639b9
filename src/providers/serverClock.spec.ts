import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLFetchStub } from '../test/graphqlFetchStub.ts';
import { createApolloClient } from './apolloClient.ts';
import { computeOffset, setServerClockOffset, syncServerClock, useServerClock } from './serverClock.ts';

afterEach(() => {
  vi.useRealTimers();
  setServerClockOffset(0);
});

describe('server clock', () => {
  it('computes the offset of the server time to the local clock', () => {
    const local = Date.parse('2025-03-01T10:00:00.000Z');
    expect(computeOffset('2025-03-01T10:00:05.000Z', local)).toBe(5000);
    expect(computeOffset('2025-03-01T09:59:58.500Z', local)).toBe(-1500);
    expect(() => computeOffset('not a time', local)).toThrow();
  });

  it('syncs from getCurrentTime, taking the request midpoint as the local moment', async () => {
    const stub = createGraphQLFetchStub({ getCurrentTime: { data: { currentTime: '2030-01-01T00:00:00.000Z' } } });
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: vi.fn() });
    const before = Date.now();
    const offset = await syncServerClock(client);
    const after = Date.now();
    const server = Date.parse('2030-01-01T00:00:00.000Z');
    expect(offset).toBeLessThanOrEqual(server - before);
    expect(offset).toBeGreaterThanOrEqual(server - after);
    expect(stub.requests[0].operationName).toBe('getCurrentTime');
  });

  it('shows local time plus the offset, refreshed every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2025-03-01T10:00:00.000Z'));
    setServerClockOffset(90_000);
    const { result } = renderHook(() => useServerClock());
    expect(result.current.toISOString()).toBe('2025-03-01T10:01:30.000Z');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toISOString()).toBe('2025-03-01T10:01:31.000Z');
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.toISOString()).toBe('2025-03-01T10:01:34.000Z');
  });
});
