/**
 * A content's social shares (resources/content.ts `socialShares`) on the server: an account or UTM
 * source that a content shares to is not deleted (CONFLICT "in use", as for the declarations' own
 * references). That each share names records of the content's own site is the engine's reference
 * check (server/engine/referenceChecks.ts), which reads the references inside a list's items too.
 */
import { and, eq, sql } from 'drizzle-orm';
import { contents } from '../../resources/content.ts';
import type { Db } from '../db/client.ts';
import { listItems, type Row } from '../engine/records.ts';
import type { RecordUse } from '../engine/resourceHooks.ts';
import { contentsTable } from '../engine/resourceTables.ts';

type Reader = Pick<Db, 'select'>;

/** One share as stored: ids as text (a list's references are kept as text in its JSON). */
export interface StoredShare {
  accountId?: string | number | null;
  text?: string | null;
  utmSourceId?: string | number | null;
}

export const sharesOf = (value: unknown): StoredShare[] => listItems(value) as StoredShare[];

/** The distinct ids the shares name under `key`. */
export const idsOf = (shares: readonly StoredShare[], key: 'accountId' | 'utmSourceId') =>
  [...new Set(shares.map((share) => Number(share[key])).filter((id) => Number.isInteger(id) && id > 0))];

/** How many contents of the row's site share to it (an account by `accountId`, a UTM source by `utmSourceId`). */
const sharesUsing =
  (key: 'accountId' | 'utmSourceId') =>
  async (tx: Reader, row: Row): Promise<RecordUse[]> => {
    const needle = JSON.stringify([{ [key]: String(row.id) }]);
    const [{ total }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(contentsTable)
      .where(and(eq(contentsTable.siteId!, row.siteId as number), sql`${contentsTable.socialShares} @> ${needle}::jsonb`));
    return total > 0 ? [{ name: contents.name, count: total }] : [];
  };

export const accountUses = sharesUsing('accountId');
export const utmSourceUses = sharesUsing('utmSourceId');
