import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLISH_CONTENT_JOB, scheduledPublishJobs } from '../../server/content/scheduledPublish.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Scheduled publishing: an approved content with a publish date ahead is invisible until then and
 * published once at that time by the durable queue, whatever the number of runners; unapproved
 * before its time it stays unpublished.
 */
const SITE = '4';
// A publish date a few seconds ahead: a save on a loaded machine must not reach it before the job is written.
const WAIT = { timeout: 15_000, interval: 50 };

describe.each(testDatabaseKinds())('scheduled publishing on %s', (database) => {
  let server: TestApp;
  let token: string;
  let references: ContentReferences;
  const runners: JobRunner[] = [];
  const calls = () => contentCalls(server.yoga, { token, siteId: SITE, language: 'en' });
  const jobsOf = (contentId: string) =>
    server.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, PUBLISH_CONTENT_JOB), sql`${jobs.payload}->>'contentId' = ${contentId}`))
      .orderBy(asc(jobs.id));
  const publishedIds = async () => (await calls().list({ filter: { isPublished: true }, limit: 1000 })).data!.contents.map((record) => record.id);
  /** Two runners on the same database, as two servers would be. */
  const startRunners = async () => {
    for (let n = 0; n < 2; n += 1) runners.push(await startJobRunner(server.db, scheduledPublishJobs(server.db).handlers, { pollMs: 20, log: () => {} }));
  };

  beforeAll(async () => {
    // The server's own runner takes nothing: only the test's two runners run jobs.
    server = await startTestApp(database, {
      jobs: { concurrency: 0 as number, pollMs: 60_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
    token = await demoToken(server.baseUrl, 'admin');
    references = await contentReferences(server.yoga, { token, siteId: SITE });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  });
  afterAll(() => server?.stop());

  it('keeps a scheduled item invisible before its time and publishes it once after, from the jobs table', async () => {
    const publishDate = new Date(Date.now() + 4000).toISOString();
    const saved = await calls().save(contentInput('news', references, { status: 1, publishDate }));
    expect(saved.errors).toBeUndefined();
    const item = saved.data!.saveContent;
    expect(item).toMatchObject({ status: 1, isPublished: false, publishDate });
    expect(await publishedIds()).not.toContain(item.id);
    // Scheduled in the table before any runner exists (so a restart loses nothing).
    expect(await jobsOf(item.id)).toMatchObject([{ state: 'pending', runAt: new Date(publishDate) }]);

    await startRunners();
    await vi.waitFor(async () => expect((await jobsOf(item.id))[0].state).toBe('done'), WAIT);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishDate));
    const [job, ...others] = await jobsOf(item.id);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ attempts: 1, result: { published: 1 } });
    expect((await calls().one(item.id)).data!.content).toMatchObject({ isPublished: true, version: item.version });
    expect(await publishedIds()).toContain(item.id);
  });

  it('leaves an item unapproved before its time unpublished', async () => {
    const publishDate = new Date(Date.now() + 4000).toISOString();
    const item = (await calls().save(contentInput('news', references, { status: 1, publishDate }))).data!.saveContent;
    expect((await calls().status(item.id, 2)).data).toEqual({ updateStatusToContent: true });
    await startRunners();
    await vi.waitFor(async () => expect((await jobsOf(item.id))[0].state).toBe('done'), WAIT);
    expect((await jobsOf(item.id))[0]).toMatchObject({ result: { published: 0 } });
    expect((await calls().one(item.id)).data!.content).toMatchObject({ status: 2, isPublished: false });
    expect(await publishedIds()).not.toContain(item.id);
  });

  it('publishes at the new date when the date is moved, not at the old one', async () => {
    const first = new Date(Date.now() + 4000).toISOString();
    const later = new Date(Date.now() + 60_000).toISOString();
    const item = (await calls().save(contentInput('news', references, { status: 1, publishDate: first }))).data!.saveContent;
    const moved = (await calls().save({ id: item.id, version: item.version, publishDate: later })).data!.saveContent;
    await startRunners();
    await vi.waitFor(async () => expect((await jobsOf(item.id))[0].state).toBe('done'), WAIT);
    const [old, next] = await jobsOf(item.id);
    expect(old).toMatchObject({ result: { published: 0 } });
    expect(next).toMatchObject({ state: 'pending', runAt: new Date(later) });
    expect((await calls().one(item.id)).data!.content).toMatchObject({ isPublished: false, version: moved.version });
  });

  it('publishes at once an approved item whose date has come', async () => {
    const item = (await calls().save(contentInput('news', references, { status: 1, publishDate: new Date(Date.now() - 1000).toISOString() }))).data!.saveContent;
    expect(item.isPublished).toBe(true);
    expect(await jobsOf(item.id)).toEqual([]);
  });
});
