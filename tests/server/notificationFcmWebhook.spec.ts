import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_AUDIENCE_VALUE, NOTIFICATION_PLATFORM_VALUE } from '../../resources/enums.ts';
import { loadConfig, NOTIFICATION_DEFAULTS, NOTIFY_SEND_DEFAULTS, type NotificationsConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import type { NotificationChannel, NotificationMessage } from '../../server/notifications/channels/channel.ts';
import { createFcmChannel } from '../../server/notifications/channels/fcm.ts';
import { retryAfterMs } from '../../server/notifications/channels/httpOutcome.ts';
import { acquireLocalReceivers, type LocalReceivers } from '../../server/notifications/channels/localReceivers.ts';
import { createWebhookChannel, webhookBody } from '../../server/notifications/channels/webhook.ts';
import { loadWebhookSecret, webhookSignature } from '../../server/notifications/channels/webhookSecrets.ts';
import { capturedPushes, notificationDeliveries, type NotificationDeliveryRow } from '../../server/notifications/notificationTables.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { createScratchDatabase, testDatabaseKinds, type ScratchDatabase } from './support/testDatabase.ts';

const { mobile, mobileApp, mobileSite, application, special } = NOTIFICATION_PLATFORM_VALUE;
const { all, importantUpdates, dailyUpdates, categoryFollowers } = NOTIFICATION_AUDIENCE_VALUE;

let nextNotificationId = 9000;
const message = (fields: Partial<NotificationMessage> = {}): NotificationMessage => ({
  notificationId: nextNotificationId++,
  siteId: 1,
  title: 'Storm warning',
  body: 'Roads closed in the north',
  url: 'https://news.example/storm',
  isBreakingNews: false,
  audience: all,
  categoryIds: [],
  sentAt: '2026-11-29T10:00:00.000Z',
  ...fields,
});

/** A server answering every request with `status` and `body`, as an outside webhook or FCM might. */
async function answeringServer(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(status, { 'content-type': 'text/plain' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(testDatabaseKinds())('FCM and webhook delivery (%s)', (kind) => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  let receivers: LocalReceivers;
  let releaseReceivers: () => Promise<void>;
  let fcm: NotificationChannel;
  let webhooks: NotificationChannel;
  const closing: (() => Promise<unknown>)[] = [];

  const environment = (notifications: Partial<NotificationsConfig> = {}) => ({
    db: database.db,
    log: () => undefined,
    config: loadConfig(
      {},
      {
        dataDir,
        notifications: { ...NOTIFICATION_DEFAULTS, webhooks: {}, localPort: 0, send: NOTIFY_SEND_DEFAULTS, ...notifications },
      },
    ),
  });

  async function fanOut(channel: NotificationChannel, sent: NotificationMessage, platform: number) {
    const made = await database.db.transaction((tx) => channel.fanOut(tx, sent, platform));
    const rows = await database.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.notificationId, sent.notificationId), eq(notificationDeliveries.platform, platform)))
      .orderBy(notificationDeliveries.id);
    return { made, rows };
  }

  const captured = (target: string) => database.db.select().from(capturedPushes).where(eq(capturedPushes.target, target)).orderBy(capturedPushes.id);

  /** A row as the outbox holds it, for a target fanOut would not make (a topic FCM refuses). */
  const rowFor = (sent: NotificationMessage, platform: number, target: string): NotificationDeliveryRow => ({
    id: 0,
    notificationId: sent.notificationId,
    platform,
    target,
    subscriptionId: null,
    state: 'sending',
    attempts: 1,
    nextAttemptAt: new Date(),
    lockedBy: null,
    lockedUntil: null,
    sentAt: null,
    statusCode: null,
    error: null,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-notify-test-'));
    if (kind === 'postgres') scratch = await createScratchDatabase({ seeded: true });
    else await copyPgliteTemplate(dataDir);
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
    await database.migrate();
    fcm = await createFcmChannel(environment());
    webhooks = await createWebhookChannel(environment());
    ({ receivers, release: releaseReceivers } = await acquireLocalReceivers({ db: database.db, localPort: 0, log: () => undefined }));
  });

  afterAll(async () => {
    for (const close of closing) await close();
    await fcm?.close?.();
    await webhooks?.close?.();
    await releaseReceivers?.();
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes one FCM row per audience topic, prefixed per platform, and nothing more on a second run', async () => {
    const everyone = message({ siteId: 4 });
    expect(await fanOut(fcm, everyone, mobileApp)).toMatchObject({ made: 1, rows: [{ target: 'app-site-4-all', state: 'pending' }] });
    expect((await fanOut(fcm, everyone, mobile)).rows.map((row) => row.target)).toEqual(['mobile-site-4-all']);
    expect((await fanOut(fcm, everyone, mobileApp)).made).toBe(0);
    expect((await fanOut(fcm, message({ siteId: 4, audience: importantUpdates }), mobileApp)).rows.map((row) => row.target)).toEqual(['app-site-4-important']);
    expect((await fanOut(fcm, message({ siteId: 4, audience: dailyUpdates }), mobile)).rows.map((row) => row.target)).toEqual(['mobile-site-4-daily']);
  });

  it('batches category followers five topics to a condition, a lone category as its topic', async () => {
    const followers = message({ siteId: 2, audience: categoryFollowers, categoryIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 3] });
    const { made, rows } = await fanOut(fcm, followers, mobileApp);
    expect(made).toBe(3);
    expect(rows.map((row) => row.target)).toEqual([
      "'app-site-2-category-1' in topics || 'app-site-2-category-2' in topics || 'app-site-2-category-3' in topics || 'app-site-2-category-4' in topics || 'app-site-2-category-5' in topics",
      "'app-site-2-category-6' in topics || 'app-site-2-category-7' in topics || 'app-site-2-category-8' in topics || 'app-site-2-category-9' in topics || 'app-site-2-category-10' in topics",
      'app-site-2-category-11',
    ]);
    expect((await fanOut(fcm, message({ audience: categoryFollowers, categoryIds: [] }), mobile)).made).toBe(0);
  });

  it('narrows another audience to the followers of its categories when the flag is on, four categories and the audience a condition', async () => {
    const narrowed = message({ siteId: 2, audience: importantUpdates, categoryFollowersOnly: true, categoryIds: [1, 2, 3, 4, 5] });
    expect((await fanOut(fcm, narrowed, mobileApp)).rows.map((row) => row.target)).toEqual([
      "('app-site-2-category-1' in topics || 'app-site-2-category-2' in topics || 'app-site-2-category-3' in topics || 'app-site-2-category-4' in topics) && 'app-site-2-important' in topics",
      "('app-site-2-category-5' in topics) && 'app-site-2-important' in topics",
    ]);
    // On "all" the flag is the follower audience itself.
    expect((await fanOut(fcm, message({ siteId: 2, audience: all, categoryFollowersOnly: true, categoryIds: [8] }), mobile)).rows.map((row) => row.target)).toEqual(['mobile-site-2-category-8']);
  });

  it('sends to a topic through the local receiver with a token it verified', async () => {
    const breaking = message({ siteId: 3, isBreakingNews: true, imageUrl: 'https://news.example/cover.jpg' });
    const [row] = (await fanOut(fcm, breaking, mobileApp)).rows;
    expect(await fcm.deliver(row, breaking)).toEqual({ kind: 'sent', statusCode: 200 });
    const [kept] = await captured('app-site-3-all');
    expect(kept.kind).toBe('fcm');
    expect((kept.headers as Record<string, string>).authorization).toMatch(/^Bearer local\./);
    expect(kept.payload).toEqual({
      message: {
        topic: 'app-site-3-all',
        notification: { title: 'Storm warning', body: 'Roads closed in the north', image: 'https://news.example/cover.jpg' },
        data: { url: 'https://news.example/storm', notificationId: String(breaking.notificationId) },
        android: { priority: 'high', ttl: `${NOTIFICATION_DEFAULTS.pushTtlSeconds}s` },
        apns: { headers: { 'apns-priority': '10' } },
      },
    });

    const followers = message({ audience: categoryFollowers, categoryIds: [21, 22] });
    const [conditionRow] = (await fanOut(fcm, followers, mobile)).rows;
    expect(await fcm.deliver(conditionRow, followers)).toMatchObject({ kind: 'sent' });
    const [condition] = await captured(conditionRow.target);
    expect(condition.payload).toMatchObject({ message: { condition: "'mobile-site-1-category-21' in topics || 'mobile-site-1-category-22' in topics", android: { priority: 'normal' }, apns: { headers: { 'apns-priority': '5' } } } });
  });

  it('retries a 429 after its Retry-After and a 503 without one', async () => {
    const sent = message();
    const [row] = (await fanOut(fcm, sent, mobile)).rows;
    receivers.failNext('fcm', 429, { headers: { 'retry-after': '7' }, message: 'Quota exceeded for quota metric' });
    expect(await fcm.deliver(row, sent)).toEqual({ kind: 'retry', statusCode: 429, retryAfterMs: 7000, reason: 'RESOURCE_EXHAUSTED: Quota exceeded for quota metric' });
    receivers.failNext('fcm', 503);
    expect(await fcm.deliver(row, sent)).toEqual({ kind: 'retry', statusCode: 503, reason: 'UNAVAILABLE: Answered 503 as asked' });
    expect(await captured(row.target)).toEqual([]);
    expect(await fcm.deliver(row, sent)).toMatchObject({ kind: 'sent' });
  });

  it('fails a message FCM refuses, with its status and message', async () => {
    const sent = message();
    expect(await fcm.deliver(rowFor(sent, mobileApp, 'app site 1 all'), sent)).toEqual({ kind: 'failed', statusCode: 400, reason: 'INVALID_ARGUMENT: Invalid topic name app site 1 all' });
    receivers.failNext('fcm', 403, { message: 'SenderId mismatch' });
    expect(await fcm.deliver(rowFor(sent, mobileApp, 'app-site-1-all'), sent)).toEqual({ kind: 'failed', statusCode: 403, reason: 'PERMISSION_DENIED: SenderId mismatch' });
  });

  it('fetches a new token once when FCM answers 401, and keeps it', async () => {
    const sent = message({ siteId: 6 });
    const [row] = (await fanOut(fcm, sent, mobileApp)).rows;
    expect(await fcm.deliver(row, sent)).toMatchObject({ kind: 'sent' });
    receivers.revokeTokens();
    expect(await fcm.deliver(row, sent)).toMatchObject({ kind: 'sent' });
    expect(await fcm.deliver(row, sent)).toMatchObject({ kind: 'sent' });
    const bearers = (await captured(row.target)).map((kept) => (kept.headers as Record<string, string>).authorization);
    expect(bearers).toHaveLength(3);
    expect(bearers[1]).not.toBe(bearers[0]);
    expect(bearers[2]).toBe(bearers[1]);
  });

  it('signs in with a service account given as JSON or as a file, and fails one whose key the token endpoint does not know', async () => {
    const file = path.join(dataDir, 'service-account.json');
    await writeFile(file, JSON.stringify(receivers.fcmServiceAccount));
    const sent = message({ siteId: 7 });
    const [row] = (await fanOut(fcm, sent, mobile)).rows;
    for (const credentials of [JSON.stringify(receivers.fcmServiceAccount), file]) {
      const outside = await createFcmChannel(environment({ fcmUrl: receivers.url, fcmCredentials: credentials }));
      closing.push(async () => outside.close?.());
      expect(await outside.deliver(row, sent)).toMatchObject({ kind: 'sent' });
    }

    const stranger = await generateKeyPair('RS256', { extractable: true });
    const forged = { ...receivers.fcmServiceAccount, private_key: await exportPKCS8(stranger.privateKey) };
    const refused = await createFcmChannel(environment({ fcmUrl: receivers.url, fcmCredentials: JSON.stringify(forged) }));
    closing.push(async () => refused.close?.());
    expect(await refused.deliver(row, sent)).toMatchObject({ kind: 'failed', statusCode: 400, reason: expect.stringMatching(/^OAuth token 400: invalid_grant Invalid JWT: signature verification failed/) });

    await expect(createFcmChannel(environment({ fcmUrl: receivers.url }))).rejects.toThrow(/FCM_CREDENTIALS/);
  });

  it('retries when the token endpoint is busy', async () => {
    const fresh = await createFcmChannel(environment());
    closing.push(async () => fresh.close?.());
    const sent = message();
    receivers.failNext('token', 503, { headers: { 'retry-after': '3' } });
    expect(await fresh.deliver(rowFor(sent, mobile, 'mobile-site-1-all'), sent)).toMatchObject({ kind: 'retry', statusCode: 503, retryAfterMs: 3000 });
  });

  it('posts one signed body per webhook platform, which the local receiver checks and keeps', async () => {
    const sent = message({ siteId: 5, audience: categoryFollowers, categoryIds: [8, 9], isBreakingNews: true });
    const { made, rows } = await fanOut(webhooks, sent, mobileSite);
    expect(made).toBe(1);
    expect(rows.map((row) => row.target)).toEqual(['MOBILE_SITE']);
    expect((await fanOut(webhooks, sent, mobileSite)).made).toBe(0);
    expect(await webhooks.deliver(rows[0], sent)).toEqual({ kind: 'sent', statusCode: 200 });

    const [kept] = await captured('MOBILE_SITE');
    expect(kept.kind).toBe('webhook');
    expect(kept.payload).toEqual({
      notificationId: sent.notificationId,
      siteId: 5,
      platform: 'MOBILE_SITE',
      title: 'Storm warning',
      body: 'Roads closed in the north',
      url: 'https://news.example/storm',
      image: null,
      isBreakingNews: true,
      audience: categoryFollowers,
      categoryIds: [8, 9],
      sentAt: '2026-11-29T10:00:00.000Z',
    });
    const secret = await loadWebhookSecret(database.db, 'MOBILE_SITE');
    expect((kept.headers as Record<string, string>)['x-newsroom-signature']).toBe(webhookSignature(secret, JSON.stringify(webhookBody('MOBILE_SITE', sent))));
    expect(secret).not.toBe(await loadWebhookSecret(database.db, 'SPECIAL'));
  });

  it('refuses a webhook call whose signature does not match', async () => {
    const body = JSON.stringify({ title: 'Forged' });
    const response = await fetch(`${receivers.url}/webhook/OTHER`, { method: 'POST', headers: { 'x-newsroom-signature': webhookSignature('not the key', body) }, body });
    expect(response.status).toBe(401);
    expect(await captured('OTHER')).toEqual([]);
  });

  it('records what a webhook answered: retry on 429 and 5xx, failed on another 4xx, retry when nobody listens', async () => {
    const sent = message();
    const [row] = (await fanOut(webhooks, sent, special)).rows;
    receivers.failNext('webhook', 429, { headers: { 'retry-after': '12' }, message: 'slow down' });
    expect(await webhooks.deliver(row, sent)).toEqual({ kind: 'retry', statusCode: 429, retryAfterMs: 12_000, reason: '429: slow down' });
    receivers.failNext('webhook', 422, { message: 'x'.repeat(800) });
    expect(await webhooks.deliver(row, sent)).toEqual({ kind: 'failed', statusCode: 422, reason: `422: ${'x'.repeat(500)}` });

    const down = await answeringServer(500, 'database is down');
    closing.push(() => new Promise((resolve) => down.server.close(resolve)));
    const outside = await createWebhookChannel(environment({ webhooks: { APPLICATION: `${down.url}/hooks/newsroom` } }));
    closing.push(async () => outside.close?.());
    const [applicationRow] = (await fanOut(outside, sent, application)).rows;
    expect(await outside.deliver(applicationRow, sent)).toEqual({ kind: 'retry', statusCode: 500, reason: '500: database is down' });

    const gone = await answeringServer(200, '');
    await new Promise((resolve) => gone.server.close(resolve));
    const unreachable = await createWebhookChannel(environment({ webhooks: { APPLICATION: gone.url } }));
    closing.push(async () => unreachable.close?.());
    expect(await unreachable.deliver(applicationRow, sent)).toMatchObject({ kind: 'retry', reason: expect.stringContaining('fetch failed') });
    expect(await captured('APPLICATION')).toEqual([]);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and an HTTP date', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 29 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
