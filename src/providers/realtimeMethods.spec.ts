import { describe, expect, it, vi } from 'vitest';
import type { SessionClient } from './deferredApolloClient.ts';
import { realtimeMethods, type RealtimeEvent } from './realtimeMethods.ts';

type Observer = { next: (result: { data: { realtimeEvents: RealtimeEvent } }) => void; error: (error: unknown) => void };

/** A client that records each subscription it opens; the test feeds and ends them. */
function fakeClient() {
  const opened: { topic: string; observer: Observer; closed: boolean }[] = [];
  const client = {
    subscribe: ({ variables }: { variables: { topic: string } }) => ({
      subscribe(observer: Observer) {
        const entry = { topic: variables.topic, observer, closed: false };
        opened.push(entry);
        return { unsubscribe: () => (entry.closed = true) };
      },
    }),
  } as unknown as SessionClient;
  return { client, opened };
}

describe('realtimeMethods', () => {
  it('shares one subscription per topic among its callbacks and closes it with the last one', async () => {
    const { client, opened } = fakeClient();
    const realtime = realtimeMethods(client);
    const [first, second, other] = [vi.fn(), vi.fn(), vi.fn()];
    await realtime.subscribe('agencyItems', first);
    await realtime.subscribe('agencyItems', second);
    await realtime.subscribe('record/contents/1', other);
    expect(opened.map((entry) => entry.topic)).toEqual(['agencyItems', 'record/contents/1']);

    const event = { topic: 'agencyItems', type: 'added', payload: { count: 1 } };
    opened[0]!.observer.next({ data: { realtimeEvents: event } });
    expect(first).toHaveBeenCalledWith(event);
    expect(second).toHaveBeenCalledWith(event);
    expect(other).not.toHaveBeenCalled();

    await realtime.unsubscribe('agencyItems', first);
    expect(opened[0]!.closed).toBe(false);
    await realtime.unsubscribe('agencyItems', second);
    expect(opened[0]!.closed).toBe(true);
    expect(opened[1]!.closed).toBe(false);
  });

  it('opens the topic again after the server ended it (a refusal)', async () => {
    const { client, opened } = fakeClient();
    const realtime = realtimeMethods(client);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await realtime.subscribe('agencyItems', vi.fn());
    opened[0]!.observer.error(new Error('FORBIDDEN'));
    await realtime.subscribe('agencyItems', vi.fn());
    expect(opened).toHaveLength(2);
    warn.mockRestore();
  });

  it('refuses to publish: the server publishes every topic', async () => {
    await expect(realtimeMethods(fakeClient().client).publish('agencyItems', { type: 'added', payload: {} })).rejects.toThrow(/server only/);
  });
});
