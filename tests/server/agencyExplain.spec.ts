import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContentsQuery } from '../../server/ingest/desk/agencyLists.ts';
import { fillAgencyContents, TOOLBAR_COMBINATIONS as COMBINATIONS, FIRST } from '../support/agencyToolbar.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Every filter combination the desk's toolbar makes reads the agency contents through an index, in
 * the page's order, on 20 000 rows: a plan with a Seq Scan on the table or a Sort node means no
 * index serves that combination in order.
 */
describe.each(testDatabaseKinds())('agency list plans on %s', (database) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(database);
    await fillAgencyContents(app.db, 20_000);
  });
  afterAll(() => app?.stop());

  it.each(Object.entries(COMBINATIONS))('%s: an index scan in page order, first page and a later one', async (_name, filter) => {
    for (const after of [undefined, '1790000000000000.5']) {
      const plan = await app.db.transaction(async (tx) => {
        const query = agencyContentsQuery(tx, { filter, firstCreatedDate: FIRST, after, limit: 50 });
        const result = (await tx.execute(sql`EXPLAIN ${query.getSQL()}`)) as unknown as { rows: unknown[] };
        return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, plan).not.toMatch(/Seq Scan on agency_contents/);
      expect(plan, plan).not.toMatch(/\bSort\b/);
    }
  });
});
