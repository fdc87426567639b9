import type { EventAddress } from './eventBus.ts';

/** What a realtime topic carries, as react-admin's realtime events are shaped (the topic is where it went). */
export interface TopicEvent<P = unknown> {
  type: string;
  payload: P;
}

export interface TopicRule {
  /** The permission ('category.keyword' of resources/permissionCatalogue.ts) that reads the topic, per site. */
  read: string;
}

/**
 * Every topic the admin may subscribe to through `Subscription.realtimeEvents`. A topic not here
 * cannot be subscribed; events are published by the server only (the admin's `publish` is refused).
 */
export const REALTIME_TOPICS = {
  /** The wire ingest added items to the agency desk: `{ type: 'added', payload: AgencyItemsAdded }`. */
  agencyItems: { read: 'agency.view' },
  /** A video of the process queue changed (state, progress, renditions): `{ type: 'changed', payload: VideoProcessChange }` (server/videoQueue/videoEvents.ts). */
  videoProcesses: { read: 'content.view' },
} as const satisfies Record<string, TopicRule>;

export type RealtimeTopic = keyof typeof REALTIME_TOPICS;

export const isRealtimeTopic = (name: string): name is RealtimeTopic => Object.hasOwn(REALTIME_TOPICS, name);

/**
 * The admin's topic string on a site: `agencyItems` is the whole topic, `record/contents/123` the
 * key `contents/123` of topic `record`. Undefined for a topic the registry does not list.
 */
export function topicAddress(topic: string, site: number): (EventAddress & { topic: RealtimeTopic }) | undefined {
  const slash = topic.indexOf('/');
  const name = slash < 0 ? topic : topic.slice(0, slash);
  if (!isRealtimeTopic(name)) return undefined;
  return slash < 0 ? { topic: name, site } : { topic: name, site, key: topic.slice(slash + 1) };
}
