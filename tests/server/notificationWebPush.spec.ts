import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_AUDIENCE_VALUE, NOTIFICATION_PLATFORM_VALUE } from '../../resources/enums.ts';
import { en, tr } from '../../resources/messages/notification.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import type { NotificationChannel, NotificationMessage } from '../../server/notifications/channels/channel.ts';
import { seedLocalPushSubscriptions, startLocalPushService, type LocalPushService } from '../../server/notifications/channels/localPushService.ts';
import { registerPushSubscriptionRoutes } from '../../server/notifications/channels/pushSubscriptionRoutes.ts';
import { loadVapidKeys } from '../../server/notifications/channels/vapidKeys.ts';
import { createWebPushChannel } from '../../server/notifications/channels/webPush.ts';
import { capturedPushes, notificationDeliveries, pushSubscriptions } from '../../server/notifications/notificationTables.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { createScratchDatabase, testDatabaseKinds, type ScratchDatabase } from './support/testDatabase.ts';
import { startRecordingProxy, startWebPushTesting } from './support/webPushTesting.ts';

/** Issue 30, "Web": the web push channel against push services that check VAPID and decrypt, and the delivery API's subscription routes. */
const SITE = 4;
const OTHER_SITE = 5;
const WEB = NOTIFICATION_PLATFORM_VALUE.web;
const { all, importantUpdates, categoryFollowers } = NOTIFICATION_AUDIENCE_VALUE;
const TTL_SECONDS = 600;

let nextNotificationId = 1000;

describe.each(testDatabaseKinds())('web push on %s', (kind) => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  let channel: NotificationChannel & { publicKey: string };
  let app: FastifyInstance;
  let testing: Awaited<ReturnType<typeof startWebPushTesting>>;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let local: LocalPushService;
  const logged: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'web-push-'));
    if (kind === 'postgres') scratch = await createScratchDatabase({ seeded: true });
    else await copyPgliteTemplate(dataDir);
    database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
    await database.migrate();
    const config = loadConfig({}, { dataDir });
    const env = { db: database.db, config: { ...config, notifications: { ...config.notifications, pushTtlSeconds: TTL_SECONDS } }, log: (line: string) => logged.push(line) };
    channel = await createWebPushChannel(env);
    app = Fastify();
    await app.register(rateLimit, { global: false });
    await registerPushSubscriptionRoutes(app, { db: database.db, publicKey: async () => channel.publicKey, rateLimitMax: 1000 });
    await app.ready();
    testing = await startWebPushTesting();
    proxy = await startRecordingProxy(testing.url);
    local = await startLocalPushService({ db: database.db, port: 0, log: (line) => logged.push(line) });
  });
  afterAll(async () => {
    await local?.close();
    await proxy?.close();
    await testing?.close();
    await channel?.close?.();
    await app?.close();
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(pushSubscriptions);
  });

  const register = (body: unknown, options: { siteId?: number | string; language?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/public/${options.siteId ?? SITE}/push/subscriptions`,
      headers: { 'content-type': 'application/json', ...(options.language ? { 'accept-language': options.language } : {}) },
      payload: JSON.stringify(body),
    });
  const subscribeAndRegister = async (choices: { audiences?: number[]; categoryIds?: number[]; siteId?: number } = {}) => {
    const subscription = await testing.subscribe(channel.publicKey);
    const answer = await register({ endpoint: subscription.endpoint, keys: subscription.keys, audiences: choices.audiences ?? [], categoryIds: choices.categoryIds ?? [] }, choices);
    expect(answer.statusCode).toBe(201);
    return subscription;
  };
  const message = (overrides: Partial<NotificationMessage> = {}): NotificationMessage => ({
    notificationId: (nextNotificationId += 1),
    siteId: SITE,
    title: 'Deprem: Ege açıklarında 5,1 büyüklüğünde sarsıntı',
    body: 'AFAD ilk belirlemelere göre can kaybı olmadığını bildirdi.',
    url: 'https://www.example.com/haber/deprem',
    imageUrl: 'https://www.example.com/kapak.jpg',
    isBreakingNews: false,
    audience: all,
    categoryIds: [],
    sentAt: new Date().toISOString(),
    ...overrides,
  });
  const fanOut = (sent: NotificationMessage) => database.db.transaction((tx) => channel.fanOut(tx, sent, WEB));
  const rowsOf = (sent: NotificationMessage) => database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, sent.notificationId)).orderBy(notificationDeliveries.id);
  const deliverAll = async (sent: NotificationMessage) => Promise.all((await rowsOf(sent)).map((row) => channel.deliver(row, sent)));
  const subscriptionCount = async () => (await database.db.select().from(pushSubscriptions)).length;

  it('sends an encrypted push that another push service decrypts, to the subscriptions its audience reaches', async () => {
    const important = await subscribeAndRegister({ audiences: [importantUpdates] });
    const everyone = await subscribeAndRegister();
    const follower = await subscribeAndRegister({ categoryIds: [7, 12] });
    await subscribeAndRegister({ siteId: OTHER_SITE, audiences: [importantUpdates] });

    const toAll = message();
    expect(await fanOut(toAll)).toBe(3);
    expect(await fanOut(toAll)).toBe(0);
    const rows = await rowsOf(toAll);
    expect(rows.map((row) => [row.platform, row.target, row.state])).toEqual(rows.map((row) => [WEB, String(row.subscriptionId), 'pending']));

    expect(await fanOut(message({ audience: importantUpdates }))).toBe(1);
    expect(await fanOut(message({ audience: categoryFollowers, categoryIds: [12, 30] }))).toBe(1);
    expect(await fanOut(message({ audience: all, categoryFollowersOnly: true, categoryIds: [7] }))).toBe(1);
    expect(await fanOut(message({ audience: categoryFollowers, categoryIds: [99] }))).toBe(0);
    expect(await fanOut(message({ audience: importantUpdates, categoryFollowersOnly: true, categoryIds: [7] }))).toBe(0);

    expect(await deliverAll(toAll)).toEqual([{ kind: 'sent', statusCode: 201 }, { kind: 'sent', statusCode: 201 }, { kind: 'sent', statusCode: 201 }]);
    for (const subscription of [important, everyone, follower]) {
      const [received] = (await testing.messages(subscription.clientHash)).map((text) => JSON.parse(text));
      expect(received).toEqual({ title: toAll.title, body: toAll.body, url: toAll.url, image: toAll.imageUrl, notificationId: toAll.notificationId, tag: `notification-${toAll.notificationId}` });
    }
  });

  it('fans out to 50 000 subscriptions in one statement, once', async () => {
    await database.db.execute(sql`
      insert into push_subscriptions (site_id, endpoint, p256dh, auth, audiences, category_ids)
      select ${SITE}, 'https://push.example.net/' || i, 'key', 'auth', case when i % 2 = 0 then '{2}'::integer[] else '{}'::integer[] end, array[i % 10]
      from generate_series(1, 50000) as i`);
    const toAll = message();
    expect(await fanOut(toAll)).toBe(50_000);
    expect(await fanOut(toAll)).toBe(0);
    expect(await fanOut(message({ audience: importantUpdates }))).toBe(25_000);
    expect(await fanOut(message({ audience: categoryFollowers, categoryIds: [3, 4] }))).toBe(10_000);
  });

  it('removes a subscription its push service says is gone (410) and reports it expired', async () => {
    const subscription = await subscribeAndRegister();
    await testing.expire(subscription.clientHash);
    const sent = message();
    expect(await fanOut(sent)).toBe(1);
    expect(await deliverAll(sent)).toEqual([{ kind: 'expired', statusCode: 410, reason: expect.stringContaining('410') }]);
    expect(await subscriptionCount()).toBe(0);
    // A row whose subscription is gone by the time it is delivered is expired too, without a request.
    expect(await deliverAll(sent)).toEqual([{ kind: 'expired', reason: 'the subscription was removed' }]);
  });

  it('retries after a 429 for as long as Retry-After says, then sends; breaking news is urgent and has a topic', async () => {
    const subscription = await testing.subscribe(channel.publicKey);
    const endpoint = subscription.endpoint.replace(testing.url, proxy.url);
    expect((await register({ endpoint, keys: subscription.keys })).statusCode).toBe(201);

    const breaking = message({ isBreakingNews: true });
    expect(await fanOut(breaking)).toBe(1);
    const [row] = await rowsOf(breaking);
    proxy.refuseNext(429, { 'retry-after': '7' });
    expect(await channel.deliver(row, breaking)).toEqual({ kind: 'retry', statusCode: 429, retryAfterMs: 7000, reason: '429' });
    proxy.refuseNext(503, { 'retry-after': new Date(Date.now() + 120_000).toUTCString() });
    const unavailable = await channel.deliver(row, breaking);
    expect(unavailable).toMatchObject({ kind: 'retry', statusCode: 503 });
    expect(unavailable.kind === 'retry' && unavailable.retryAfterMs).toBeGreaterThan(100_000);
    expect(await channel.deliver(row, breaking)).toEqual({ kind: 'sent', statusCode: 201 });

    const [received] = (await testing.messages(subscription.clientHash)).map((text) => JSON.parse(text));
    expect(received).toMatchObject({ title: breaking.title, tag: `breaking-${SITE}` });
    expect(proxy.received.at(-1)).toMatchObject({ urgency: 'high', topic: `breaking-${SITE}`, ttl: String(TTL_SECONDS), 'content-encoding': 'aes128gcm' });
    expect(proxy.received.at(-1)!.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    const normal = message();
    await fanOut(normal);
    expect(await deliverAll(normal)).toEqual([{ kind: 'sent', statusCode: 201 }]);
    expect(proxy.received.at(-1)).toMatchObject({ urgency: 'normal' });
    expect(proxy.received.at(-1)).not.toHaveProperty('topic');

    proxy.refuseNext(400);
    const refused = message({ isBreakingNews: true });
    await fanOut(refused);
    expect(await deliverAll(refused)).toEqual([{ kind: 'failed', statusCode: 400, reason: '400' }]);
    expect(await subscriptionCount()).toBe(1);
  });

  it('registers, updates and removes a subscription through the delivery API; refuses what a browser would not send, in the reader language', async () => {
    const keyAnswer = await app.inject({ method: 'GET', url: `/api/public/${SITE}/push/vapid-public-key` });
    expect(keyAnswer.statusCode).toBe(200);
    expect(keyAnswer.json()).toEqual({ publicKey: channel.publicKey });
    expect(keyAnswer.headers['access-control-allow-origin']).toBe('*');
    expect((await loadVapidKeys(database.db)).publicKey).toBe(channel.publicKey);
    expect((await app.inject({ method: 'GET', url: '/api/public/999/push/vapid-public-key' })).statusCode).toBe(404);

    const preflight = await app.inject({ method: 'OPTIONS', url: `/api/public/${SITE}/push/subscriptions`, headers: { origin: 'https://www.example.com', 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, DELETE' });
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Content-Type');

    const subscription = await testing.subscribe(channel.publicKey);
    const good = { endpoint: 'https://push.example.net/wpush/v2/abc', keys: subscription.keys, audiences: [3, 2, 2], categoryIds: [12, 7] };
    const created = await register(good);
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe('*');
    expect(created.json()).toEqual({ endpoint: good.endpoint, audiences: [2, 3], categoryIds: [7, 12] });
    const updated = await register({ ...good, audiences: [], categoryIds: [5] });
    expect(updated.statusCode).toBe(200);
    expect(await database.db.select({ siteId: pushSubscriptions.siteId, audiences: pushSubscriptions.audiences, categoryIds: pushSubscriptions.categoryIds }).from(pushSubscriptions)).toEqual([
      { siteId: SITE, audiences: [], categoryIds: [5] },
    ]);

    const p256dh = Buffer.from(subscription.keys.p256dh, 'base64url');
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    const wrong: unknown[] = [
      { ...good, endpoint: 'https://push.example.net/other', keys: { ...good.keys, p256dh: p256dh.subarray(0, 64).toString('base64url') } },
      { ...good, endpoint: 'https://push.example.net/other', keys: { ...good.keys, p256dh: notOnCurve } },
      { ...good, endpoint: 'https://push.example.net/other', keys: { ...good.keys, auth: Buffer.alloc(15).toString('base64url') } },
      { ...good, endpoint: 'https://push.example.net/other', keys: { ...good.keys, auth: 'not base64!' } },
      { ...good, endpoint: 'https://push.example.net/other', keys: undefined },
      { ...good, endpoint: 'http://push.example.net/plain' },
      { ...good, endpoint: 'not an address' },
      { ...good, endpoint: 'https://push.example.net/other', audiences: [all] },
      { ...good, endpoint: 'https://push.example.net/other', categoryIds: ['7'] },
      'not an object',
    ];
    for (const body of wrong) {
      for (const [language, texts] of [['tr', tr], ['en', en]] as const) {
        const refused = await register(body, { language });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json()).toEqual({ error: texts.notification.subscription.invalid, messageKey: 'notification.subscription.invalid' });
      }
    }
    const noLanguage = await register({ ...good, endpoint: 'https://push.example.net/other' }, { siteId: 999 });
    expect(noLanguage.json()).toMatchObject({ error: tr.notification.subscription.invalid });
    const notJson = await app.inject({ method: 'POST', url: `/api/public/${SITE}/push/subscriptions`, headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{"endpoint":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: en.notification.subscription.invalid });
    expect(await subscriptionCount()).toBe(1);

    const removal = (siteId: number) =>
      app.inject({ method: 'DELETE', url: `/api/public/${siteId}/push/subscriptions`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ endpoint: good.endpoint }) });
    expect((await removal(OTHER_SITE)).statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(1);
    expect((await removal(SITE)).statusCode).toBe(204);
    expect(await subscriptionCount()).toBe(0);
  });

  it('the local push service decrypts what the channel sends, keeps it, and refuses a push not signed with the subscription key', async () => {
    const subscription = await local.subscribe({ applicationServerKey: channel.publicKey });
    expect((await register({ ...subscription, audiences: [importantUpdates] })).statusCode).toBe(201);
    const breaking = message({ isBreakingNews: true, audience: importantUpdates });
    expect(await fanOut(breaking)).toBe(1);
    expect(await deliverAll(breaking)).toEqual([{ kind: 'sent', statusCode: 201 }]);
    const id = subscription.endpoint.split('/').at(-1)!;
    const captured = await database.db.select().from(capturedPushes).where(eq(capturedPushes.target, id));
    expect(captured.map(({ kind, headers, payload }) => ({ kind, headers, payload }))).toEqual([
      {
        kind: 'webPush',
        headers: { ttl: TTL_SECONDS, urgency: 'high', topic: `breaking-${SITE}` },
        payload: { title: breaking.title, body: breaking.body, url: breaking.url, image: breaking.imageUrl, notificationId: breaking.notificationId, tag: `breaking-${SITE}` },
      },
    ]);

    const push = (vapidDetails: { subject: string; publicKey: string; privateKey: string }, authorization?: (header: string) => string) => {
      const details = webPush.generateRequestDetails(subscription, 'hello', { vapidDetails, TTL: 60, contentEncoding: 'aes128gcm' });
      const headers = details.headers as Record<string, string>;
      if (authorization) headers.Authorization = authorization(headers.Authorization);
      return fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body) });
    };
    const subject = 'mailto:test@example.com';
    const other = webPush.generateVAPIDKeys();
    expect((await push({ subject, ...other })).status).toBe(403);
    const signature = /(t=[\w-]+\.[\w-]+\.)([\w-]+)/;
    const otherSignature = signature.exec(webPush.getVapidHeaders(local.url, subject, other.publicKey, other.privateKey, 'aes128gcm').Authorization)![2];
    const ours = await loadVapidKeys(database.db);
    const forged = await push({ subject, ...ours }, (header) => header.replace(signature, `$1${otherSignature}`));
    expect(forged.status).toBe(401);
    const wrongAudience = await push({ subject, ...ours }, () => webPush.getVapidHeaders('https://push.example.net', subject, ours.publicKey, ours.privateKey, 'aes128gcm').Authorization);
    expect(wrongAudience.status).toBe(401);
    expect((await push({ subject, ...ours })).status).toBe(201);
    expect(await database.db.select().from(capturedPushes).where(eq(capturedPushes.target, id))).toHaveLength(2);

    // An id the service does not know is gone: the channel removes the subscription.
    const unknown = { endpoint: `${local.url}/local-push/unknown`, keys: subscription.keys };
    expect((await register(unknown)).statusCode).toBe(201);
    const later = message();
    expect(await fanOut(later)).toBe(2);
    expect((await deliverAll(later)).map((outcome) => outcome.kind).sort()).toEqual(['expired', 'sent']);
    expect((await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((row) => row.endpoint)).toEqual([subscription.endpoint]);
  });

  it('the demo readers of each site are subscribed on the local push service anew at each start', async () => {
    await seedLocalPushSubscriptions(database.db, local, [SITE, OTHER_SITE], 3);
    await seedLocalPushSubscriptions(database.db, local, [SITE, OTHER_SITE], 3);
    const rows = await database.db.select().from(pushSubscriptions);
    expect(rows.filter((row) => row.siteId === SITE).map((row) => row.audiences)).toEqual([[], [2], [2, 3]]);
    expect(rows.filter((row) => row.siteId === OTHER_SITE)).toHaveLength(3);
    const sent = message();
    expect(await fanOut(sent)).toBe(3);
    expect(await deliverAll(sent)).toEqual([{ kind: 'sent', statusCode: 201 }, { kind: 'sent', statusCode: 201 }, { kind: 'sent', statusCode: 201 }]);
  });
});
