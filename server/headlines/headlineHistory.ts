/** Every change of an item leaves its whole state in headline_item_history: old headlines are rebuilt from it. */
import type { Db } from '../db/client.ts';
import { headlineItemHistory, type HeadlineItemRow } from '../db/headlinesTable.ts';

export interface HistoryEntry {
  item: HeadlineItemRow;
  removed: boolean;
}

/** The row as JSON (dates as ISO text), as old headlines read it back. */
const stateOf = (item: HeadlineItemRow): Record<string, unknown> => JSON.parse(JSON.stringify(item)) as Record<string, unknown>;

export async function appendHistory(tx: Pick<Db, 'insert'>, entries: readonly HistoryEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(headlineItemHistory).values(entries.map(({ item, removed }) => ({ itemId: item.id, headlineId: item.headlineId, at, removed, state: stateOf(item) })));
}
