import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { notifications } from '../../resources/notification.ts';
import { MAIL_DEFAULTS, NOTIFICATION_DEFAULTS } from '../../server/config.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { sites } from '../../server/db/schema.ts';
import { notificationsTable } from '../../server/engine/resourceTables.ts';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner.ts';
import { mailingSubscribers } from '../../server/mailing/index.ts';
import type { DeliveryOutcome, NotificationChannel } from '../../server/notifications/channels/channel.ts';
import { createMailChannel } from '../../server/notifications/channels/mail.ts';
import type { NotificationDelivery } from '../../server/notifications/notificationDeliveries.ts';
import { notificationJobs } from '../../server/notifications/notificationJobs.ts';
import { DELIVER_NOTIFICATION_JOB, messageOf, SEND_NOTIFICATION_JOB, SWEEP_NOTIFICATIONS_JOB } from '../../server/notifications/notificationSend.ts';
import { notificationDeliveries, notificationPlatforms, pushVapidKeys } from '../../server/notifications/notificationTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions, type GraphQLResponse } from './support/graphqlCall.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';

/** Issue 30 "Sending is a job" and "Cancel": the notification's outbox worked by the real job runner, through channels that answer over HTTP and SMTP. */
const SITE = '4';
const WEB = 1;
const MAIL = 2;
const MOBILE = 3;
const { waiting: WAITING, sent: SENT, failed: FAILED, canceled: CANCELED } = { waiting: 1, sent: 2, failed: 3, canceled: 4 };
/** Targets per platform of the HTTP test channel. */
const TARGETS = 20;

interface Arrival {
  notificationId: number;
  platform: number;
  target: string;
}

type Answer = { status: number; retryAfter?: string; body?: string } | 'hold';

/** A push service of the test: answers each POST /<notification>/<platform>/<target> as the running test's plan says, and can hold answers until released. */
async function startPushService() {
  const arrivals: Arrival[] = [];
  const plans = new Map<number, (arrival: Arrival, nth: number) => Answer>();
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      const [, notificationId, platform, target] = request.url!.split('/');
      const arrival = { notificationId: Number(notificationId), platform: Number(platform), target: target! };
      arrivals.push(arrival);
      const nth = arrivals.filter((other) => other.notificationId === arrival.notificationId && other.target === arrival.target).length;
      const answer = plans.get(arrival.notificationId)?.(arrival, nth) ?? { status: 201 };
      if (answer === 'hold') return void held.push(response);
      response.writeHead(answer.status, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    plans,
    held,
    release: () => held.splice(0).forEach((response) => response.writeHead(201).end()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A channel for the web and mobile platforms that POSTs each row to the test's push service and reads its answer as channels do (channel.ts). */
function httpChannel(base: string): NotificationChannel {
  return {
    platforms: [WEB, MOBILE],
    async fanOut(tx, message, platform) {
      const rows = Array.from({ length: TARGETS }, (_, k) => ({ notificationId: message.notificationId, platform, target: `p${platform}-${k}` }));
      await tx.insert(notificationDeliveries).values(rows).onConflictDoNothing();
      return rows.length;
    },
    async deliver(row, message): Promise<DeliveryOutcome> {
      try {
        const response = await fetch(`${base}/${message.notificationId}/${row.platform}/${row.target}`, { method: 'POST', body: JSON.stringify({ title: message.title }) });
        const reason = (await response.text()) || `HTTP ${response.status}`;
        if (response.ok) return { kind: 'sent', statusCode: response.status };
        if (response.status === 404 || response.status === 410) return { kind: 'expired', statusCode: response.status, reason };
        if (response.status === 429 || response.status >= 500) {
          const seconds = Number(response.headers.get('retry-after'));
          return { kind: 'retry', statusCode: response.status, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined, reason };
        }
        return { kind: 'failed', statusCode: response.status, reason };
      } catch (error) {
        return { kind: 'retry', reason: String(error) };
      }
    },
  };
}

interface ReceivedMail {
  to: string;
  messageId: string;
  subject: string;
  html: string;
  listUnsubscribe?: string;
}

async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const unsubscribe = parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' ');
        received.push({ to: session.envelope.rcptTo[0]!.address, messageId: parsed.messageId!, subject: parsed.subject ?? '', html: String(parsed.html), listUnsubscribe: unsubscribe });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Delivery = Omit<NotificationDelivery, 'startedAt' | 'finishedAt'>;

interface NotificationView {
  id: string;
  version: number;
  status: number;
  deliveryStates: number[];
  failedPlatforms: number[] | null;
  targetCount: number | null;
  finishedAt: string | null;
  deliveries: Delivery[];
}

type Fields = Record<string, string>;
const fieldsOf = (response: GraphQLResponse<unknown>): Fields => (response.errors?.[0]?.extensions as { fields?: Fields } | undefined)?.fields ?? {};
const messageKeyOf = (response: GraphQLResponse<unknown>) => (response.errors?.[0]?.extensions as { messageKey?: string } | undefined)?.messageKey;

describe.each(testDatabaseKinds())('notification send on %s', (database) => {
  let server: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let admin: CallOptions;
  let deliver: (notificationId: number) => Promise<unknown>;
  let sweep: () => Promise<unknown>;
  const runners: JobRunner[] = [];
  const send = { parallel: 2, chunk: 3, leaseMs: 5000, retries: 3, retryBaseMs: 50, sweepEveryMs: 60_000 };

  beforeAll(async () => {
    [push, smtp] = await Promise.all([startPushService(), startSmtpReceiver()]);
    server = await startTestApp(database, {
      mail: { smtpUrl: smtp.url, from: MAIL_DEFAULTS.from, poolConnections: 5, smtpTimeoutMs: 60_000, capturePort: 0, captureMaxBytes: 1_000_000, minLeadMinutes: 0 },
      // The app's own runner takes no job: the runners below work the notifications through the test's channels.
      jobs: { concurrency: 0, pollMs: 3_600_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
      notifications: { ...NOTIFICATION_DEFAULTS, webhooks: {}, localPort: 0, send },
    });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    const channels = [httpChannel(push.url), createMailChannel({ db: server.db, config: server.config, log: () => {}, mail: server.mail })];
    const { handlers } = notificationJobs({ db: server.db, config: server.config }, channels);
    deliver = (notificationId) => (handlers[DELIVER_NOTIFICATION_JOB] as (payload: { notificationId: number }) => Promise<unknown>)({ notificationId });
    sweep = () => (handlers[SWEEP_NOTIFICATIONS_JOB] as () => Promise<unknown>)();
    for (let n = 0; n < 2; n += 1) runners.push(await startJobRunner(server.db, handlers, { pollMs: 30, leaseMs: 5000, concurrency: 3, log: () => {} }));
  });
  afterAll(async () => {
    push?.release();
    await Promise.all(runners.map((runner) => runner.stop()));
    await server?.stop();
    await Promise.all([push?.close(), smtp?.close()]);
  });

  const calls = (options: CallOptions = admin) => resourceCalls(server.yoga, notifications, options);
  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: 'Seçim sonuçları açıklandı',
    spot: 'Kesin olmayan sonuçlara göre katılım yüzde 84',
    url: '/gundem/secim',
    sendDate: new Date().toISOString(),
    platforms: [WEB, MOBILE],
    audience: 1,
    ...overrides,
  });
  async function saved(input: Record<string, unknown>, options?: CallOptions): Promise<ResourceRecord> {
    const response = await calls(options).save(input);
    expect(response.errors).toBeUndefined();
    return response.data!.saveNotification!;
  }
  const read = async (id: string) => {
    const response = await graphqlCall<{ notification: NotificationView }>(
      server.yoga,
      'query ($id: ID!) { notification(id: $id) { id version status deliveryStates failedPlatforms targetCount finishedAt deliveries { platform state targeted sent failed expired canceled error } } }',
      { ...admin, variables: { id } },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.notification;
  };
  const ended = (id: string) => until(() => read(id), (view) => view.finishedAt !== null && view.deliveries.every((delivery) => delivery.state !== WAITING), 30_000);
  const arrivalsOf = (id: string) => push.arrivals.filter((arrival) => arrival.notificationId === Number(id));
  const rowsOf = (id: string) => server.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, Number(id)));
  const cancel = (target: { id: string; version: number }, options: CallOptions = admin) =>
    graphqlCall<{ cancelNotification: { id: string; version: number; status: number } }>(
      server.yoga,
      'mutation ($id: ID!, $version: Int!) { cancelNotification(id: $id, version: $version) { id version status } }',
      { ...options, variables: { id: target.id, version: target.version } },
    );
  const wake = () => runners.forEach((runner) => runner.wake());

  describe.each([
    ['en', { required: (name: string) => `Field ${name} is required.`, past: (name: string) => `The ${name} cannot be in the past.` }],
    ['tr', { required: (name: string) => `${name} alanı zorunludur.`, past: (name: string) => `${name} geçmiş bir zaman olamaz.` }],
  ] as const)('refuses in %s, writing nothing', (language, texts) => {
    const english = language === 'en';
    const refused = async (input: Record<string, unknown>) => {
      const response = await calls({ ...admin, language }).save(input);
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
      return fieldsOf(response);
    };
    it('a notification without a title', async () => {
      expect(await refused(valid({ title: '' }))).toEqual({ title: texts.required(english ? 'Title' : 'Başlık') });
    });
    it('one for category followers without categories', async () => {
      expect(await refused(valid({ audience: 4 }))).toEqual({ categoryIds: texts.required(english ? 'Categories' : 'Kategoriler') });
      expect(await refused(valid({ isCategoryFollowersOnly: true }))).toEqual({ categoryIds: texts.required(english ? 'Categories' : 'Kategoriler') });
    });
    it('one by mail without a mail channel', async () => {
      expect(await refused(valid({ platforms: [WEB, MAIL] }))).toEqual({ mailChannelId: texts.required(english ? 'Mail channel' : 'E-posta kanalı') });
    });
    it('a send date in the past', async () => {
      expect(await refused(valid({ sendDate: new Date(Date.now() - 60 * 60_000).toISOString() }))).toEqual({ sendDate: texts.past(english ? 'Send date' : 'Gönderim tarihi') });
    });
  });

  it('refuses a user without notification.save', async () => {
    const reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: SITE, language: 'en' };
    expect(errorCodes(await calls(reader).save(valid()))).toEqual(['FORBIDDEN']);
  });

  it('saves a notification scheduled with every chosen platform waiting, and its send job at its date', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const notification = await saved(valid({ sendDate: later }));
    expect(notification).toMatchObject({ status: 1, deliveryStates: [WAITING] });
    const view = await read(notification.id);
    expect(view.deliveries.map(({ platform, state, targeted }) => ({ platform, state, targeted }))).toEqual([
      { platform: WEB, state: WAITING, targeted: 0 },
      { platform: MOBILE, state: WAITING, targeted: 0 },
    ]);
    const [job] = await server.db.select().from(jobs).where(and(eq(jobs.name, SEND_NOTIFICATION_JOB), eq(jobs.key, `${SEND_NOTIFICATION_JOB}:${notification.id}:${later}`)));
    expect(job!.runAt.toISOString()).toBe(later);
  });

  it('sends now to every platform, each row once: the states turn sent with their counts, the mail through SMTP with its own Message-ID and unsubscribe link', async () => {
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Son dakika' });
    expect(channel.errors).toBeUndefined();
    const channelId = Number(channel.data!.saveMailingChannel!.id);
    const readers = ['ayse@example.test', 'mehmet@example.test', 'zeynep@example.test'];
    await server.db.insert(mailingSubscribers).values([
      ...readers.map((email) => ({ siteId: Number(SITE), channelId, email, status: 'subscribed' })),
      { siteId: Number(SITE), channelId, email: 'left@example.test', status: 'unsubscribed' },
    ]);
    const notification = await saved(valid({ platforms: [WEB, MAIL, MOBILE], mailChannelId: String(channelId) }));
    wake();
    const view = await ended(notification.id);
    expect(view).toMatchObject({ status: 3, deliveryStates: [SENT], failedPlatforms: [], targetCount: 2 * TARGETS + readers.length });
    expect(view.deliveries.map(({ platform, state, targeted, sent, failed, canceled }) => ({ platform, state, targeted, sent, failed, canceled }))).toEqual([
      { platform: WEB, state: SENT, targeted: TARGETS, sent: TARGETS, failed: 0, canceled: 0 },
      { platform: MAIL, state: SENT, targeted: readers.length, sent: readers.length, failed: 0, canceled: 0 },
      { platform: MOBILE, state: SENT, targeted: TARGETS, sent: TARGETS, failed: 0, canceled: 0 },
    ]);
    // Two runners, two deliver jobs each claiming chunks: every target reached exactly once.
    const arrivals = arrivalsOf(notification.id);
    expect(arrivals).toHaveLength(2 * TARGETS);
    expect(new Set(arrivals.map((arrival) => arrival.target)).size).toBe(2 * TARGETS);
    const mails = smtp.received.filter((mail) => mail.subject === 'Seçim sonuçları açıklandı');
    expect(mails.map((mail) => mail.to).sort()).toEqual(readers);
    for (const mail of mails) {
      expect(mail.messageId).toMatch(new RegExp(`^<notification-${notification.id}\\.subscriber-\\d+@newsroom\\.example>$`));
      expect(mail.listUnsubscribe).toMatch(new RegExp(`^List-Unsubscribe: <${server.baseUrl}/api/public/mailing/unsubscribe\\?token=[\\w.%-]+>$`));
      expect(mail.html).toContain('Kesin olmayan sonuçlara göre katılım yüzde 84');
    }
    // One more deliver job finds nothing to send.
    expect(await deliver(Number(notification.id))).toEqual({ delivered: 0 });
    expect(arrivalsOf(notification.id)).toHaveLength(2 * TARGETS);
    // A sent notification is no longer changed or canceled.
    const again = await calls().save({ id: notification.id, version: view.version, title: 'Değişmiş başlık' });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    expect(messageKeyOf(again)).toBe('notification.errors.alreadySent');
    expect(errorCodes(await cancel(view))).toEqual(['CONFLICT']);
  });

  it('sends nothing for a notification canceled before its date: every platform canceled, a save refused', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const notification = await saved(valid({ sendDate: later }));
    const canceled = await cancel(notification);
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data!.cancelNotification.status).toBe(4);
    // Its send job comes due all the same and does nothing.
    const key = `${SEND_NOTIFICATION_JOB}:${notification.id}:${later}`;
    await server.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, key));
    wake();
    const [job] = await until(() => server.db.select().from(jobs).where(eq(jobs.key, key)), (rows) => rows[0]?.state === 'done');
    expect(job!.result).toEqual({ prepared: false });
    const view = await read(notification.id);
    expect(view).toMatchObject({ status: 4, deliveryStates: [CANCELED] });
    expect(view.deliveries.map((delivery) => delivery.state)).toEqual([CANCELED, CANCELED]);
    expect(await rowsOf(notification.id)).toEqual([]);
    expect(arrivalsOf(notification.id)).toEqual([]);
    const again = await calls({ ...admin, language: 'tr' }).save({ id: notification.id, version: canceled.data!.cancelNotification.version, title: 'Yeniden' });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    expect(again.errors![0]!.message).toBe('Bu bildirim iptal edildi.');
  });

  it('stops a send in progress: what was not handed over is canceled, not failed, and never sent', async () => {
    const notification = await saved(valid({ title: 'Durdurulacak bildirim' }));
    push.plans.set(Number(notification.id), () => 'hold');
    wake();
    await until(() => arrivalsOf(notification.id).length, (count) => count > 0);
    const sending = await read(notification.id);
    expect(sending.status).toBe(2);
    // A sending notification is not changed, but it can be canceled.
    expect(messageKeyOf(await calls().save({ id: notification.id, version: sending.version, title: 'Değişmiş' }))).toBe('notification.errors.alreadySent');
    const canceled = await cancel(sending);
    expect(canceled.errors).toBeUndefined();
    push.plans.delete(Number(notification.id));
    push.release();
    const view = await ended(notification.id);
    expect(view.status).toBe(4);
    const rows = await rowsOf(notification.id);
    const handed = new Set(arrivalsOf(notification.id).map((arrival) => arrival.target));
    expect(handed.size).toBeLessThan(2 * TARGETS);
    expect(new Set(rows.filter((row) => row.state === 'sent').map((row) => row.target))).toEqual(handed);
    expect(rows.filter((row) => row.state !== 'sent').every((row) => row.state === 'canceled')).toBe(true);
    expect(arrivalsOf(notification.id)).toHaveLength(handed.size);
    for (const delivery of view.deliveries) {
      expect(delivery.failed).toBe(0);
      expect(delivery.sent + delivery.canceled).toBe(TARGETS);
      expect(delivery.state).toBe(delivery.canceled > 0 ? CANCELED : SENT);
    }
    expect(view.deliveryStates).toContain(CANCELED);
    // Nothing more goes out later.
    expect(await deliver(Number(notification.id))).toEqual({ delivered: 0 });
    expect(arrivalsOf(notification.id)).toHaveLength(handed.size);
  });

  it('leaves the other platforms sent when one fails, and names the failed one', async () => {
    const notification = await saved(valid({ title: 'Bir platform başarısız' }));
    push.plans.set(Number(notification.id), (arrival) => (arrival.platform === MOBILE ? { status: 400, body: 'INVALID_ARGUMENT: the topic is not valid' } : { status: 201 }));
    wake();
    const view = await ended(notification.id);
    expect(view).toMatchObject({ status: 3, failedPlatforms: [MOBILE], deliveryStates: [SENT, FAILED] });
    expect(view.deliveries).toEqual([
      expect.objectContaining({ platform: WEB, state: SENT, sent: TARGETS, failed: 0, error: null }),
      expect.objectContaining({ platform: MOBILE, state: FAILED, sent: 0, failed: TARGETS, error: 'INVALID_ARGUMENT: the topic is not valid' }),
    ]);
    // A refusal for good is not tried again.
    expect(arrivalsOf(notification.id)).toHaveLength(2 * TARGETS);
  });

  it('tries again after a 429 with Retry-After, then sends', async () => {
    const notification = await saved(valid({ title: 'Yoğunluk', platforms: [WEB] }));
    push.plans.set(Number(notification.id), (_arrival, nth) => (nth === 1 ? { status: 429, retryAfter: '1', body: 'Too many requests' } : { status: 201 }));
    wake();
    const view = await ended(notification.id);
    expect(view).toMatchObject({ status: 3, deliveryStates: [SENT] });
    expect(view.deliveries).toEqual([expect.objectContaining({ platform: WEB, state: SENT, sent: TARGETS, failed: 0 })]);
    const rows = await rowsOf(notification.id);
    expect(rows.every((row) => row.state === 'sent' && row.attempts === 2)).toBe(true);
    // Each target twice: the 429, then the send; never a third time.
    const arrivals = arrivalsOf(notification.id);
    expect(arrivals).toHaveLength(2 * TARGETS);
    expect(new Set(arrivals.map((arrival) => arrival.target)).size).toBe(TARGETS);
  });

  it('ends a platform nobody can be reached on failed with "no recipients", the others sent', async () => {
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Boş kanal' });
    const notification = await saved(valid({ title: 'Boş kanal', platforms: [WEB, MAIL], mailChannelId: channel.data!.saveMailingChannel!.id }));
    wake();
    const view = await ended(notification.id);
    expect(view).toMatchObject({ status: 3, failedPlatforms: [MAIL], deliveryStates: [SENT, FAILED], targetCount: TARGETS });
    expect(view.deliveries[1]).toMatchObject({ platform: MAIL, state: FAILED, targeted: 0, error: expect.stringContaining('No recipients') });
  });

  it('sweeps a row whose worker died mid-send: unknown, counted failed, never sent again, and the notification finished', async () => {
    const notification = await saved(valid({ title: 'Yarıda kalan', platforms: [WEB] }));
    wake();
    await ended(notification.id);
    // As if the worker holding one row had died before recording it: the row in flight under a lease run out.
    const [row] = await rowsOf(notification.id);
    await server.db.update(notificationDeliveries).set({ state: 'sending', lockedBy: 'gone', lockedUntil: new Date(Date.now() - 1000) }).where(eq(notificationDeliveries.id, row!.id));
    await server.db.update(notificationPlatforms).set({ state: WAITING, sent: TARGETS - 1, finishedAt: null }).where(eq(notificationPlatforms.notificationId, Number(notification.id)));
    await server.db.update(notificationsTable).set({ status: 2, finishedAt: null, deliveryStates: [WAITING] }).where(eq(notificationsTable.id, Number(notification.id)));
    const before = arrivalsOf(notification.id).length;
    expect(await sweep()).toMatchObject({ requeued: 0 });
    const view = await read(notification.id);
    expect(view).toMatchObject({ status: 3, failedPlatforms: [WEB], deliveryStates: [FAILED] });
    expect(view.deliveries).toEqual([expect.objectContaining({ state: FAILED, sent: TARGETS - 1, failed: 1, error: 'The send was interrupted: it may have been delivered.' })]);
    expect((await rowsOf(notification.id)).find((candidate) => candidate.id === row!.id)!.state).toBe('unknown');
    expect(arrivalsOf(notification.id)).toHaveLength(before);
  });

  it('sends the flash-news cover of the site settings when the cover option is chosen, and carries the followers flag', async () => {
    const [site] = await server.db.select().from(sites).where(eq(sites.id, Number(SITE)));
    const cover = { path: '/media/2026/11/flash.jpg', width: 1200, height: 675, crops: [] };
    await server.db.update(sites).set({ settings: { ...site!.settings, notificationFlashNewsCoverImage: cover } as typeof site.settings }).where(eq(sites.id, Number(SITE)));
    try {
      const row = { id: 1, siteId: Number(SITE), title: 'T', spot: 'S', audience: 2, isCategoryFollowersOnly: true, categoryIds: [5], useCoverImage: true } as unknown as Parameters<typeof messageOf>[1];
      const withCover = await messageOf(server.db, row, new Date(), 'https://newsroom.example');
      expect(withCover).toMatchObject({ imageUrl: 'https://newsroom.example/media/2026/11/flash.jpg', audience: 2, categoryFollowersOnly: true, categoryIds: [5] });
      expect((await messageOf(server.db, { ...row, useCoverImage: false, isCategoryFollowersOnly: false }, new Date(), 'https://newsroom.example')).imageUrl).toBeUndefined();
    } finally {
      await server.db.update(sites).set({ settings: site!.settings }).where(eq(sites.id, Number(SITE)));
    }
  });

  it('offers the sites the VAPID public key the web channel signs with, the same on every call', async () => {
    const publicKey = async () => {
      const response = await fetch(`${server.baseUrl}/api/public/${SITE}/push/vapid-public-key`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { publicKey: string }).publicKey;
    };
    const [vapid] = await server.db.select().from(pushVapidKeys);
    expect(await publicKey()).toBe(vapid!.publicKey);
    expect(await publicKey()).toBe(vapid!.publicKey);
  });
});
