import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishScheduledContent } from '../../server/content/scheduledPublish.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { webhookJobs } from '../../server/webhooks/webhookSend.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { headlineCalls, newHeadlineType } from './support/headlineCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';
import { startWebhookReceiver } from './support/webhookReceiver.ts';

/**
 * Outgoing webhooks (server/webhooks/README.md) against a real local receiver: signed deliveries of
 * every content write, menus and headlines; a 500 retried and both attempts in the log; a receiver
 * that holds its request open while a save answers; administrators only; one site's webhooks only.
 */
const SITE = '4';
const OTHER_SITE = '5';
const ALL_CONTENT = ['CONTENT_PUBLISHED', 'CONTENT_UPDATED', 'CONTENT_UNPUBLISHED', 'CONTENT_DELETED'];
const DELIVERY = 'id event status attempts responseStatus responseBody error tries { attempt responseStatus error }';

interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  tries: { attempt: number; responseStatus: number | null; error: string | null }[];
}

describe.each(testDatabaseKinds())('outgoing webhooks on %s', (database) => {
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let runner: JobRunner;
  let admin = '';
  let references: ContentReferences;
  const made: string[] = [];

  const call = <T,>(query: string, variables: Record<string, unknown> = {}, { token = admin, siteId = SITE } = {}) =>
    graphqlCall<Record<string, T>>(server.yoga, query, { token, siteId, language: 'tr', variables });
  const must = async <T,>(query: string, variables: Record<string, unknown> = {}, options?: { siteId?: string }) => {
    const answer = await call<T>(query, variables, options);
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data)[0]!;
  };
  const register = async (path: string, events = ALL_CONTENT, siteId = SITE) => {
    const input = { name: `Alıcı ${path}`, url: receiver.url(path), events, active: true };
    const hook = await must<{ id: string; secret: string }>('mutation ($input: WebhookInput!) { saveWebhook(input: $input) { id secret } }', { input }, { siteId });
    made.push(hook.id);
    return hook;
  };
  const deliveries = (webhookId: string) => must<Delivery[]>(`query ($id: ID!) { webhookDeliveries(webhookId: $id) { ${DELIVERY} } }`, { id: webhookId });
  const publish = async (title: string, siteId = SITE, refs = references) => {
    const saved = await contentCalls(server.yoga, { token: admin, siteId }).save(contentInput('news', refs, { title, status: 1 }));
    if (!saved.data) throw new Error(JSON.stringify(saved.errors));
    return saved.data.saveContent;
  };

  beforeAll(async () => {
    // The server's own runner takes nothing: the test's runner sends, with retries a few ms apart.
    // The receiver listens on 127.0.0.1: private targets are allowed (WEBHOOK_ALLOW_PRIVATE), at save and at send.
    server = await startTestApp(database, {
      jobs: { concurrency: 0 as number, pollMs: 60_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
      webhooks: { allowPrivate: true },
    });
    receiver = await startWebhookReceiver();
    const sending = { backoffMs: [5, 5, 5, 5], timeoutMs: 10_000, allowPrivate: server.config.webhooks.allowPrivate };
    runner = await startJobRunner(server.db, webhookJobs(server.db, sending).handlers, { pollMs: 20, concurrency: 4, log: () => {} });
    admin = await demoToken(server.baseUrl, 'admin');
    references = await contentReferences(server.yoga, { token: admin, siteId: SITE });
  });
  afterEach(async () => {
    for (const id of made.splice(0)) await must('mutation ($id: ID!) { deleteWebhook(id: $id) }', { id }).catch(() => undefined);
  });
  afterAll(async () => {
    await runner?.stop();
    await receiver?.close();
    await server?.stop();
  });

  it('signs each delivery with the secret shown at creation, for every way a content changes', async () => {
    const hook = await register('/signed');
    expect(hook.secret).toMatch(/^whsec_/);
    const content = await publish('Webhook haberi');
    const updated = await contentCalls(server.yoga, { token: admin, siteId: SITE }).save({ ...contentInput('news', references, { title: 'Webhook haberi (güncel)', status: 1 }), id: content.id, version: content.version });
    expect(updated.errors).toBeUndefined();
    const unpublished = await contentCalls(server.yoga, { token: admin, siteId: SITE }).status(content.id, 2);
    expect(unpublished.errors).toBeUndefined();
    const current = (await contentCalls(server.yoga, { token: admin, siteId: SITE }).one(content.id)).data!.content as { version: number };
    expect((await contentCalls(server.yoga, { token: admin, siteId: SITE }).delete(content.id, current.version)).errors).toBeUndefined();

    const calls = await until(() => receiver.callsTo('/signed'), (found) => found.length === 4);
    for (const received of calls) {
      const timestamp = String(received.headers['x-newsroom-timestamp']);
      const expected = `sha256=${createHmac('sha256', hook.secret).update(`${timestamp}.${received.body}`).digest('hex')}`;
      expect(received.headers['x-newsroom-signature']).toBe(expected);
      expect(received.headers['x-newsroom-delivery']).toMatch(/^\d+$/);
      expect(received.body).not.toContain(hook.secret);
    }
    const bodies = calls.map((received) => JSON.parse(received.body));
    expect(bodies.map((body) => body.event).sort()).toEqual([...ALL_CONTENT].sort());
    expect(bodies.find((body) => body.event === 'CONTENT_PUBLISHED')).toMatchObject({ site: SITE, resource: 'contents', id: content.id, record: { title: 'Webhook haberi' } });
    expect(calls.map((received) => received.headers['x-newsroom-event']).sort()).toEqual([...ALL_CONTENT].sort());
    const log = await until(() => deliveries(hook.id), (rows) => rows.every((row) => row.status === 'SENT'));
    expect(log).toHaveLength(4);
    const listed = await must<{ id: string; secret: string | null; lastDelivery: { status: string } }[]>('{ webhooks { id secret lastDelivery { status } } }');
    expect(listed.find((one) => one.id === hook.id)).toEqual({ id: hook.id, secret: null, lastDelivery: { status: 'SENT' } });
  });

  it('retries after a 500, keeps both attempts in the log, and sends again on demand', async () => {
    receiver.plan('/flaky', [500, 200]);
    const hook = await register('/flaky', ['CONTENT_PUBLISHED']);
    await publish('Önce hata sonra başarı');
    const [sent] = await until(() => deliveries(hook.id), (rows) => rows[0]?.status === 'SENT');
    expect(sent).toMatchObject({ attempts: 2, responseStatus: 200, error: null });
    expect(sent.tries).toEqual([
      { attempt: 1, responseStatus: 500, error: 'HTTP 500' },
      { attempt: 2, responseStatus: 200, error: null },
    ]);
    const calls = receiver.callsTo('/flaky');
    expect(calls.map((received) => received.headers['x-newsroom-delivery'])).toEqual([sent.id, sent.id]);

    const again = await must<Delivery>(`mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { ${DELIVERY} } }`, { id: sent.id });
    expect(again.status).toBe('PENDING');
    const [resent] = await until(() => deliveries(hook.id), (rows) => rows[0]?.attempts === 3 && rows[0].status === 'SENT');
    expect(resent.tries.map((one) => one.responseStatus)).toEqual([500, 200, 200]);
    expect(receiver.callsTo('/flaky')).toHaveLength(3);
  });

  it('gives up after the fifth failed attempt', async () => {
    receiver.plan('/down', [503, 503, 503, 503, 503]);
    const hook = await register('/down', ['CONTENT_PUBLISHED']);
    await publish('Hep hata');
    const [failed] = await until(() => deliveries(hook.id), (rows) => rows[0]?.status === 'FAILED');
    expect(failed).toMatchObject({ attempts: 5, responseStatus: 503, error: 'HTTP 503' });
    expect(receiver.callsTo('/down')).toHaveLength(5);
  });

  it("keeps the answer's first 2048 bytes, cut before a character that does not fit whole", async () => {
    // One ASCII byte, then two-byte letters: byte 2048 falls inside a "ş".
    const answer = `a${'şğüöçı'.repeat(500)}`;
    receiver.plan('/long', [{ status: 200, body: answer }]);
    const hook = await register('/long', ['CONTENT_PUBLISHED']);
    await publish('Uzun yanıt');
    const [sent] = await until(() => deliveries(hook.id), (rows) => rows[0]?.status === 'SENT');
    const kept = sent.responseBody!;
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(2048);
    expect(kept).not.toContain('\uFFFD');
    expect(answer.startsWith(kept)).toBe(true);
    expect(kept).toHaveLength(1 + 1023);
  });

  it('answers a save while the receiver still holds the previous delivery open', async () => {
    receiver.plan('/hold', ['hold']);
    const hook = await register('/hold', ['CONTENT_PUBLISHED']);
    await publish('Bekleyen alıcı');
    await until(() => receiver.held.length, (count) => count === 1);
    const second = await publish('Kaydedilen ikinci haber');
    expect(second.id).toBeTruthy();
    // The receiver has not answered yet: the save did not wait for it.
    expect(receiver.held).toHaveLength(1);
    expect(receiver.held[0]!.writableEnded).toBe(false);
    receiver.release();
    const log = await until(() => deliveries(hook.id), (rows) => rows.length === 2 && rows.every((row) => row.status === 'SENT'));
    expect(log.map((row) => row.responseStatus)).toEqual([200, 200]);
  });

  it('raises menu, headline and scheduled publish events', async () => {
    const hook = await register('/other', ['MENU_CHANGED', 'HEADLINE_CHANGED', 'CONTENT_PUBLISHED']);
    await must('mutation ($input: MenuInput!) { saveMenu(input: $input) { id } }', { input: { name: 'Webhook menüsü', position: 1, items: [], isApproved: true } });
    const { headline } = await newHeadlineType(server.yoga, { token: admin, siteId: SITE });
    const changed = await headlineCalls(server.yoga, { token: admin, siteId: SITE }).save({ id: headline.id, version: headline.version, autoTotalCount: 3 });
    expect(changed.errors).toBeUndefined();
    const publishDate = new Date(Date.now() + 3_600_000).toISOString();
    const saved = await contentCalls(server.yoga, { token: admin, siteId: SITE }).save(contentInput('news', references, { title: 'Zamanlı haber', status: 1, publishDate }));
    expect(saved.data!.saveContent.isPublished).toBe(false);
    expect(await publishScheduledContent(server.db, { contentId: Number(saved.data!.saveContent.id), publishDate })).toEqual({ published: 1 });
    const log = await until(() => deliveries(hook.id), (rows) => rows.length === 3);
    expect(log.map((row) => row.event).sort()).toEqual(['CONTENT_PUBLISHED', 'HEADLINE_CHANGED', 'MENU_CHANGED']);
    const calls = await until(() => receiver.callsTo('/other'), (found) => found.length === 3);
    const published = calls.map((received) => JSON.parse(received.body)).find((body) => body.event === 'CONTENT_PUBLISHED');
    expect(published).toMatchObject({ resource: 'contents', id: saved.data!.saveContent.id, record: { title: 'Zamanlı haber' } });
  });

  it('refuses addresses that are not http(s) or carry credentials, in the user language', async () => {
    for (const url of ['ftp://example.com/hook', 'http://user:secret@example.com/hook', 'örnek']) {
      const answer = await call('mutation ($input: WebhookInput!) { saveWebhook(input: $input) { id } }', { input: { name: 'Kötü', url, events: ['MENU_CHANGED'], active: true } });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { url: expect.stringMatching(/adres/i) } });
    }
    const listed = await must<{ name: string }[]>('{ webhooks { name } }');
    expect(listed.map((one) => one.name)).not.toContain('Kötü');
  });

  it('keeps webhooks to administrators', async () => {
    const hook = await register('/guarded', ['MENU_CHANGED']);
    for (const account of ['chief', 'editor'] as const) {
      const token = await demoToken(server.baseUrl, account);
      for (const [query, variables] of [
        ['{ webhooks { id } }', {}],
        ['query ($id: ID!) { webhookDeliveries(webhookId: $id) { id } }', { id: hook.id }],
        ['mutation ($input: WebhookInput!) { saveWebhook(input: $input) { id } }', { input: { name: 'x', url: 'https://example.com', events: ['MENU_CHANGED'], active: true } }],
        ['mutation ($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id }],
        ['mutation ($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }', { id: '1' }],
      ] as const) {
        const answer = await call(query, variables, { token });
        expect(answer.errors?.[0]?.extensions?.code, `${account}: ${query}`).toBe('FORBIDDEN');
      }
    }
  });

  it("shows a site its own webhooks only, and sends another site's events to no one here", async () => {
    const hook = await register('/mine', ['CONTENT_PUBLISHED']);
    const there = (query: string, variables: Record<string, unknown> = {}) => call(query, variables, { siteId: OTHER_SITE });
    const listed = (await there('{ webhooks { id } }')).data!.webhooks as { id: string }[];
    expect(listed.map((one) => one.id)).not.toContain(hook.id);
    expect((await there('query ($id: ID!) { webhookDeliveries(webhookId: $id) { id } }', { id: hook.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await there('mutation ($id: ID!) { deleteWebhook(id: $id) }', { id: hook.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The outbox rows are written in the save's transaction: none exist for this site's webhook once the other site's save answered.
    await publish('Başka sitenin haberi', OTHER_SITE, await contentReferences(server.yoga, { token: admin, siteId: OTHER_SITE }));
    expect(await deliveries(hook.id)).toEqual([]);
  });
});
