import type { EventStream } from './eventBus.ts';

/** A subscriber that stops reading (a stalled socket) keeps only the newest events, not all of them. */
const MAX_BUFFERED = 100;

type Listener = (payload: unknown) => void;

/** The streams of this process, by topic: what both buses hand their events to. */
export function createLocalTopics() {
  const listeners = new Map<string, Set<Listener>>();
  const endings = new Set<() => void>();

  function listen<T>(topic: string, ready: Promise<void>, onLeave: () => void): EventStream<T> {
    const buffered: T[] = [];
    const waiting: ((result: IteratorResult<T>) => void)[] = [];
    let ended = false;

    const listener: Listener = (payload) => {
      const resolve = waiting.shift();
      if (resolve) {
        resolve({ value: payload as T, done: false });
        return;
      }
      buffered.push(payload as T);
      if (buffered.length > MAX_BUFFERED) buffered.shift();
    };
    const end = () => {
      if (ended) return;
      ended = true;
      endings.delete(end);
      const topicListeners = listeners.get(topic);
      topicListeners?.delete(listener);
      if (topicListeners?.size === 0) listeners.delete(topic);
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      onLeave();
    };

    // Registered now, not at the first next(): nothing published after subscribe() returns is missed.
    if (!listeners.has(topic)) listeners.set(topic, new Set());
    listeners.get(topic)!.add(listener);
    endings.add(end);

    return {
      ready,
      next() {
        if (buffered.length > 0) return Promise.resolve({ value: buffered.shift()!, done: false });
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => waiting.push(resolve));
      },
      return() {
        end();
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  return {
    listen,
    deliver(topic: string, payload: unknown) {
      for (const listener of listeners.get(topic) ?? []) listener(payload);
    },
    /** How many streams of this process listen to `topic`. */
    listening: (topic: string) => listeners.get(topic)?.size ?? 0,
    endAll() {
      for (const end of [...endings]) end();
    },
  };
}
