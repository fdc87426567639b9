/** The auto headline (spec 02 §3): computed on read, never stored. */
import type { Db } from '../db/client.ts';
import type { HeadlineItemRow, HeadlineRow } from '../db/headlinesTable.ts';

/** Not yet: an auto headline shows its manual items only. */
export async function autoItems(_db: Pick<Db, 'select'>, _headline: HeadlineRow, _own: readonly HeadlineItemRow[]): Promise<HeadlineItemRow[]> {
  return [];
}
