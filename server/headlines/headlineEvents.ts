/**
 * A headline's changes on the event bus (this process, or Redis across servers), one topic per site
 * and headline category: a board shows one category, and re-reads the headline an event names.
 */
import type { EventAddress, EventBus, EventStream } from '../events/eventBus.ts';

export const HEADLINE_TOPIC = 'headlines';

export type HeadlineChangeKind = 'saved' | 'moved' | 'pinned' | 'removed' | 'pending' | 'promoted';

export interface HeadlineChange {
  headlineId: string;
  version: number;
  kind: HeadlineChangeKind;
  itemId: string | null;
  byUserId: string | null;
  at: string;
}

const addressOf = (site: number, headlineCategoryId: number | string): EventAddress => ({ topic: HEADLINE_TOPIC, site, key: String(headlineCategoryId) });

/** Resolves to why it could not (Redis unreachable), never rejects: the change is committed either way. */
export async function publishHeadlineChange(events: EventBus, site: number, headlineCategoryId: number, change: HeadlineChange): Promise<string | undefined> {
  try {
    await events.publish(addressOf(site, headlineCategoryId), change);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const headlineChanges = (events: EventBus, site: number, headlineCategoryId: string): EventStream<HeadlineChange> =>
  events.subscribe<HeadlineChange>(addressOf(site, headlineCategoryId));
