import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { headlineItems, headlines } from '../db/headlinesTable.ts';
import type { RecordUse } from '../engine/resourceHooks.ts';
import type { Row } from '../engine/records.ts';
import { headlineTypesTable } from '../engine/resourceTables.ts';

/** A content on a headline (live or pending): the headlines by their type's name, so a delete can say where. */
export async function contentOnHeadlines(tx: Pick<Db, 'select'>, row: Row): Promise<RecordUse[]> {
  const rows = await tx
    .select({ name: headlineTypesTable.name, items: countDistinct(headlineItems.id) })
    .from(headlineItems)
    .innerJoin(headlines, eq(headlines.id, headlineItems.headlineId))
    .innerJoin(headlineTypesTable, eq(headlineTypesTable.id, headlines.headlineTypeId))
    .where(and(eq(headlineItems.contentId, row.id as number), eq(headlines.siteId, row.siteId as number)))
    .groupBy(headlineTypesTable.name)
    .orderBy(sql`1`);
  if (rows.length === 0) return [];
  return [{ name: 'headlines', count: rows.reduce((total, entry) => total + Number(entry.items), 0), where: rows.map((entry) => String(entry.name)) }];
}
