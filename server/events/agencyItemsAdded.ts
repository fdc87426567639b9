import type { AddedItems, AgencyEventTab } from '../ingest/addedItems.ts';
import type { EventBus } from './eventBus.ts';

/** The desk's "new items" notice: one per ingest batch and tab that added items. */
export interface AgencyItemsAdded {
  tabName: AgencyEventTab;
  count: number;
  /** ISO-8601: the newest item's createdDate, the desk's `firstCreatedDate` once it reloads. */
  newestCreatedDate: string;
}

/**
 * Publishes one event per tab that got items. Resolves to why it could not (Redis unreachable),
 * never rejects: the items are stored whether or not anyone hears of them.
 */
export async function announceAgencyItemsAdded(events: EventBus, added: AddedItems): Promise<string | undefined> {
  try {
    for (const [tabName, tally] of Object.entries(added) as [AgencyEventTab, NonNullable<AddedItems[AgencyEventTab]>][]) {
      if (tally.count === 0) continue;
      await events.publish('agencyItemsAdded', { tabName, count: tally.count, newestCreatedDate: tally.newestCreatedDate.toISOString() });
    }
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
