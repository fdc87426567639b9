import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DEFAULTS } from '../../server/config.ts';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import { deliveryCounts } from '../../server/mailing/mailingDeliver.ts';
import { mailingDeliveries } from '../../server/mailing/mailingTables.ts';
import { demoToken } from './support/demoTokens.ts';
import type { CallOptions } from './support/graphqlCall.ts';
import { channelWithReaders, scheduleMailingFor } from './support/scheduledMailing.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { until } from './support/until.ts';

/**
 * Issue 29 "Real delivery", the crash test: three worker processes send one mailing of 2 000
 * readers; one is killed (SIGKILL) while it holds claimed rows and a replacement is started. No
 * message arrives twice, every reader is sent or reported, and only the rows the killed process held
 * may be unknown. PostgreSQL only: PGlite is one process's database.
 */
const SITE = '4';
const READERS = 2000;
const WORKER = new URL('./support/mailingWorker.ts', import.meta.url).pathname;

/** A receiver that counts each Message-ID it was given, and can hold its answers to DATA for a moment. */
function startReceiver() {
  const received = new Map<string, number>();
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        received.set(parsed.messageId!, (received.get(parsed.messageId!) ?? 0) + 1);
        if (holding) held.push(() => callback());
        else callback();
      }, callback);
    },
  });
  // The killed worker's connections end with a reset: expected here, not a failure of the run.
  server.on('error', () => undefined);
  return new Promise<{ server: SMTPServer; url: string; received: Map<string, number>; hold(): void; release(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
        received,
        hold: () => (holding = true),
        release: () => {
          holding = false;
          held.splice(0).forEach((answer) => answer());
        },
      }),
    ),
  );
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('newsletter send across worker processes, one killed mid-send (PostgreSQL only: skipped without TEST_DATABASE_URL)', () => {
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let admin: CallOptions;
  const workers: ChildProcess[] = [];

  /** A process running only the mailing's jobs on the test's database, with a short lease and sweep. */
  function startWorker(): Promise<ChildProcess> {
    const child = fork(WORKER, [], {
      execArgv: ['--import', 'tsx'],
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: server.config.databaseUrl,
        DATA_DIR: server.dataDir,
        PUBLIC_URL: server.baseUrl,
        SMTP_URL: receiver.url,
        LOG_LEVEL: 'warn',
        JOBS_POLL_MS: '50',
        JOBS_LEASE_SECONDS: '3',
        JOBS_CONCURRENCY: '3',
        MAILING_SEND_PARALLEL: '6',
        MAILING_SEND_CHUNK: '10',
        MAILING_SEND_LEASE_SECONDS: '5',
        MAILING_SEND_SWEEP_SECONDS: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    workers.push(child);
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`the mailing worker ended before it was ready (exit ${code})`)));
    });
  }

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestApp('postgres', {
      mail: { smtpUrl: receiver.url, from: MAIL_DEFAULTS.from, poolConnections: 5, smtpTimeoutMs: 30_000, capturePort: 0, captureMaxBytes: 1_000_000, minLeadMinutes: 0 },
      // The app's own runner stays idle: the worker processes run the jobs.
      jobs: { concurrency: 1, pollMs: 3_600_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    await Promise.all([startWorker(), startWorker(), startWorker()]);
  }, 60_000);
  afterAll(async () => {
    receiver?.release();
    await Promise.all(
      workers.filter((child) => child.exitCode === null && child.signalCode === null).map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
    );
    await server?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.server.close(() => resolve()) : resolve()));
  });

  it('sends no Message-ID twice and leaves unknown only what the killed process held', async () => {
    const channelId = await channelWithReaders(server, admin, 'Crash', READERS);
    const mailingId = await scheduleMailingFor(server, admin, channelId, new Date(Date.now() + 1000));

    // Some messages are through: the receiver holds its answers, so no row held now can end.
    await until(() => receiver.received.size, (count) => count >= 200);
    receiver.hold();
    const pids = workers.map((child) => child.pid!);
    const heldBy = async (pid: number) =>
      (
        await server.db
          .select({ count: sql<number>`count(*)::integer` })
          .from(mailingDeliveries)
          .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingDeliveries.state, 'sending'), like(mailingDeliveries.lockedBy, `%:${pid}:%`)))
      )[0]!.count;
    const holding = await until(
      async () => (await Promise.all(pids.map(async (pid) => ({ pid, rows: await heldBy(pid) })))).sort((a, b) => b.rows - a.rows)[0]!,
      (busiest) => busiest.rows > 0,
    );
    const victim = workers.find((child) => child.pid === holding.pid)!;
    await new Promise((resolve) => (victim.once('exit', resolve), victim.kill('SIGKILL')));
    // What the killed process held at its end: it can no longer change.
    const inFlight = await heldBy(holding.pid);
    expect(inFlight).toBeGreaterThan(0);
    receiver.release();
    await startWorker();

    const done = await until(
      async () => (await server.db.select().from(mailingsTable).where(eq(mailingsTable.id, mailingId)))[0],
      (row) => row?.status === 4,
      45_000,
    );
    const counts = await deliveryCounts(server.db, mailingId);
    expect(counts.pending ?? 0).toBe(0);
    expect(counts.sending ?? 0).toBe(0);
    expect(done).toMatchObject({ recipientCount: READERS, sentCount: counts.sent ?? 0, failedCount: counts.failed ?? 0, unknownCount: counts.unknown ?? 0 });
    expect((counts.sent ?? 0) + (counts.failed ?? 0) + (counts.unknown ?? 0)).toBe(READERS);
    expect(counts.unknown ?? 0).toBeLessThanOrEqual(inFlight);

    const twice = [...receiver.received].filter(([, times]) => times > 1);
    expect(twice).toEqual([]);
    // Every row recorded sent arrived; what arrived is sent or unknown (the killed process's last).
    const rows = await server.db.select({ messageId: mailingDeliveries.messageId, state: mailingDeliveries.state }).from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, mailingId));
    for (const row of rows) {
      if (row.state === 'sent') expect(receiver.received.get(`<${row.messageId}>`)).toBe(1);
      else expect(row.state).toBe('unknown');
    }
  }, 90_000);
});
