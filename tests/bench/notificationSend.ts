import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { NOTIFICATION_DEFAULTS, NOTIFY_SEND_DEFAULTS } from '../../server/config.ts';
import { notificationsTable } from '../../server/engine/resourceTables.ts';
import { pushSubscriptions, pushVapidKeys } from '../../server/notifications/notificationTables.ts';
import { notifications } from '../../resources/notification.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { resourceCalls } from '../server/support/resourceCalls.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { until } from '../server/support/until.ts';
import type { BenchRow } from './table.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_PUSH_SUBSCRIPTIONS ?? 50_000);
const SITE = '4';
const GOAL = '≥ 0.8; 0 duplicates; RSS reported';
const WARM_UP = 2000;
const TIMEOUT_MS = 900_000;
const INSERT_ROWS = 1000;

/**
 * The push service both sides send to: it answers 201 as a push service does and counts each
 * endpoint's arrivals (the path's last segment), noting when the n-th request of a run arrived. It
 * does not decrypt (the tests prove that against web-push-testing), so it weighs little beside the
 * senders on the same cores.
 */
function startCountingPushService() {
  const seen = new Map<string, number>();
  const answered = new Map<string, number[]>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const [, run = '', id = ''] = /\/push\/([^/]+)\/([^/?]+)/.exec(request.url ?? '') ?? [];
      const key = `${run}/${id}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const times = answered.get(run) ?? [];
      times.push(performance.now());
      answered.set(run, times);
      response.writeHead(201).end();
    });
  });
  return new Promise<{ close(): Promise<void>; origin: string; seen: Map<string, number>; answered: Map<string, number[]> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        answered,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** A browser's keys (one pair for every subscription: the encryption's cost per message is the same). */
function browserKeys() {
  const keys = webpush.generateVAPIDKeys();
  return { p256dh: keys.publicKey, auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url') };
}

/**
 * The baseline: web-push's request for every endpoint (its `generateRequestDetails`: the aes128gcm
 * body and the VAPID header; its `sendNotification` speaks HTTPS only, and the local service is plain
 * HTTP) sent with fetch, `inFlight` at a time; sends per second.
 */
async function bareLoop(origin: string, run: string, vapid: { publicKey: string; privateKey: string }, keys: { p256dh: string; auth: string }, inFlight: number, count: number) {
  const payload = JSON.stringify({ title: 'Breaking: the bench', body: 'One notification to every subscription', url: 'https://example.test/news/1' });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let n = next++; n < count; n = next++) {
        const request = webpush.generateRequestDetails({ endpoint: `${origin}/push/${run}/${n}`, keys }, payload, {
          vapidDetails: { subject: NOTIFICATION_DEFAULTS.vapidSubject, ...vapid },
          TTL: NOTIFICATION_DEFAULTS.pushTtlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
        });
        const response = await fetch(request.endpoint, { method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body) : null });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`the push service answered ${response.status}`);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/**
 * P14: one web notification to 50 000 subscriptions through our outbox, jobs and Web Push channel
 * (the send settings' defaults) to a local push service: sends per second from the send job's due
 * time to the service's last answer, ÷ a bare web-push loop at the same concurrency (the settings'
 * parallel × chunk) to the same service (one run before ours and one after, their mean); the server's
 * peak RSS during the send. PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureNotificationSend(): Promise<BenchRow[]> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const service = await startCountingPushService();
  const server = await startTestApp(database, {
    jobs: { concurrency: NOTIFY_SEND_DEFAULTS.parallel + 1, pollMs: 250, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
  });
  try {
    const admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' as const };
    const keys = browserKeys();
    const run = 'ours';
    for (let from = 0; from < SUBSCRIPTIONS; from += INSERT_ROWS) {
      const count = Math.min(INSERT_ROWS, SUBSCRIPTIONS - from);
      await server.db.insert(pushSubscriptions).values(Array.from({ length: count }, (_, n) => ({ siteId: Number(SITE), endpoint: `${service.origin}/push/${run}/${from + n}`, ...keys })));
    }
    // The server's VAPID pair is made at its start; the bare loop signs with the same one.
    const [vapid] = await server.db.select().from(pushVapidKeys);
    if (!vapid) throw new Error('the server made no VAPID keys');
    const inFlight = NOTIFY_SEND_DEFAULTS.parallel * NOTIFY_SEND_DEFAULTS.chunk;
    await bareLoop(service.origin, 'warm', vapid, keys, inFlight, WARM_UP);
    const bare = [await bareLoop(service.origin, 'bare-1', vapid, keys, inFlight, SUBSCRIPTIONS)];
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
    const due = new Date(Date.now() + 2000);
    const saved = await resourceCalls(server.yoga, notifications, admin).save({
      title: 'Breaking: the bench',
      spot: 'One notification to every subscription',
      url: 'https://example.test/news/1',
      sendDate: due.toISOString(),
      platforms: [1],
      audience: 1,
      isBreakingNews: true,
    });
    if (saved.errors) throw new Error(JSON.stringify(saved.errors));
    const id = Number(saved.data!.saveNotification.id);
    const answered = await until(() => service.answered.get(run) ?? [], (times) => times.length >= SUBSCRIPTIONS, TIMEOUT_MS);
    const dueAt = performance.now() - (Date.now() - due.getTime());
    const ours = SUBSCRIPTIONS / ((answered[SUBSCRIPTIONS - 1]! - dueAt) / 1000);
    const finished = await until(
      async () => (await server.db.select().from(notificationsTable).where(eq(notificationsTable.id, id)))[0],
      (row) => row?.status === 3,
      TIMEOUT_MS,
    );
    clearInterval(sampler);
    bare.push(await bareLoop(service.origin, 'bare-2', vapid, keys, inFlight, SUBSCRIPTIONS));
    const baseline = (bare[0]! + bare[1]!) / 2;
    let extra = 0;
    for (const [key, times] of service.seen) if (key.startsWith(`${run}/`)) extra += times - 1;
    const rssMb = peakRss / 1024 / 1024;
    console.log(
      `P14 (${database}): ours ${ours.toFixed(0)} sends/s (${SUBSCRIPTIONS} targeted ${finished!.targetCount}; ${extra} arrived again), ` +
        `bare web-push ${bare.map((rate) => rate.toFixed(0)).join(' and ')} sends/s; peak RSS ${rssMb.toFixed(0)} MB`,
    );
    const ratio = ours / baseline;
    return [
      {
        id: 'P14',
        measure: `a web notification to ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions through the outbox, jobs and Web Push channel (${database}) ÷ a bare web-push loop, same push service; duplicates; server RSS`,
        figure: `${ours.toFixed(0)} sends/s; ${extra} duplicates; peak RSS ${rssMb.toFixed(0)} MB`,
        baseline: `${baseline.toFixed(0)} sends/s`,
        ratio,
        goal: GOAL,
        pass: ratio >= 0.8 && extra === 0,
      },
    ];
  } finally {
    await server.stop();
    await service.close();
  }
}
