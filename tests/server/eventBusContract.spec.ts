import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import type { EventAddress, EventBus } from '../../server/events/eventBus.ts';
import { createInProcessEventBus } from '../../server/events/inProcessEventBus.ts';
import { createRedisEventBus } from '../../server/events/redisEventBus.ts';
import { nextWithin } from './support/nextWithin.ts';
import { redisAnswers, TEST_REDIS_URL, testChannelPrefix } from './support/testRedis.ts';

const redisUp = await redisAnswers();

const AGENCY_4: EventAddress = { topic: 'agencyItems', site: 4 };
const AGENCY_5: EventAddress = { topic: 'agencyItems', site: 5 };
const record = (key: string): EventAddress => ({ topic: 'record', site: 4, key });

/**
 * What every bus does, whatever carries the events. A stream that must stay silent is checked
 * after a later event on it arrives, so "nothing" is proven by order, not by waiting.
 */
function busContract(open: () => EventBus) {
  async function withBus(run: (bus: EventBus) => Promise<void>) {
    const bus = open();
    try {
      await run(bus);
    } finally {
      await bus.close();
    }
  }

  it('delivers to every stream of an address, in order, and nothing after a stream is left', () =>
    withBus(async (bus) => {
      const first = bus.subscribe(AGENCY_4);
      const second = bus.subscribe(AGENCY_4);
      await Promise.all([first.ready, second.ready]);
      await bus.publish(AGENCY_4, { n: 1 });
      await bus.publish(AGENCY_4, { n: 2 });
      expect([await nextWithin(first), await nextWithin(first)]).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await nextWithin(second)).toEqual({ n: 1 });
      await first.return!();
      expect(await first.next()).toEqual({ value: undefined, done: true });
      expect(await nextWithin(second)).toEqual({ n: 2 });
    }));

  it('keeps sites apart: an event of site 5 never reaches a subscriber of site 4', () =>
    withBus(async (bus) => {
      const site4 = bus.subscribe(AGENCY_4);
      const site5 = bus.subscribe(AGENCY_5);
      await Promise.all([site4.ready, site5.ready]);
      await bus.publish(AGENCY_5, { for: 5 });
      await bus.publish(AGENCY_4, { for: 4 });
      expect(await nextWithin(site4)).toEqual({ for: 4 });
      expect(await nextWithin(site5)).toEqual({ for: 5 });
    }));

  it('delivers a keyed event to the subscribers of that key and of the whole topic, never to another key', () =>
    withBus(async (bus) => {
      const one = bus.subscribe(record('contents/1'));
      const two = bus.subscribe(record('contents/2'));
      const all = bus.subscribe({ topic: 'record', site: 4 });
      const otherSite = bus.subscribe({ topic: 'record', site: 5, key: 'contents/1' });
      await Promise.all([one.ready, two.ready, all.ready, otherSite.ready]);
      await bus.publish(record('contents/1'), { id: 1 });
      await bus.publish(record('contents/2'), { id: 2 });
      await bus.publish({ topic: 'record', site: 5, key: 'contents/1' }, { id: 'site 5' });
      expect(await nextWithin(one)).toEqual({ id: 1 });
      expect(await nextWithin(two)).toEqual({ id: 2 });
      expect([await nextWithin(all), await nextWithin(all)]).toEqual([{ id: 1 }, { id: 2 }]);
      expect(await nextWithin(otherSite)).toEqual({ id: 'site 5' });
    }));

  it('carries a payload through as JSON, unshared with the publisher', () =>
    withBus(async (bus) => {
      const stream = bus.subscribe(AGENCY_4);
      await stream.ready;
      const payload = { type: 'added', payload: { text: 'Çağrı “quoted” 🗞', nested: [1, null, { deep: true }], at: new Date('2026-11-20T10:00:00Z') } };
      await bus.publish(AGENCY_4, payload);
      const received = await nextWithin(stream);
      expect(received).toEqual({ type: 'added', payload: { ...payload.payload, at: '2026-11-20T10:00:00.000Z' } });
      expect(received).not.toBe(payload);
    }));

  it('ends open streams on close', async () => {
    const bus = open();
    const stream = bus.subscribe(AGENCY_4);
    await stream.ready;
    const pending = stream.next();
    await bus.close();
    expect(await pending).toEqual({ value: undefined, done: true });
  });
}

describe('the in-process event bus', () => {
  busContract(createInProcessEventBus);
});

const redisLabel = redisUp ? `the Redis event bus (${TEST_REDIS_URL})` : `the Redis event bus: skipped, nothing answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`;

describe.skipIf(!redisUp)(redisLabel, () => {
  const channelPrefix = testChannelPrefix();
  busContract(() => createRedisEventBus(TEST_REDIS_URL, { channelPrefix }));

  it('carries events between processes: a publisher-only bus (the ingest CLI) reaches another bus, which leaves the channel with its last stream', async () => {
    const cli = createRedisEventBus(TEST_REDIS_URL, { channelPrefix });
    const server = createRedisEventBus(TEST_REDIS_URL, { channelPrefix });
    const observer = new Redis(TEST_REDIS_URL);
    const subscribers = async () => ((await observer.pubsub('NUMSUB', `${channelPrefix}agencyItems/4`)) as [string, number])[1];
    try {
      const stream = server.subscribe(AGENCY_4);
      const keyed = server.subscribe({ ...AGENCY_4, key: 'one' });
      await Promise.all([stream.ready, keyed.ready]);
      expect(await subscribers()).toBe(1);
      await cli.publish(AGENCY_4, { count: 3 });
      expect(await nextWithin(stream)).toEqual({ count: 3 });
      await stream.return!();
      expect(await subscribers()).toBe(1);
      await keyed.return!();
      await vi.waitFor(async () => expect(await subscribers()).toBe(0));
    } finally {
      await Promise.all([cli.close(), server.close(), observer.quit()]);
    }
  });

  it('rejects a publish when Redis cannot be reached, instead of waiting for it', async () => {
    const bus = createRedisEventBus('redis://127.0.0.1:1', { channelPrefix });
    try {
      await expect(bus.publish(AGENCY_4, { count: 1 })).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});
