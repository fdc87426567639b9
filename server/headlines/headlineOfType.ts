/** Each site has one headline per headline type: made in the type's save, removed with it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { headlines } from '../db/headlinesTable.ts';
import type { Row } from '../engine/records.ts';

export async function ensureHeadlineOfType(tx: Pick<Db, 'insert'>, type: Row): Promise<void> {
  await tx
    .insert(headlines)
    .values({ siteId: type.siteId as number, headlineTypeId: type.id as number })
    .onConflictDoNothing();
}

export async function removeHeadlineOfType(tx: Pick<Db, 'delete'>, type: Row): Promise<void> {
  await tx.delete(headlines).where(eq(headlines.headlineTypeId, type.id as number));
}
