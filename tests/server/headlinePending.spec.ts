import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineItemHistory } from '../../server/db/headlinesTable.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { headlineChanges } from '../../server/headlines/headlineEvents.ts';
import { headlinePromotionJobs, promotePendingItem, PROMOTE_HEADLINE_ITEM_JOB, type PromotionPayload } from '../../server/headlines/pendingPromotion.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { demoToken } from './support/demoTokens.ts';
import type { CallOptions } from './support/graphqlCall.ts';
import { headlineCalls, newContents, newHeadlineType, orderOf } from './support/headlineCalls.ts';
import { nextWithin } from './support/nextWithin.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** The pending list's job: at publishAt the item goes in at its order, once, whatever the number of runners, and is announced. */
const SITE = '4';

describe.each(testDatabaseKinds())('pending headline items on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let news: string[];

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    news = await newContents(server.yoga, admin, 4);
  });
  afterAll(async () => server?.stop());

  /** A headline of news[0..2], with news[3] pending for an hour from now at order 2. */
  async function headlineWithPending() {
    const { categoryId, headline } = await newHeadlineType(server.yoga, admin);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const items = [...news.slice(0, 3).map((contentId, index) => ({ contentId, order: index + 1 })), { contentId: news[3], publishAt, order: 2 }];
    const saved = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items });
    expect(saved.errors).toBeUndefined();
    const pending = saved.data!.saveHeadline.pending[0]!;
    const [job] = await server.db.select().from(jobs).where(eq(jobs.key, `${PROMOTE_HEADLINE_ITEM_JOB}:${pending.id}:${publishAt}`));
    expect(job).toMatchObject({ state: 'pending', runAt: new Date(publishAt) });
    return { categoryId, headline: saved.data!.saveHeadline, pending, job: job! };
  }
  const promotions = (itemId: string) =>
    server.db
      .select()
      .from(headlineItemHistory)
      .where(and(eq(headlineItemHistory.itemId, Number(itemId))));

  it('puts the item in at its order once with two runners, and announces it', async () => {
    const { categoryId, headline, pending, job } = await headlineWithPending();
    const changes = headlineChanges(server.events, Number(SITE), categoryId);
    await changes.ready;
    const runners: JobRunner[] = [];
    try {
      for (let n = 0; n < 2; n += 1) runners.push(await startJobRunner(server.db, headlinePromotionJobs(server.db, server.events).handlers, { pollMs: 20, log: () => {} }));
      // Its time has come.
      await server.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
      runners.forEach((runner) => runner.wake());
      expect(await nextWithin(changes, 10_000)).toMatchObject({ headlineId: headline.id, kind: 'promoted', itemId: pending.id, version: headline.version + 1, byUserId: null });
      let done = job;
      while (done.state !== 'done') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [done] = await server.db.select().from(jobs).where(eq(jobs.id, job.id));
      }
      expect(done.result).toEqual({ promoted: 1 });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await changes.return!();
    }
    const after = (await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!;
    expect(orderOf(after)).toEqual([news[0], news[3], news[1], news[2]]);
    expect(after.items[1]).toMatchObject({ state: 'LIVE', order: 2 });
    expect(after.pending).toEqual([]);
    // Added pending, then promoted: two states kept.
    expect((await promotions(pending.id)).map((row) => (row.state as { state: string }).state)).toEqual(['PENDING', 'LIVE']);
  });

  it('changes nothing on a second run, or when the item was removed meanwhile', async () => {
    const { headline, pending, job } = await headlineWithPending();
    const env = { db: server.db, events: server.events };
    const payload = job.payload as PromotionPayload;
    expect(await promotePendingItem(env, payload)).toEqual({ promoted: 1 });
    expect(await promotePendingItem(env, payload)).toEqual({ promoted: 0 });
    const after = (await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!;
    expect(after.version).toBe(headline.version + 1);
    expect(orderOf(after)).toEqual([news[0], news[3], news[1], news[2]]);

    const second = await headlineWithPending();
    const removed = await headlineCalls(server.yoga, admin).remove({ headlineId: second.headline.id, itemId: second.pending.id, version: second.headline.version });
    expect(removed.errors).toBeUndefined();
    expect(await promotePendingItem(env, second.job.payload as PromotionPayload)).toEqual({ promoted: 0 });
  });
});
