/** The desk tabs wire items land in: agency contents, or videos. */
export type AgencyEventTab = 'contents' | 'video';

/** Items an ingest added, per tab: how many and the newest `createdDate`. */
export type AddedItems = Partial<Record<AgencyEventTab, { count: number; newestCreatedDate: Date }>>;

export function noteAdded(added: AddedItems, tab: AgencyEventTab, createdDate: Date, count = 1): void {
  const tally = added[tab];
  if (!tally) {
    added[tab] = { count, newestCreatedDate: createdDate };
    return;
  }
  tally.count += count;
  if (createdDate > tally.newestCreatedDate) tally.newestCreatedDate = createdDate;
}

export function mergeAdded(into: AddedItems, more: AddedItems): void {
  for (const [tab, tally] of Object.entries(more) as [AgencyEventTab, NonNullable<AddedItems[AgencyEventTab]>][]) {
    noteAdded(into, tab, tally.newestCreatedDate, tally.count);
  }
}
