import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_CONTENT_JOB } from '../../server/content/scheduledPublish.ts';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { FILTERED } from '../../resources/errorReports.ts';
import { startSentryReceiver, type SentryReceiver } from '../support/sentryReceiver.ts';
import { demoToken } from './support/demoTokens.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { until } from './support/until.ts';

const RELEASE = 'newsroom-backoffice@9.9.9-test';
const SECRETS = { password: 'pass-4f1c9e', cookie: 'cookie-7d2a61', query: 'query-token-93be04' };

type Report = { release?: string; environment?: string; user?: { id?: string }; tags?: Record<string, string>; exception?: { values?: { type?: string; value?: string }[] }; transaction?: string; request?: { headers?: Record<string, string> } };

const messageOf = (report: Report) => report.exception?.values?.map((value) => `${value.type}: ${value.value}`).join(' ') ?? '';

/**
 * Error reports of the server (issue 34): with SENTRY_DSN at a local receiver of the envelope
 * protocol, an unexpected error of a signed-in user's request, a route answering 500 and a job
 * failed on its last attempt arrive with the release, the request's user id only, and nothing of the token, the password,
 * the cookie or the Authorization header anywhere in what was sent.
 */
describe.each(testDatabaseKinds())('error reports on %s', (kind) => {
  let receiver: SentryReceiver;
  let server: TestApp | undefined;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
    server = await startTestApp(kind, { errorReports: { dsn: receiver.dsn, release: RELEASE, environment: 'test' } });
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('sends an unexpected request error with the release and the user id, a failed route and a failed job, scrubbed of every credential', async () => {
    const app = server!;
    const token = await demoToken(app.baseUrl, 'admin');
    const call = (query: string, variables: Record<string, unknown> = {}) =>
      fetch(`${app.baseUrl}/graphql?token=${SECRETS.query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `session=${SECRETS.cookie}`, siteid: '4', language: 'en' },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.json() as Promise<{ data?: Record<string, { id: string }> | null; errors?: { message: string }[] }>);

    const { data } = await call('{ currentUser { id } }');
    const userId = data!.currentUser.id;
    // The table a resolver reads is gone (as a broken migration would leave it): a fault, not an answer.
    await app.db.execute(sql`alter table authors rename to authors_gone`);
    const failed = await call('query ($limit: Int) { authors(limit: $limit) { id } }', { limit: 5, password: SECRETS.password });
    expect(failed.errors?.[0]?.message).toBe('Unexpected error.');
    // A route failing (500) on it: the delivery API's contents, which name their authors.
    const route = await fetch(`${app.baseUrl}/api/public/4/contents?token=${SECRETS.query}`);
    expect(route.status).toBe(500);
    await enqueue(app.db, PUBLISH_CONTENT_JOB, { contentId: 1, publishDate: 'not a date' }, { maxAttempts: 1 });

    const events = () => receiver.items('event') as Report[];
    const requestReport = (await until(events, (all) => all.some((report) => /authors/.test(messageOf(report))))).find((report) => /authors/.test(messageOf(report)))!;
    expect(requestReport.release).toBe(RELEASE);
    expect(requestReport.environment).toBe('test');
    expect(requestReport.user).toEqual({ id: userId });
    expect([undefined, FILTERED]).toContain(requestReport.request?.headers?.authorization);

    const routeReport = (await until(events, (all) => all.some((report) => report.transaction === 'GET /api/public/:siteId/contents'))).find(
      (report) => report.transaction === 'GET /api/public/:siteId/contents',
    )!;
    expect(routeReport.release).toBe(RELEASE);

    const jobReport = (await until(events, (all) => all.some((report) => report.tags?.job === PUBLISH_CONTENT_JOB))).find((report) => report.tags?.job === PUBLISH_CONTENT_JOB)!;
    expect(jobReport.release).toBe(RELEASE);
    expect(jobReport.user).toBeUndefined();

    // The request's trace comes too (every trace is kept): it is searched with the rest.
    await until(() => receiver.items('transaction') as Report[], (all) => all.some((report) => report.transaction?.includes('/graphql')));
    await app.stop();
    server = undefined;

    const text = receiver.allText();
    expect(text).toContain(FILTERED);
    for (const secret of [token, token.split('.')[1], SECRETS.password, SECRETS.cookie, SECRETS.query]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/Bearer (?!\[Filtered\])/);
    expect(text).not.toMatch(/password(?:"\s*:\s*"|=)(?!\[Filtered\])/i);
  });
});
