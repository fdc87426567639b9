import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, tr } from '../../resources/messages/webhooks.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { systemResolve, type Resolve } from '../../server/webhooks/webhookAddress.ts';
import { webhookJobs } from '../../server/webhooks/webhookSend.ts';
import { webhooks } from '../../server/webhooks/webhookTables.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';
import { startWebhookReceiver } from './support/webhookReceiver.ts';

/**
 * Webhook targets inside the server's own network (server/webhooks/README.md, "Private targets"),
 * with WEBHOOK_ALLOW_PRIVATE off as it is by default: refused at save when the host says so itself,
 * and at send on the addresses the name resolves to, so a receiver on 127.0.0.1 is never reached.
 */
const SITE = '4';
const DELIVERY = 'id status attempts responseStatus error tries { attempt responseStatus error }';

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
}

// Names whose DNS answer the test decides: one that turned private after the save (rebinding), one with a private address among public ones.
const REBOUND = 'rebound.hooks.example.com';
const MIXED = 'mixed.hooks.example.com';
const resolve: Resolve = async (hostname) => {
  if (hostname === REBOUND) return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === MIXED) return [{ address: '93.184.215.14', family: 4 }, { address: '::ffff:192.168.1.9', family: 6 }];
  return systemResolve(hostname);
};

describe.each(testDatabaseKinds())('webhook targets inside the network on %s', (database) => {
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let runner: JobRunner;
  let admin = '';
  let references: ContentReferences;

  const call = (query: string, variables: Record<string, unknown>, language = 'tr') => graphqlCall<Record<string, unknown>>(server.yoga, query, { token: admin, siteId: SITE, language, variables });
  const save = (url: string, language = 'tr') => call('mutation ($input: WebhookInput!) { saveWebhook(input: $input) { id } }', { input: { name: `Alıcı ${url}`, url, events: ['CONTENT_PUBLISHED'], active: true } }, language);
  const deliveries = async (webhookId: number | string) => {
    const answer = await call(`query ($id: ID!) { webhookDeliveries(webhookId: $id) { ${DELIVERY} } }`, { id: String(webhookId) });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.webhookDeliveries as Delivery[];
  };
  const publish = async (title: string) => {
    const saved = await contentCalls(server.yoga, { token: admin, siteId: SITE }).save(contentInput('news', references, { title, status: 1 }));
    if (!saved.data) throw new Error(JSON.stringify(saved.errors));
  };
  /** A webhook as it stands in the table: one saved while private targets were allowed, or before the rule. */
  const stored = async (url: string) => {
    const [row] = await server.db.insert(webhooks).values({ siteId: Number(SITE), name: `Eski alıcı ${url}`, url, events: ['CONTENT_PUBLISHED'], active: true, secret: 'whsec_stored' }).returning();
    return row!.id;
  };
  /** The one attempt (no retry here) of the webhook's delivery, once made. */
  const attempted = async (webhookId: number | string) => (await until(() => deliveries(webhookId), (rows) => rows[0]?.status === 'FAILED' || rows[0]?.status === 'SENT'))[0]!;
  const port = () => new URL(receiver.url('/')).port;

  beforeAll(async () => {
    // No overrides for webhooks: the default, private targets refused. The server's own runner takes nothing; the test's gives up after one attempt.
    server = await startTestApp(database, {
      jobs: { concurrency: 0 as number, pollMs: 60_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
    receiver = await startWebhookReceiver();
    runner = await startJobRunner(server.db, webhookJobs(server.db, { backoffMs: [], timeoutMs: 10_000, allowPrivate: server.config.webhooks.allowPrivate, resolve }).handlers, { pollMs: 20, concurrency: 2, log: () => {} });
    admin = await demoToken(server.baseUrl, 'admin');
    references = await contentReferences(server.yoga, { token: admin, siteId: SITE });
  });
  afterAll(async () => {
    await runner?.stop();
    await receiver?.close();
    await server?.stop();
  });

  it('is off by default', () => {
    expect(server.config.webhooks.allowPrivate).toBe(false);
  });

  it('refuses to save an address whose host is a private IP or localhost, in the user language', async () => {
    for (const url of [receiver.url('/saved'), 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::ffff:10.0.0.1]/hook', 'http://localhost:8080/hook', 'http://0.0.0.0/hook']) {
      for (const [language, messages] of [['tr', tr], ['en', en]] as const) {
        const answer = await save(url, language);
        expect(answer.errors?.[0]?.extensions, `${url} (${language})`).toMatchObject({ code: 'BAD_USER_INPUT', fields: { url: messages.webhooks.errors.urlPrivate } });
      }
    }
    const listed = (await call('{ webhooks { url } }', {})).data!.webhooks as { url: string }[];
    expect(listed.map((one) => one.url)).not.toContain(receiver.url('/saved'));
  });

  it('refuses at send a webhook to 127.0.0.1 already in the table: the attempt fails, no request reaches the receiver', async () => {
    const id = await stored(receiver.url('/literal'));
    await publish('Yerel adrese giden haber');
    const delivery = await attempted(id);
    expect(delivery).toMatchObject({ status: 'FAILED', attempts: 1, responseStatus: null, error: "refused: the address 127.0.0.1 is inside the server's network" });
    expect(receiver.callsTo('/literal')).toEqual([]);
  });

  it('refuses at send a name that resolves inside the network, looked up at the attempt', async () => {
    // localhost by the system's resolver; the others by the test's, as a DNS answer that changed after the save.
    const local = await stored(`http://localhost:${port()}/localhost`);
    const rebound = await save(`http://${REBOUND}:${port()}/rebound`);
    const mixed = await save(`http://${MIXED}:${port()}/mixed`);
    expect([rebound.errors, mixed.errors]).toEqual([undefined, undefined]);
    await publish('Ad çözümlemesiyle içeri dönen haber');

    expect(await attempted(local)).toMatchObject({ status: 'FAILED', responseStatus: null, error: expect.stringMatching(/^refused: the address (127\.0\.0\.1|::1) is inside the server's network$/) });
    expect(await attempted((rebound.data!.saveWebhook as { id: string }).id)).toMatchObject({ status: 'FAILED', error: "refused: the address 127.0.0.1 is inside the server's network" });
    // Every address must be public, not just the first.
    expect(await attempted((mixed.data!.saveWebhook as { id: string }).id)).toMatchObject({ status: 'FAILED', error: "refused: the address ::ffff:192.168.1.9 is inside the server's network" });
    for (const path of ['/localhost', '/rebound', '/mixed']) expect(receiver.callsTo(path), path).toEqual([]);
  });
});
