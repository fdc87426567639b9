import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mailings } from '../../resources/mailing.ts';
import { MAIL_DEFAULTS } from '../../server/config.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { sweepMailings } from '../../server/mailing/mailingDeliver.ts';
import { mailingJobs } from '../../server/mailing/mailingJobs.ts';
import { MAILING_SEND_DEFAULTS, SEND_MAILING_JOB } from '../../server/mailing/mailingSend.ts';
import { mailingDeliveries, mailingSubscribers } from '../../server/mailing/mailingTables.ts';
import type { FeatureEnvironment } from '../../server/serverFeature.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';

/** Issue 29 "Real delivery": a scheduled mailing goes out through the outbox to a real SMTP receiver, each message at most once. */
const SITE = '4';
const READERS = 200;

interface Received {
  messageId: string;
  to: string;
  mailingId: string | undefined;
  listUnsubscribe: string | undefined;
  listUnsubscribePost: string | undefined;
}

/** A receiver that refuses refused@ at RCPT for good and, the first time only, never answers the DATA of stall@. */
function startReceiver() {
  const received: Received[] = [];
  const held: ((error?: Error | null) => void)[] = [];
  let stalled = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused@')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo[0]!.address;
      if (to.startsWith('stall@') && !stalled) {
        stalled = true;
        stream.resume();
        stream.on('end', () => held.push(callback));
        return;
      }
      simpleParser(stream).then((parsed) => {
        const header = (name: string) => parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
        received.push({ messageId: parsed.messageId!, to, mailingId: header('x-newsroom-mailing')?.replace(/^[^:]*:\s*/, ''), listUnsubscribe: header('list-unsubscribe'), listUnsubscribePost: header('list-unsubscribe-post') });
        callback();
      }, callback);
    },
  });
  return new Promise<{ server: SMTPServer; url: string; received: Received[]; release(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        received,
        release: () => held.splice(0).forEach((callback) => callback(Object.assign(new Error('Closing'), { responseCode: 451 }))),
      }),
    ),
  );
}

describe.each(testDatabaseKinds())('newsletter delivery on %s', (database) => {
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: CallOptions;
  const runners: JobRunner[] = [];
  const options = { ...MAILING_SEND_DEFAULTS, leaseMs: 1500, retryBaseMs: 50 };

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestApp(database, {
      mail: { smtpUrl: receiver.url, from: MAIL_DEFAULTS.from, poolConnections: 5, smtpTimeoutMs: 120_000, capturePort: 0, captureMaxBytes: 1_000_000, minLeadMinutes: 0 },
      // The app's own runner stays idle: the three runners below run the jobs.
      jobs: { concurrency: 1, pollMs: 3_600_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    const environment = { db: server.db, services: { mail: server.mail }, config: server.config } as unknown as FeatureEnvironment;
    const { handlers } = mailingJobs(environment, options);
    for (let n = 0; n < 3; n += 1) runners.push(await startJobRunner(server.db, handlers, { pollMs: 30, leaseMs: 5000, concurrency: 3, log: () => {} }));
  });
  afterAll(async () => {
    receiver?.release();
    await Promise.all(runners.map((runner) => runner.stop()));
    await server?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.server.close(() => resolve()) : resolve()));
  });

  async function channelWith(name: string, emails: readonly string[]): Promise<number> {
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name });
    expect(channel.errors).toBeUndefined();
    const channelId = Number(channel.data!.saveMailingChannel.id);
    await server.db.insert(mailingSubscribers).values(emails.map((email) => ({ siteId: Number(SITE), channelId, email, status: 'subscribed' })));
    return channelId;
  }

  /** A mailing scheduled for a moment from now. */
  async function scheduled(channelId: number, inMs = 1500) {
    const saved = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Morning notes',
      channelId: String(channelId),
      type: 1,
      sendDate: new Date(Date.now() + inMs).toISOString(),
      items: [{ title: 'First story', spot: 'What happened', contentId: '1', contentTypeId: 0, contentUrl: '/news/1' }],
    });
    expect(saved.errors).toBeUndefined();
    const mailing = saved.data!.saveMailing;
    const result = await graphqlCall<{ scheduleMailing: { id: string; version: number; status: number } }>(
      server.yoga,
      'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id version status } }',
      { ...admin, variables: { id: mailing.id, version: mailing.version } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.scheduleMailing;
  }

  const mailingRow = async (id: string) => (await server.db.select().from(mailingsTable).where(eq(mailingsTable.id, Number(id))))[0];
  const rowsOf = (id: string) => server.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, Number(id)));
  const wake = () => runners.forEach((runner) => runner.wake());

  it('sends every Message-ID exactly once with both unsubscribe headers, and reports the refused address as failed', async () => {
    const emails = Array.from({ length: READERS - 1 }, (_, n) => `reader${n}@example.test`).concat('refused@example.test');
    const channelId = await channelWith('Delivery', emails);
    const mailing = await scheduled(channelId);
    expect(await jobKeyDate(mailing.id)).toBeDefined();
    const done = await until(() => mailingRow(mailing.id), (row) => row?.status === 4, 60_000);
    expect(done).toMatchObject({ recipientCount: READERS, sentCount: READERS - 1, failedCount: 1, unknownCount: 0 });

    const rows = await rowsOf(mailing.id);
    expect(rows).toHaveLength(READERS);
    const refused = rows.find((row) => row.email === 'refused@example.test')!;
    expect(refused).toMatchObject({ state: 'failed', smtpCode: 550 });
    expect(refused.error).toContain('No such mailbox');
    const [bounced] = await server.db.select().from(mailingSubscribers).where(eq(mailingSubscribers.id, refused.subscriberId));
    expect(bounced!.status).toBe('bounced');

    const mine = receiver.received.filter((mail) => mail.mailingId === mailing.id);
    expect(mine).toHaveLength(READERS - 1);
    expect(new Set(mine.map((mail) => mail.messageId)).size).toBe(READERS - 1);
    expect(new Set(mine.map((mail) => mail.messageId))).toEqual(new Set(rows.filter((row) => row.state === 'sent').map((row) => `<${row.messageId}>`)));
    for (const mail of mine) {
      expect(mail.listUnsubscribe).toMatch(new RegExp(`^List-Unsubscribe: <${server.baseUrl}/api/public/mailing/unsubscribe\\?token=[\\w.%-]+>$`));
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }

    const report = await graphqlCall<{ mailing: { status: number; report: Record<string, number> } }>(server.yoga, 'query ($id: ID!) { mailing(id: $id) { status report { recipients sent failed unknown pending unsubscribed } } }', {
      ...admin,
      variables: { id: mailing.id },
    });
    expect(report.errors).toBeUndefined();
    expect(report.data!.mailing.report).toEqual({ recipients: READERS, sent: READERS - 1, failed: 1, unknown: 0, pending: 0, unsubscribed: 0 });
    const failed = await graphqlCall<{ mailingDeliveries: { total: number; data: { email: string; state: string; smtpCode: number }[] } }>(
      server.yoga,
      'query ($id: ID!) { mailingDeliveries(mailingId: $id, states: [FAILED]) { total data { email state smtpCode error messageId } } }',
      { ...admin, variables: { id: mailing.id } },
    );
    expect(failed.data!.mailingDeliveries).toMatchObject({ total: 1, data: [{ email: 'refused@example.test', state: 'FAILED', smtpCode: 550 }] });
  });

  it('sends nothing for a mailing cancelled before its time', async () => {
    const channelId = await channelWith('Cancelled', ['one@example.test', 'two@example.test']);
    const mailing = await scheduled(channelId, 60_000);
    const cancel = await graphqlCall(server.yoga, 'mutation ($id: ID!, $version: Int!) { cancelMailing(id: $id, version: $version) }', { ...admin, variables: mailing });
    expect(cancel.errors).toBeUndefined();
    const [job] = await server.db.select().from(jobs).where(and(eq(jobs.name, SEND_MAILING_JOB), eq(jobs.key, `${SEND_MAILING_JOB}:${mailing.id}:${(await jobKeyDate(mailing.id))}`)));
    await server.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    wake();
    const ran = await until(async () => (await server.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0], (row) => row?.state === 'done');
    expect(ran!.result).toEqual({ prepared: false });
    expect(await rowsOf(mailing.id)).toEqual([]);
    expect(receiver.received.filter((mail) => mail.mailingId === mailing.id)).toEqual([]);
  });

  async function jobKeyDate(mailingId: string) {
    const all = await server.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.name, SEND_MAILING_JOB));
    const key = all.map((row) => row.key!).find((candidate) => candidate.startsWith(`${SEND_MAILING_JOB}:${mailingId}:`));
    return key!.slice(`${SEND_MAILING_JOB}:${mailingId}:`.length);
  }

  it('leaves a send whose lease ran out unknown, never resent by itself, and resends it on request with the same Message-ID', async () => {
    const channelId = await channelWith('Stalled', ['stall@example.test']);
    const mailing = await scheduled(channelId);
    const [row] = await until(() => rowsOf(mailing.id), (rows) => rows[0]?.state === 'sending');
    // The send hangs in DATA past its lease: the sweep finds it and says unknown.
    const finished = await until(
      async () => {
        await sweepMailings({ db: server.db, options });
        return mailingRow(mailing.id);
      },
      (value) => value?.status === 4,
    );
    expect(finished).toMatchObject({ sentCount: 0, unknownCount: 1 });
    expect((await rowsOf(mailing.id))[0]).toMatchObject({ state: 'unknown', messageId: row!.messageId });
    expect(receiver.received.filter((mail) => mail.mailingId === mailing.id)).toEqual([]);

    const resend = await graphqlCall<{ resendMailingDeliveries: number }>(server.yoga, 'mutation ($id: ID!) { resendMailingDeliveries(mailingId: $id, states: [UNKNOWN]) }', {
      ...admin,
      variables: { id: mailing.id },
    });
    expect(resend.errors).toBeUndefined();
    expect(resend.data!.resendMailingDeliveries).toBe(1);
    wake();
    const sent = await until(() => mailingRow(mailing.id), (value) => value?.status === 4 && value.sentCount === 1);
    expect(sent).toMatchObject({ unknownCount: 0, failedCount: 0 });
    const arrived = receiver.received.filter((mail) => mail.mailingId === mailing.id);
    expect(arrived.map((mail) => mail.messageId)).toEqual([`<${row!.messageId}>`]);
  });
});
