import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mailings } from '../../resources/mailing.ts';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import { SENDING, SENT } from '../../server/mailing/mailingRow.ts';
import { mailingDeliveries, mailingSubscribers } from '../../server/mailing/mailingTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Drizzle's logger interface, on the session every query of `app.db` is prepared with. */
type Session = { logger: { logQuery(query: string, params: unknown[]): void } };

const SITE = '4';
const REPORT = 'recipients sent failed bounced unknown pending unsubscribed';

/** Issue 29: the delivery report of the old lists, from the stored counts once sent, a page's reports in one query. */
describe.each(testDatabaseKinds())('the mailing report on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  const queries: string[] = [];

  beforeAll(async () => {
    // The app's runner stays idle, so every query logged is the call's.
    server = await startTestApp(database, { jobs: { concurrency: 1, pollMs: 3_600_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } } });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    const session = (server.db as unknown as { session: Session }).session;
    const logger = session.logger;
    session.logger = { logQuery: (query, params) => (queries.push(query), logger.logQuery(query, params)) };
  });
  afterAll(() => server?.stop());

  /** A mailing with an outbox: per reader its delivery state and the reader's status now. */
  async function withOutbox(channelId: number, status: number, outbox: readonly { state: string; reader: string }[]) {
    const saved = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Report',
      channelId: String(channelId),
      type: 1,
      sendDate: new Date(Date.now() + 3_600_000).toISOString(),
      items: [{ title: 'Story', contentId: '1', contentTypeId: 0, contentUrl: '/news/1' }],
    });
    expect(saved.errors).toBeUndefined();
    const id = Number(saved.data!.saveMailing.id);
    for (const [n, row] of outbox.entries()) {
      const email = `m${id}.r${n}@example.test`;
      const [reader] = await server.db.insert(mailingSubscribers).values({ siteId: Number(SITE), channelId, email, status: row.reader }).returning();
      await server.db.insert(mailingDeliveries).values({ mailingId: id, subscriberId: reader!.id, email, messageId: `m${id}.r${n}@example.test`, state: row.state, smtpCode: row.state === 'failed' ? 550 : null });
    }
    const count = (state: string) => outbox.filter((row) => row.state === state).length;
    const stored = status === SENT ? { recipientCount: outbox.length, sentCount: count('sent'), failedCount: count('failed'), unknownCount: count('unknown') } : { recipientCount: outbox.length };
    await server.db.update(mailingsTable).set({ status, ...stored }).where(eq(mailingsTable.id, id));
    return String(id);
  }

  it('reads a sent mailing from its stored counts and a sending one from its outbox, a page of them in one outbox query', async () => {
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Reports' });
    const channelId = Number(channel.data!.saveMailingChannel.id);
    const outbox = [
      { state: 'sent', reader: 'subscribed' },
      { state: 'sent', reader: 'unsubscribed' },
      { state: 'failed', reader: 'bounced' },
      { state: 'failed', reader: 'subscribed' },
      { state: 'unknown', reader: 'subscribed' },
    ];
    const sent = [];
    for (let n = 0; n < 6; n += 1) sent.push(await withOutbox(channelId, SENT, outbox));
    const sending = await withOutbox(channelId, SENDING, [...outbox, { state: 'pending', reader: 'subscribed' }, { state: 'sending', reader: 'subscribed' }]);
    const draft = await withOutbox(channelId, 1, []);
    // The stored counts are what a sent one reports: changed here, the report follows them.
    await server.db.update(mailingsTable).set({ sentCount: 40 }).where(eq(mailingsTable.id, Number(sent[0])));

    queries.length = 0;
    const ids = [...sent, sending, draft];
    const page = await graphqlCall<{ mailings: { id: string; report: Record<string, number> }[] }>(server.yoga, `query ($ids: [ID!]) { mailings(filter: { ids: $ids }, limit: 50) { id report { ${REPORT} } } }`, {
      ...admin,
      variables: { ids },
    });
    expect(page.errors).toBeUndefined();
    const reports = Object.fromEntries(page.data!.mailings.map((row) => [row.id, row.report]));
    const finished = { recipients: 5, sent: 2, failed: 2, bounced: 1, unknown: 1, pending: 0, unsubscribed: 1 };
    expect(reports[sent[0]!]).toEqual({ ...finished, sent: 40 });
    for (const id of sent.slice(1)) expect(reports[id]).toEqual(finished);
    expect(reports[sending]).toEqual({ ...finished, recipients: 7, pending: 2 });
    expect(reports[draft]).toEqual({ recipients: 0, sent: 0, failed: 0, bounced: 0, unknown: 0, pending: 0, unsubscribed: 0 });
    expect(queries.filter((query) => query.includes('"mailing_deliveries"'))).toHaveLength(1);
  });
});
