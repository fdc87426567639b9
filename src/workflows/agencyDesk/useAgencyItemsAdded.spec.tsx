import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { realtimeMethods, type RealtimeEvent } from '../../providers/realtimeMethods.ts';
import { fakeSubscriptions } from '../../test/fakeSubscriptions.ts';
import { useAgencyItemsAdded, type WireTab } from './useAgencyItemsAdded.ts';

/** The data provider's realtime methods over a client whose subscriptions the test feeds by hand. */
function fakeRealtime() {
  const subscriptions = fakeSubscriptions<{ topic: string }, { data: { realtimeEvents: RealtimeEvent } }>();
  const client = { subscribe: subscriptions.subscribe } as unknown as SessionClient;
  const dataProvider = realtimeMethods(client) as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>;
  const send = (event: RealtimeEvent) => act(() => subscriptions.send(({ topic }) => topic === event.topic, { data: { realtimeEvents: event } }));
  const announce = (tabName: string, count: number, newestCreatedDate: string) => send({ topic: 'agencyItems', type: 'added', payload: { tabName, count, newestCreatedDate } });
  return { wrapper, send, announce, subscribers: subscriptions.count };
}

describe('useAgencyItemsAdded', () => {
  it('adds up what is announced for its tab after the newest item shown, and starts again when the list reloads', () => {
    const { wrapper, announce, send } = fakeRealtime();
    const { result, rerender } = renderHook(({ tab, since }: { tab: WireTab; since?: string }) => useAgencyItemsAdded(tab, since), {
      initialProps: { tab: 'contents', since: '2026-11-20T10:00:00.000Z' },
      wrapper,
    });
    expect(result.current).toBe(0);
    announce('contents', 2, '2026-11-20T10:05:00.000Z');
    announce('video', 5, '2026-11-20T10:06:00.000Z');
    announce('contents', 1, '2026-11-20T09:59:00.000Z'); // already on the list
    send({ topic: 'agencyItems', type: 'somethingElse', payload: { tabName: 'contents', count: 9, newestCreatedDate: '2026-11-20T10:06:00.000Z' } });
    announce('contents', 1, '2026-11-20T10:07:00.000Z');
    expect(result.current).toBe(3);

    rerender({ tab: 'contents', since: '2026-11-20T10:07:00.000Z' });
    expect(result.current).toBe(0);
    announce('contents', 4, '2026-11-20T10:08:00.000Z');
    expect(result.current).toBe(4);
  });

  it('counts everything for an empty list, and subscribes to nothing without a tab', () => {
    const { wrapper, announce, subscribers } = fakeRealtime();
    const { result, rerender, unmount } = renderHook(({ tab }: { tab?: WireTab }) => useAgencyItemsAdded(tab, undefined), { initialProps: { tab: 'video' }, wrapper });
    expect(subscribers()).toBe(1);
    announce('video', 2, '2020-01-01T00:00:00.000Z');
    expect(result.current).toBe(2);
    rerender({ tab: undefined });
    expect(subscribers()).toBe(0);
    expect(result.current).toBe(0);
    unmount();
  });
});
