/**
 * The delivery cache's purges across servers (deliveryCache.ts; docs/delivery-api.md, "Cached
 * answers"): with REDIS_URL every server keeps its own entries and hears every purge on one
 * channel, `<prefix>delivery-cache:purge`, through a subscription it holds from start to stop.
 *
 * A purge drops the entries here, publishes `{ id, from, tags }` and waits: each server (this one
 * included) drops them and answers on the purger's own channel `<prefix>delivery-cache:ack:<server>`;
 * the purge returns when as many servers confirmed as PUBLISH reported receivers, and fails
 * (DeliveryCachePurgeError) after `purgeTimeoutMs`. While this server's subscription is down it
 * keeps nothing (it might miss a purge), and when it comes back it drops everything it had.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DeliveryCacheConfig, EventsConfig } from '../config.ts';
import { createInProcessDeliveryCache, createLocalStore, DeliveryCachePurgeError, type DeliveryCache } from './deliveryCache.ts';

export interface RedisDeliveryCacheOptions extends DeliveryCacheConfig {
  /** The event bus's prefix (`newsroom:`): several deployments, or test runs, share one Redis. */
  channelPrefix: string;
  log?: (message: string) => void;
}

/** The channel every server hears purges on. */
export const purgeChannel = (channelPrefix: string) => `${channelPrefix}delivery-cache:purge`;
const ackChannel = (channelPrefix: string, server: string) => `${channelPrefix}delivery-cache:ack:${server}`;

/** What the purge channel carries. */
export interface PurgeMessage {
  id: string;
  /** The purging server, whose ack channel the others answer on. */
  from: string;
  tags: string[];
}

interface Waiting {
  acks: number;
  expected?: number;
  settle(error?: Error): void;
}

// A command fails after a few reconnection attempts instead of waiting for Redis forever.
const CONNECTION_OPTIONS = { maxRetriesPerRequest: 3 } as const;

async function shut(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
  else connection.disconnect();
}

export function createRedisDeliveryCache(url: string, options: RedisDeliveryCacheOptions): DeliveryCache {
  const { channelPrefix, purgeTimeoutMs, log } = options;
  const store = createLocalStore(options);
  const server = randomUUID();
  const purges = purgeChannel(channelPrefix);
  const acks = ackChannel(channelPrefix, server);
  const waiting = new Map<string, Waiting>();
  const report = (error: Error) => log?.(`delivery cache: Redis: ${error.message}`);
  const publisher = new Redis(url, CONNECTION_OPTIONS).on('error', report);
  // Named, so an operator (or a test) can tell this server's subscription in CLIENT LIST.
  const subscriber = new Redis(url, { ...CONNECTION_OPTIONS, connectionName: `${channelPrefix}delivery-cache:${server}` }).on('error', report);
  store.setKeeping(false);

  let listening = subscribe();
  function subscribe(): Promise<void> {
    const joined = subscriber.subscribe(purges, acks).then(() => {
      // Whatever was kept before may have missed a purge: start empty.
      store.dropAll();
      store.setKeeping(true);
    });
    joined.catch(report);
    return joined;
  }
  subscriber.on('close', () => store.setKeeping(false));
  // ioredis subscribes again on reconnection; this is the moment to start keeping, empty, again.
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) listening = subscribe();
    connectedOnce = true;
  });

  subscriber.on('message', (channel: string, text: string) => {
    if (channel === acks) {
      const entry = waiting.get(text);
      if (!entry) return;
      entry.acks += 1;
      if (entry.expected !== undefined && entry.acks >= entry.expected) entry.settle();
      return;
    }
    if (channel !== purges) return;
    let message: PurgeMessage;
    try {
      message = JSON.parse(text) as PurgeMessage;
      if (!Array.isArray(message.tags) || typeof message.id !== 'string' || typeof message.from !== 'string') throw new Error('not a purge');
    } catch {
      log?.('delivery cache: ignored a purge message that is not one');
      return;
    }
    store.drop(message.tags.map(String));
    publisher.publish(ackChannel(channelPrefix, message.from), message.id).catch(report);
  });

  async function purge(tags: readonly string[]): Promise<{ servers: number }> {
    store.drop(tags);
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const entry: Waiting = { acks: 0, settle: () => undefined };
    const confirmed = new Promise<void>((resolve, reject) => {
      entry.settle = (error) => (error ? reject(error) : resolve());
      timer = setTimeout(
        () => entry.settle(new DeliveryCachePurgeError(`${entry.acks} of ${entry.expected ?? '?'} servers confirmed the purge within ${purgeTimeoutMs} ms`)),
        purgeTimeoutMs,
      );
    });
    waiting.set(id, entry);
    try {
      const message: PurgeMessage = { id, from: server, tags: [...tags] };
      const sent = Promise.race([listening, confirmed])
        .then(() => publisher.publish(purges, JSON.stringify(message)))
        .then((receivers) => {
          // This server hears its own purges: nobody listening means its subscription is down.
          if (receivers < 1) throw new DeliveryCachePurgeError('no server heard the purge');
          entry.expected = receivers;
          if (entry.acks >= receivers) entry.settle();
        });
      sent.catch((error: Error) => entry.settle(error instanceof DeliveryCachePurgeError ? error : new DeliveryCachePurgeError(error.message)));
      await confirmed;
      return { servers: entry.expected! };
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  }

  return {
    answer: store.answer,
    purge,
    async purgeAfterWrite(tags) {
      await purge(tags).catch((error: Error) => log?.(`delivery cache: a purge after a write failed (entries expire within the TTL): ${error.message}`));
    },
    async close() {
      store.dropAll();
      for (const entry of waiting.values()) entry.settle(new DeliveryCachePurgeError('the server is stopping'));
      await Promise.all([shut(publisher), shut(subscriber)]);
    },
  };
}

/** Purges over Redis when REDIS_URL is set, else in this process only. */
export function openDeliveryCache(config: DeliveryCacheConfig, events: EventsConfig, log?: (message: string) => void): DeliveryCache {
  return events.redisUrl
    ? createRedisDeliveryCache(events.redisUrl, { ...config, channelPrefix: events.channelPrefix, log })
    : createInProcessDeliveryCache({ ...config, log });
}
