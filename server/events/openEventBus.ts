import type { EventsConfig } from '../config.ts';
import type { EventBus } from './eventBus.ts';
import { createInProcessEventBus } from './inProcessEventBus.ts';
import { createRedisEventBus } from './redisEventBus.ts';

/** Redis pub/sub when REDIS_URL is set, else this process only. */
export function openEventBus(config: EventsConfig, log?: (message: string) => void): EventBus {
  return config.redisUrl ? createRedisEventBus(config.redisUrl, { channelPrefix: config.channelPrefix, log }) : createInProcessEventBus();
}
