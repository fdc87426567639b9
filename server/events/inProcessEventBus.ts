import type { EventBus } from './eventBus.ts';
import { createLocalTopics } from './localTopics.ts';

/** The default bus: events reach the subscribers of this process only. */
export function createInProcessEventBus(): EventBus {
  const topics = createLocalTopics();
  return {
    async publish(topic, payload) {
      topics.deliver(topic, payload);
    },
    subscribe: (topic) => topics.listen(topic, Promise.resolve(), () => undefined),
    async close() {
      topics.endAll();
    },
  };
}
