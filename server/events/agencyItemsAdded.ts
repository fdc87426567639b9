import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import type { AddedItems, AgencyEventTab } from '../ingest/addedItems.ts';
import type { EventBus } from './eventBus.ts';
import type { RealtimeTopic, TopicEvent } from './realtimeTopics.ts';

/** The desk's "new items" notice: one per ingest batch and tab that added items. */
export interface AgencyItemsAdded {
  tabName: AgencyEventTab;
  count: number;
  /** ISO-8601: the newest item's createdDate, the desk's `firstCreatedDate` once it reloads. */
  newestCreatedDate: string;
}

export const AGENCY_ITEMS_TOPIC = 'agencyItems' satisfies RealtimeTopic;

export type AgencyItemsEvent = TopicEvent<AgencyItemsAdded> & { type: 'added' };

/**
 * Publishes one event per site and tab that got items: the wire serves every site, and each
 * site's desk hears only its own topic. Resolves to why it could not (Redis unreachable), never
 * rejects: the items are stored whether or not anyone hears of them.
 */
export async function announceAgencyItemsAdded(db: Db, events: EventBus, added: AddedItems): Promise<string | undefined> {
  try {
    const tallies = Object.entries(added).filter(([, tally]) => tally.count > 0) as [AgencyEventTab, NonNullable<AddedItems[AgencyEventTab]>][];
    if (tallies.length === 0) return undefined;
    const siteIds = (await db.select({ id: sites.id }).from(sites)).map((site) => site.id);
    for (const [tabName, tally] of tallies) {
      const event: AgencyItemsEvent = { type: 'added', payload: { tabName, count: tally.count, newestCreatedDate: tally.newestCreatedDate.toISOString() } };
      await Promise.all(siteIds.map((site) => events.publish({ topic: AGENCY_ITEMS_TOPIC, site }, event)));
    }
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
