/**
 * A content's social shares (resources/content.ts `socialShares`) on the server: each share names an
 * account (and optionally a UTM source) of the content's own site, and an account or UTM source that
 * a content shares to is not deleted (CONFLICT "in use", as for the declarations' own references).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contents } from '../../resources/content.ts';
import type { Db } from '../db/client.ts';
import type { RequestContext } from '../context.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Failures } from '../engine/kindValues.ts';
import type { Row } from '../engine/records.ts';
import type { RecordUse } from '../engine/resourceHooks.ts';
import { contentsTable, socialAccountsTable, utmSourcesTable } from '../engine/resourceTables.ts';

type Reader = Pick<Db, 'select'>;

/** One share as stored: ids as text (a list's references are kept as text in its JSON). */
export interface StoredShare {
  accountId?: string | number | null;
  text?: string | null;
  utmSourceId?: string | number | null;
}

export const sharesOf = (value: unknown): StoredShare[] => (Array.isArray(value) ? (value as (StoredShare | null)[]).filter((share): share is StoredShare => !!share) : []);

/** The distinct ids the shares name under `key`. */
export const idsOf = (shares: readonly StoredShare[], key: 'accountId' | 'utmSourceId') =>
  [...new Set(shares.map((share) => Number(share[key])).filter((id) => Number.isInteger(id) && id > 0))];

/** Which of `ids` are rows of `table` on the site. */
async function existing(tx: Reader, table: typeof socialAccountsTable | typeof utmSourcesTable, siteId: number | undefined, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id! })
    .from(table)
    .where(and(inArray(table.id!, ids), siteId === undefined ? undefined : eq(table.siteId!, siteId)));
  return new Set(rows.map((row) => row.id as number));
}

/** A content's save (serverValues): every share's account and UTM source exist on the request's site; refused as an invalid value otherwise. */
export async function checkShareTargets(tx: Reader, data: Row, context: RequestContext): Promise<Row> {
  const shares = sharesOf(data.socialShares);
  if (shares.length === 0) return data;
  const accounts = await existing(tx, socialAccountsTable, context.siteNumber, idsOf(shares, 'accountId'));
  const sources = await existing(tx, utmSourcesTable, context.siteNumber, idsOf(shares, 'utmSourceId'));
  const failures: Failures = {};
  shares.forEach((share, index) => {
    if (share.accountId !== null && share.accountId !== undefined && !accounts.has(Number(share.accountId))) {
      failures[`socialShares.${index}.accountId`] = { message: 'saveErrors.invalid', params: { name: 'resources.contents.fields.accountId' } };
    }
    if (share.utmSourceId !== null && share.utmSourceId !== undefined && share.utmSourceId !== '' && !sources.has(Number(share.utmSourceId))) {
      failures[`socialShares.${index}.utmSourceId`] = { message: 'saveErrors.invalid', params: { name: 'resources.contents.fields.utmSourceId' } };
    }
  });
  if (Object.keys(failures).length > 0) throw badInput(failures, context.language);
  return data;
}

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
