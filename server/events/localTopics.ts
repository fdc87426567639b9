import type { EventAddress, EventStream } from './eventBus.ts';

/** A subscriber that stops reading (a stalled socket) keeps only the newest events, not all of them. */
const MAX_BUFFERED = 100;

type Listener = (payload: unknown) => void;

/** One topic of one site: what a Redis channel carries, keyed or not. */
export const channelOf = ({ topic, site }: EventAddress): string => `${topic}/${site}`;

const listenerKey = ({ topic, site, key }: EventAddress): string => JSON.stringify(key === undefined ? [topic, site] : [topic, site, key]);

/** The streams of this process, by address: what both buses hand their events to. */
export function createLocalTopics() {
  const listeners = new Map<string, Set<Listener>>();
  const endings = new Set<() => void>();

  function listen<T>(address: EventAddress, ready: Promise<void>, onLeave: () => void): EventStream<T> {
    const at = listenerKey(address);
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
      const addressListeners = listeners.get(at);
      addressListeners?.delete(listener);
      if (addressListeners?.size === 0) listeners.delete(at);
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      onLeave();
    };

    // Registered now, not at the first next(): nothing published after subscribe() returns is missed.
    if (!listeners.has(at)) listeners.set(at, new Set());
    listeners.get(at)!.add(listener);
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
    /** To the topic's subscribers on the address's site, and to its key's when it has one. */
    deliver(address: EventAddress, payload: unknown) {
      const targets = [listeners.get(listenerKey({ topic: address.topic, site: address.site }))];
      if (address.key !== undefined) targets.push(listeners.get(listenerKey(address)));
      for (const set of targets) for (const listener of set ?? []) listener(payload);
    },
    endAll() {
      for (const end of [...endings]) end();
    },
  };
}
