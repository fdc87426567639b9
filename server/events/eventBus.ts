/**
 * Where an event goes: a topic of one site, and within it one key when the event is about one thing
 * (a record: `{ topic: 'record', site: 4, key: 'contents/123' }`). A subscriber of the topic without
 * a key hears every key of its site; a subscriber with a key hears that key only.
 */
export interface EventAddress {
  topic: string;
  site: number;
  key?: string;
}

/** One subscriber's events in the order they were published; `return()` leaves the topic. */
export interface EventStream<T> extends AsyncIterableIterator<T> {
  /** Settles once an event published anywhere reaches this stream (on Redis: the channel is subscribed). */
  ready: Promise<void>;
}

/**
 * The server's events (architecture §7): in this process by default, through Redis pub/sub when
 * REDIS_URL is set, so every server and the ingest CLI share them. A stream is a graphql-yoga
 * subscription's source as it is. Payloads travel as JSON.
 */
export interface EventBus {
  publish(address: EventAddress, payload: unknown): Promise<void>;
  subscribe<T = unknown>(address: EventAddress): EventStream<T>;
  /** Ends every open stream and releases the connections. */
  close(): Promise<void>;
}
