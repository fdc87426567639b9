import type { EventBus } from './eventBus.ts';
import { createLocalTopics } from './localTopics.ts';

/** The default bus: events reach the subscribers of this process only. */
export function createInProcessEventBus(): EventBus {
  const topics = createLocalTopics();
  return {
    async publish(address, payload) {
      // Through JSON as on Redis: a subscriber never shares an object with the publisher.
      topics.deliver(address, JSON.parse(JSON.stringify(payload ?? null)));
    },
    subscribe: (address) => topics.listen(address, Promise.resolve(), () => undefined),
    async close() {
      topics.endAll();
    },
  };
}
