import { Redis } from 'ioredis';
import type { EventBus } from './eventBus.ts';
import { createLocalTopics } from './localTopics.ts';

export interface RedisEventBusOptions {
  /** Channels are `<prefix><topic>`, so several deployments (or test runs) can share one Redis. */
  channelPrefix: string;
  log?: (message: string) => void;
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

/**
 * Events through Redis pub/sub: every process on the same Redis hears every publish, its own
 * included. A topic's channel is subscribed while this process has a stream on it. The
 * subscribing connection opens at the first subscribe, so a publisher-only process (the ingest
 * CLI) holds one connection.
 */
export function createRedisEventBus(url: string, options: RedisEventBusOptions): EventBus {
  const { channelPrefix, log } = options;
  const topics = createLocalTopics();
  const report = (error: Error) => log?.(`events: Redis: ${error.message}`);
  // A connection in subscriber mode can send nothing but (un)subscribe commands.
  const publisher = new Redis(url, CONNECTION_OPTIONS).on('error', report);
  let subscriber: Redis | undefined;
  const channels = new Map<string, Promise<void>>();

  function subscriberConnection(): Redis {
    subscriber ??= new Redis(url, CONNECTION_OPTIONS)
      .on('error', report)
      .on('message', (channel: string, message: string) => {
        if (!channel.startsWith(channelPrefix)) return;
        try {
          topics.deliver(channel.slice(channelPrefix.length), JSON.parse(message));
        } catch {
          log?.(`events: ignored a message on ${channel} that is not JSON`);
        }
      });
    return subscriber;
  }

  function joinChannel(topic: string): Promise<void> {
    let joined = channels.get(topic);
    if (!joined) {
      joined = subscriberConnection()
        .subscribe(channelPrefix + topic)
        .then(() => undefined);
      channels.set(topic, joined);
      joined.catch((error: Error) => {
        if (channels.get(topic) === joined) channels.delete(topic);
        report(error);
      });
    }
    return joined;
  }

  function leaveChannel(topic: string) {
    if (topics.listening(topic) > 0 || !channels.has(topic)) return;
    channels.delete(topic);
    subscriber?.unsubscribe(channelPrefix + topic).catch(report);
  }

  return {
    async publish(topic, payload) {
      await publisher.publish(channelPrefix + topic, JSON.stringify(payload));
    },
    subscribe(topic) {
      const ready = joinChannel(topic);
      return topics.listen(topic, ready, () => leaveChannel(topic));
    },
    async close() {
      topics.endAll();
      await Promise.all([shut(publisher), subscriber ? shut(subscriber) : undefined]);
    },
  };
}
