import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { agencies } from '../../server/db/agencyTables.ts';
import type { AgencyFilter } from '../../server/ingest/desk/agencyLists.ts';

/** The filter combinations the desk's toolbar makes (spec 01 §2), read under one firstCreatedDate. */
export const FIRST = '2030-01-01T00:00:00.000Z';
export const TOOLBAR_COMBINATIONS: Record<string, AgencyFilter> = {
  none: {},
  agency: { agencyIds: ['1'] },
  category: { agencyCategories: ['Economy'] },
  contentType: { contentTypes: ['news'] },
  newsType: { newsTypes: [2] },
  used: { used: true },
  inappropriate: { inappropriate: true },
  creator: { users: ['1'] },
  dateRange: { startDate: '2026-11-01', endDate: '2026-11-07' },
  'agency + used': { agencyIds: ['1'], used: false },
  'agency + category + date range': { agencyIds: ['1'], agencyCategories: ['Economy'], startDate: '2026-11-01', endDate: '2026-11-07' },
  'used + inappropriate + news type': { used: false, inappropriate: false, newsTypes: [4] },
};


/**
 * `count` agency items over five agencies, four categories, two content types and the four news
 * types, one a minute back from 2026-11-20, some used, a few inappropriate, a tenth acted on by user
 * 1; then VACUUM ANALYZE (every table: the plans join users and agencies too), as autovacuum leaves
 * them in production: the planner weighs the indexes with real statistics, and reads do not pay for
 * the fresh rows' first visit (hint bits, visibility map) while they are measured.
 */
export async function fillAgencyContents(db: Db, count: number): Promise<void> {
  await db.insert(agencies).values(['A', 'B', 'C', 'D', 'E'].map((name) => ({ name: `Plan ${name}` }))).onConflictDoNothing();
  await db.execute(sql`
    INSERT INTO agency_contents (agency_id, agency_content_id, title, types, priority, agency_category_name, has_it_been_used, is_inappropriate, user_id, created_date)
    SELECT (SELECT min(id) FROM agencies) + g % 5, 'urn:plan:' || g, 'Plan ' || g,
           ARRAY[CASE WHEN g % 3 = 0 THEN 'photo-gallery' ELSE 'news' END], 1 + g % 4,
           (ARRAY['Economy', 'Sport', 'Politics', 'World'])[1 + g % 4], g % 7 = 0, g % 50 = 0,
           CASE WHEN g % 10 = 0 THEN 1 END, timestamptz '2026-11-20' - g * interval '1 minute'
    FROM generate_series(1, ${count}::int) AS g`);
  await db.execute(sql`VACUUM ANALYZE`);
}
