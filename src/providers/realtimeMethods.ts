import { graphql } from '../graphql/index.ts';
import type { SessionClient } from './deferredApolloClient.ts';

const REALTIME_EVENTS = graphql(`
  subscription RealtimeEvents($topic: String!) {
    realtimeEvents(topic: $topic) { topic type payload }
  }
`);

/** An event of a topic, as react-admin's realtime contract has it. */
export interface RealtimeEvent {
  topic: string;
  type: string;
  payload?: unknown;
}

export type RealtimeCallback = (event: RealtimeEvent) => void;

/** A topic's one server subscription and the callbacks it feeds. */
interface TopicSubscription {
  callbacks: Set<RealtimeCallback>;
  unsubscribe(): void;
}

/**
 * react-admin's realtime contract (`subscribe`, `unsubscribe`, `publish`) over the app's one
 * graphql-ws connection. Topics are the server's (server/events/realtimeTopics.ts): `agencyItems`,
 * or a topic and a key, `record/contents/123`. Every callback of a topic shares one subscription.
 */
export const realtimeMethods = (client: Pick<SessionClient, 'subscribe'>) => {
  const topics = new Map<string, TopicSubscription>();

  function open(topic: string): TopicSubscription {
    const callbacks = new Set<RealtimeCallback>();
    const subscription = client.subscribe({ query: REALTIME_EVENTS, variables: { topic } }).subscribe({
      next: ({ data }) => {
        const event = data?.realtimeEvents;
        if (event) for (const callback of [...callbacks]) callback({ topic: event.topic, type: event.type, payload: event.payload });
      },
      error: (error: unknown) => {
        if (topics.get(topic)?.callbacks === callbacks) topics.delete(topic);
        console.warn(`The realtime topic ${topic} ended`, error);
      },
    });
    return { callbacks, unsubscribe: () => subscription.unsubscribe() };
  }

  return {
    async subscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }> {
      let subscription = topics.get(topic);
      if (!subscription) {
        subscription = open(topic);
        topics.set(topic, subscription);
      }
      subscription.callbacks.add(callback);
      return { data: null };
    },
    async unsubscribe(topic: string, callback: RealtimeCallback): Promise<{ data: null }> {
      const subscription = topics.get(topic);
      subscription?.callbacks.delete(callback);
      if (subscription && subscription.callbacks.size === 0) {
        topics.delete(topic);
        subscription.unsubscribe();
      }
      return { data: null };
    },
    /** The server publishes every topic's events itself (after the writes they announce); the admin publishes none. */
    async publish(topic: string, event: Omit<RealtimeEvent, 'topic'>): Promise<never> {
      void event;
      throw new Error(`Events of ${topic} are published by the server only`);
    },
  };
};
