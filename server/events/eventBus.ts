import type { AgencyEventTab } from '../ingest/addedItems.ts';

/** The desk's "new items" notice: one per ingest batch and tab that added items. */
export interface AgencyItemsAdded {
  tabName: AgencyEventTab;
  count: number;
  /** ISO-8601: the newest item's createdDate, the desk's `firstCreatedDate` once it reloads. */
  newestCreatedDate: string;
}

/** Every topic and what it carries. */
export interface EventTopics {
  agencyItemsAdded: AgencyItemsAdded;
}

export type Topic = keyof EventTopics;

/** One subscriber's events in the order they were published; `return()` leaves the topic. */
export interface EventStream<T> extends AsyncIterableIterator<T> {
  /** Settles once an event published anywhere reaches this stream (on Redis: the channel is subscribed). */
  ready: Promise<void>;
}

/**
 * The server's events (architecture §7): in this process by default, through Redis pub/sub when
 * REDIS_URL is set, so every server and the ingest CLI share them. A stream is a graphql-yoga
 * subscription's source as it is.
 */
export interface EventBus {
  publish<K extends Topic>(topic: K, payload: EventTopics[K]): Promise<void>;
  subscribe<K extends Topic>(topic: K): EventStream<EventTopics[K]>;
  /** Ends every open stream and releases the connections. */
  close(): Promise<void>;
}
