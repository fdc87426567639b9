import { Redis } from 'ioredis';
import type { EventAddress, EventBus } from './eventBus.ts';
import { channelOf, createLocalTopics } from './localTopics.ts';

export interface RedisEventBusOptions {
  /** Channels are `<prefix><topic>/<site>`, so several deployments (or test runs) can share one Redis. */
  channelPrefix: string;
  log?: (message: string) => void;
}

/** What a channel carries: the key travels in the message, so one channel serves a site's topic. */
interface ChannelMessage {
  key?: string;
  payload: unknown;
}

/** A channel this process subscribed to, and how many of its streams listen on it. */
interface Joined {
  joined: Promise<void>;
  streams: number;
}

// A publish fails after a few reconnection attempts instead of waiting for Redis forever.
const CONNECTION_OPTIONS = { lazyConnect: true, maxRetriesPerRequest: 3 } as const;

async function shut(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
}

/** `topic/site` back into its parts; undefined for a channel no bus of ours writes. */
function addressOf(channel: string): Omit<EventAddress, 'key'> | undefined {
  const slash = channel.lastIndexOf('/');
  const site = Number(channel.slice(slash + 1));
  return slash > 0 && Number.isInteger(site) ? { topic: channel.slice(0, slash), site } : undefined;
}

/**
 * Events through Redis pub/sub: every process on the same Redis hears every publish, its own
 * included. A site's topic is one channel, subscribed while this process has a stream on it (keyed
 * or not). The subscribing connection opens at the first subscribe, so a publisher-only process
 * (the ingest CLI) holds one connection.
 */
export function createRedisEventBus(url: string, options: RedisEventBusOptions): EventBus {
  const { channelPrefix, log } = options;
  const topics = createLocalTopics();
  const report = (error: Error) => log?.(`events: Redis: ${error.message}`);
  // A connection in subscriber mode can send nothing but (un)subscribe commands.
  const publisher = new Redis(url, CONNECTION_OPTIONS).on('error', report);
  let subscriber: Redis | undefined;
  const channels = new Map<string, Joined>();

  function subscriberConnection(): Redis {
    subscriber ??= new Redis(url, CONNECTION_OPTIONS)
      .on('error', report)
      .on('message', (channel: string, message: string) => {
        const address = channel.startsWith(channelPrefix) ? addressOf(channel.slice(channelPrefix.length)) : undefined;
        if (!address) return;
        try {
          const { key, payload } = JSON.parse(message) as ChannelMessage;
          topics.deliver({ ...address, key }, payload);
        } catch {
          log?.(`events: ignored a message on ${channel} that is not JSON`);
        }
      });
    return subscriber;
  }

  function joinChannel(channel: string): Joined {
    const entry = channels.get(channel);
    if (entry) {
      entry.streams += 1;
      return entry;
    }
    const joined: Joined = { joined: subscriberConnection().subscribe(channelPrefix + channel).then(() => undefined), streams: 1 };
    channels.set(channel, joined);
    joined.joined.catch((error: Error) => {
      if (channels.get(channel) === joined) channels.delete(channel);
      report(error);
    });
    return joined;
  }

  function leaveChannel(channel: string, entry: Joined) {
    // A channel whose subscription failed was forgotten; its streams have nothing to leave.
    if (channels.get(channel) !== entry || --entry.streams > 0) return;
    channels.delete(channel);
    subscriber?.unsubscribe(channelPrefix + channel).catch(report);
  }

  return {
    async publish(address, payload) {
      const message: ChannelMessage = { key: address.key, payload: payload ?? null };
      await publisher.publish(channelPrefix + channelOf(address), JSON.stringify(message));
    },
    subscribe(address) {
      const channel = channelOf(address);
      const entry = joinChannel(channel);
      return topics.listen(address, entry.joined, () => leaveChannel(channel, entry));
    },
    async close() {
      topics.endAll();
      await Promise.all([shut(publisher), subscriber ? shut(subscriber) : undefined]);
    },
  };
}
