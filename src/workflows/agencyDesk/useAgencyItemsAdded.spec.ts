import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { useAgencyItemsAdded, type AgencyItemsAdded, type WireTab } from './useAgencyItemsAdded.ts';

/** A client whose one subscription the test feeds by hand. */
function fakeClient() {
  const observers = new Set<{ next: (result: { data: { agencyItemsAdded: AgencyItemsAdded } }) => void }>();
  const client = {
    subscribe: () => ({
      subscribe(observer: { next: (result: { data: { agencyItemsAdded: AgencyItemsAdded } }) => void }) {
        observers.add(observer);
        return { unsubscribe: () => observers.delete(observer) };
      },
    }),
  } as unknown as SessionClient;
  const announce = (tabName: string, count: number, newestCreatedDate: string) =>
    act(() => observers.forEach((observer) => observer.next({ data: { agencyItemsAdded: { tabName, count, newestCreatedDate } } })));
  return { client, announce, subscribers: () => observers.size };
}

describe('useAgencyItemsAdded', () => {
  it('adds up what is announced for its tab after the newest item shown, and starts again when the list reloads', () => {
    const { client, announce } = fakeClient();
    const { result, rerender } = renderHook(({ tab, since }: { tab: WireTab; since?: string }) => useAgencyItemsAdded(tab, since, client), {
      initialProps: { tab: 'contents', since: '2026-11-20T10:00:00.000Z' },
    });
    expect(result.current).toBe(0);
    announce('contents', 2, '2026-11-20T10:05:00.000Z');
    announce('video', 5, '2026-11-20T10:06:00.000Z');
    announce('contents', 1, '2026-11-20T09:59:00.000Z'); // already on the list
    announce('contents', 1, '2026-11-20T10:07:00.000Z');
    expect(result.current).toBe(3);

    rerender({ tab: 'contents', since: '2026-11-20T10:07:00.000Z' });
    expect(result.current).toBe(0);
    announce('contents', 4, '2026-11-20T10:08:00.000Z');
    expect(result.current).toBe(4);
  });

  it('counts everything for an empty list, and subscribes to nothing without a tab', () => {
    const { client, announce, subscribers } = fakeClient();
    const { result, rerender, unmount } = renderHook(({ tab }: { tab?: WireTab }) => useAgencyItemsAdded(tab, undefined, client), { initialProps: { tab: 'video' } });
    announce('video', 2, '2020-01-01T00:00:00.000Z');
    expect(result.current).toBe(2);
    rerender({ tab: undefined });
    expect(subscribers()).toBe(0);
    expect(result.current).toBe(0);
    unmount();
  });
});
