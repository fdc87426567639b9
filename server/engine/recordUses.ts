/**
 * Who uses a record beyond the declarations' reference fields (a library file used by contents, a
 * content placed on a headline; mailings, stories, menus and notifications next): each feature
 * registers its uses of a resource's records at start, and a delete asks them all. The engine
 * knows no feature: it only asks what was registered.
 */
import type { Db } from '../db/client.ts';
import type { Row } from './records.ts';

/** One kind of record that uses the deleted one: its resource name (for its label), how many, and where when it can say. */
export interface RecordUse {
  name: string;
  count: number;
  /** The places by name (a headline's type), shown after the count. */
  where?: readonly string[];
}

export type UsesCheck = (tx: Pick<Db, 'select'>, row: Row) => Promise<RecordUse[]>;

const registered = new Map<string, UsesCheck[]>();

/** `check` tells who uses a record of `resourceName`; registering the same check again (each app a process starts) changes nothing. */
export function registerRecordUses(resourceName: string, check: UsesCheck): void {
  const checks = registered.get(resourceName) ?? [];
  if (!checks.includes(check)) registered.set(resourceName, [...checks, check]);
}

export async function otherUses(resourceName: string, tx: Pick<Db, 'select'>, row: Row): Promise<RecordUse[]> {
  const found: RecordUse[] = [];
  for (const check of registered.get(resourceName) ?? []) found.push(...(await check(tx, row)));
  return found;
}
