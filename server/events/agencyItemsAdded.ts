import type { AddedItems, AgencyEventTab } from '../ingest/addedItems.ts';
import type { AgencyItemsAdded, EventBus } from './eventBus.ts';

export type { AgencyItemsAdded };

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
