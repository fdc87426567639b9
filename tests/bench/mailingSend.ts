import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { MAIL_DEFAULTS, MAILING_SEND_DEFAULTS } from '../../server/config.ts';
import { sites } from '../../server/db/schema.ts';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import { renderMailing } from '../../server/mailing/delivery/renderMailing.tsx';
import { mailingSends } from '../../server/mailing/mailingTables.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { STORY_ITEM, channelWithReaders, scheduleMailingFor } from '../server/support/scheduledMailing.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { until } from '../server/support/until.ts';
import type { BenchRow } from './table.ts';

const RECIPIENTS = Number(process.env.BENCH_MAILING_RECIPIENTS ?? 10_000);
const SITE = '4';
const GOAL = '≥ 0.8; 0 duplicates';
/** Messages of the untimed bare loop before the measured ones. */
const WARM_UP = 2000;
/** The receiver's answers are counted here; the bench waits longer than any send of 10 000 takes. */
const TIMEOUT_MS = 600_000;

/**
 * The local receiver both sides send to: it reads each message's header for its Message-ID (not
 * a full parse, so the receiver weighs little beside the senders on the same cores), counts every
 * id, and notes when the n-th message of a prefix was answered.
 */
function startCountingReceiver() {
  const seen = new Map<string, number>();
  const answered = new Map<string, number[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      let id: string | undefined;
      stream.on('data', (chunk: Buffer) => {
        if (id !== undefined || head.length > 64_000) return;
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end >= 0) id = /^Message-ID:\s*(<[^>]+>)/im.exec(head.slice(0, end))?.[1] ?? '';
      });
      stream.on('end', () => {
        const key = id ?? '';
        seen.set(key, (seen.get(key) ?? 0) + 1);
        const prefix = key.slice(1, key.indexOf('.') > 0 ? key.indexOf('.') : undefined);
        const times = answered.get(prefix) ?? [];
        times.push(performance.now());
        answered.set(prefix, times);
        callback();
      });
    },
  });
  return new Promise<{ server: SMTPServer; url: string; seen: Map<string, number>; answered: Map<string, number[]> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, seen, answered })),
  );
}

/** How many ids starting with `prefix` arrived more than once, and how many times in all. */
function duplicatesOf(seen: Map<string, number>, prefix: string) {
  let ids = 0;
  let extra = 0;
  for (const [id, times] of seen) {
    if (!id.startsWith(`<${prefix}`)) continue;
    ids += 1;
    extra += times - 1;
  }
  return { ids, extra };
}

/**
 * The baseline: a bare pooled nodemailer transport (the server's pool size) sending the same rendered
 * mailing to every recipient, `inFlight` sends at a time, with fixed Message-IDs and the unsubscribe
 * headers; messages per second until the last is answered.
 */
async function bareLoop(url: string, rendered: { subject: string; html: string; text: string }, run: string, inFlight: number, count = RECIPIENTS): Promise<number> {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: MAIL_DEFAULTS.poolConnections, maxMessages: 100 });
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        for (let n = next++; n < count; n = next++) {
          await transporter.sendMail({
            from: MAIL_DEFAULTS.from,
            to: `reader${n}@example.test`,
            subject: rendered.subject,
            html: rendered.html,
            text: rendered.text,
            messageId: `<${run}.reader-${n}@bench.invalid>`,
            headers: { 'List-Unsubscribe': `<http://127.0.0.1/unsubscribe?token=${n}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        }
      }),
    );
    return count / ((performance.now() - started) / 1000);
  } finally {
    transporter.close();
  }
}

/**
 * P13: a newsletter of 10 000 recipients through our outbox and jobs (the app's own job runner,
 * the send settings' defaults) to a local SMTP receiver: messages per second from the send job's
 * due time to the receiver's answer to the last message, ÷ a bare pooled nodemailer loop sending
 * the same rendered message to the same receiver (one run before ours and one after, their mean). The
 * receiver counts Message-IDs: ours must arrive once each. PostgreSQL when TEST_DATABASE_URL (or
 * BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureMailingSend(): Promise<BenchRow[]> {
  // Assigned only when set: process.env would keep `undefined` as the string "undefined".
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const receiver = await startCountingReceiver();
  const server = await startTestApp(database, {
    mail: { smtpUrl: receiver.url, from: MAIL_DEFAULTS.from, poolConnections: MAIL_DEFAULTS.poolConnections, smtpTimeoutMs: 30_000, capturePort: 0, captureMaxBytes: 10_000_000, minLeadMinutes: 0 },
    jobs: { concurrency: MAILING_SEND_DEFAULTS.parallel + 1, pollMs: 250, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
  });
  try {
    const admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' as const };
    const channelId = await channelWithReaders(server, admin, 'Bench', RECIPIENTS);
    const inFlight = MAILING_SEND_DEFAULTS.parallel * MAILING_SEND_DEFAULTS.chunk;
    // The bare loop before and after ours (the machine's load drifts): the first one sends what the send job renders.
    const [site] = await server.db.select({ name: sites.displayName, url: sites.url }).from(sites).where(eq(sites.id, Number(SITE)));
    const before = await renderMailing({ siteName: site!.name, siteUrl: site!.url ?? '', title: 'Morning notes', items: [STORY_ITEM], language: 'en' });
    // Untimed first: nodemailer's code is then as warm for the first timed loop as for ours and the second.
    await bareLoop(receiver.url, before, 'bench-warm', inFlight, WARM_UP);
    const bare = [await bareLoop(receiver.url, before, 'bench-1', inFlight)];
    const due = new Date(Date.now() + 2000);
    const mailingId = await scheduleMailingFor(server, admin, channelId, due);
    const prefix = `mailing-${mailingId}`;
    const answered = await until(() => receiver.answered.get(prefix) ?? [], (times) => times.length >= RECIPIENTS, TIMEOUT_MS);
    const dueAt = performance.now() - (Date.now() - due.getTime());
    const ours = RECIPIENTS / ((answered[RECIPIENTS - 1]! - dueAt) / 1000);
    const finished = await until(
      async () => (await server.db.select().from(mailingsTable).where(eq(mailingsTable.id, mailingId)))[0],
      (row) => row?.status === 4,
      TIMEOUT_MS,
    );
    const [rendered] = await server.db.select().from(mailingSends).where(eq(mailingSends.mailingId, mailingId));
    bare.push(await bareLoop(receiver.url, rendered!, 'bench-2', inFlight));
    const baseline = (bare[0]! + bare[1]!) / 2;
    const duplicates = duplicatesOf(receiver.seen, prefix);
    console.log(
      `P13 (${database}): ours ${ours.toFixed(0)} messages/s (${RECIPIENTS} sent ${finished!.sentCount}, failed ${finished!.failedCount}, unknown ${finished!.unknownCount}; ` +
        `${duplicates.ids} distinct Message-IDs, ${duplicates.extra} arrived again), bare nodemailer ${bare.map((rate) => rate.toFixed(0)).join(' and ')} messages/s`,
    );
    const ratio = ours / baseline;
    return [
      {
        id: 'P13',
        measure: `a newsletter to ${RECIPIENTS.toLocaleString('en')} recipients through the outbox and jobs (${database}) ÷ a bare pooled nodemailer loop, same receiver; duplicates`,
        figure: `${ours.toFixed(0)} messages/s; ${duplicates.extra} duplicates`,
        baseline: `${baseline.toFixed(0)} messages/s`,
        ratio,
        goal: GOAL,
        pass: ratio >= 0.8 && duplicates.extra === 0 && duplicates.ids === RECIPIENTS,
      },
    ];
  } finally {
    await server.stop();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
}
