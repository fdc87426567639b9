import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryListQuery } from '../../server/http/deliveryApi.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The delivery API's list reads a site's delivered contents through the partial index
 * `contents_delivery_list`, in the page's order (newest first, the undated last): on 20 000 rows of
 * three sites, half approved and published, a plan that scans the table, or sorts a dated page, means it does not.
 */
const SITE = 4;
const cursor = (date: string | null, id: number) => Buffer.from(JSON.stringify([date, id])).toString('base64url');

describe.each(testDatabaseKinds())('delivery list plans on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database);
    await app.db.execute(sql`
      INSERT INTO contents (site_id, type, status, is_published, title, content_date)
      SELECT 3 + g % 3, g % 9, 1 + g % 2, g % 2 = 0, 'Haber ' || g, CASE WHEN g % 50 = 0 THEN NULL ELSE now() - g * interval '1 minute' END
      FROM generate_series(1, 20000) AS g`);
    await app.db.execute(sql`ANALYZE contents`);
  });
  afterAll(() => app?.stop());

  // Among the undated rows the range is small (those of the site below the cursor's id): the planner may sort those few.
  it.each([
    ['the first page', {}, true],
    ['a type', { type: 'news' }, true],
    ['a page after a dated row', { after: cursor(new Date(Date.now() - 5000 * 60_000).toISOString(), 10_000) }, true],
    ['a page among the undated', { after: cursor(null, 15_000) }, false],
  ])('%s: read through the partial index', async (_name, query, inOrder) => {
    const plan = await app.db.transaction(async (tx) => {
      const { statement } = deliveryListQuery(tx, SITE, query);
      const result = (await tx.execute(sql`EXPLAIN ${statement.getSQL()}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan, plan).toMatch(/contents_delivery_list/);
    expect(plan, plan).not.toMatch(/Seq Scan on contents/);
    if (inOrder) expect(plan, plan).not.toMatch(/\bSort\b/);
  });
});
