/**
 * A push service of our own on 127.0.0.1 for the default run, which has no browser: it makes
 * subscriptions as a browser's push service would (a P-256 key pair and an auth secret per
 * subscription, kept in this process's memory), and receives their pushes as RFC 8030 says: it
 * checks the VAPID token (RFC 8292), decrypts the aes128gcm body (RFC 8291) and keeps what it read in
 * `captured_pushes` (kind `webPush`). server/notifications/README.md, "Web Push", says why the tests
 * use another one.
 */
import { createECDH, randomBytes, randomUUID, type ECDH, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, inArray, like } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { jwtVerify } from 'jose';
import type { Db } from '../../db/client.ts';
import { capturedPushes, pushSubscriptions } from '../notificationTables.ts';
import { decodeBase64Url, p256PublicKey, savePushSubscription } from './pushSubscriptions.ts';
import { readBody, Refusal } from './localHttp.ts';

export interface LocalPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  /** http://127.0.0.1:<port> */
  url: string;
  /** A new subscription, as `PushManager.subscribe` gives it; with `applicationServerKey`, pushes signed with another key are refused (403). */
  subscribe(options?: { applicationServerKey?: string }): Promise<LocalPushSubscription>;
  close(): Promise<void>;
}

export const LOCAL_PUSH_LIMITS = {
  /** RFC 8030 §7.2: a push service must take 4096 bytes; this one takes no more. */
  maxBodyBytes: 4096,
  /** RFC 8292 §2: a token's `exp` no more than 24 hours ahead (a minute of clock skew allowed). */
  maxTokenLifetimeSeconds: 24 * 60 * 60 + 60,
  /** Tokens and keys remembered once checked (a sender reuses its token for many pushes). */
  rememberedTokens: 1000,
} as const;

/** Where its subscriptions' endpoints live, so a start can tell the demo's old ones. */
const PUSH_PATH = '/local-push/';
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

interface Receiver {
  ecdh: ECDH;
  authSecret: Buffer;
  applicationServerKey?: string;
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3). */
function vapidParameters(header: string | undefined): { token: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  const parameters = new Map(
    (match?.[1] ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const token = parameters.get('t');
  const key = parameters.get('k');
  if (!token || !key) throw new Refusal(401, 'a VAPID Authorization is required');
  return { token, key };
}

/** Checks VAPID tokens for this service's origin, remembering those already checked until they expire. */
function createVapidCheck(origin: string) {
  const keys = new Map<string, KeyObject>();
  const checked = new Map<string, number>();
  const remember = <T>(map: Map<string, T>, name: string, value: T) => {
    if (map.size >= LOCAL_PUSH_LIMITS.rememberedTokens) map.clear();
    map.set(name, value);
  };
  return async function check(authorization: string | undefined): Promise<string> {
    const { token, key } = vapidParameters(authorization);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = checked.get(`${key} ${token}`);
    if (expiresAt !== undefined && expiresAt > now) return key;
    let publicKey = keys.get(key);
    if (!publicKey) {
      publicKey = p256PublicKey(decodeBase64Url(key));
      if (!publicKey) throw new Refusal(401, 'the VAPID key is not a P-256 public key');
      remember(keys, key, publicKey);
    }
    let exp: number;
    try {
      ({ exp } = (await jwtVerify(token, publicKey, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp'] })).payload as { exp: number });
    } catch (error) {
      throw new Refusal(401, `the VAPID token is not valid: ${(error as Error).message}`);
    }
    if (exp > now + LOCAL_PUSH_LIMITS.maxTokenLifetimeSeconds) throw new Refusal(401, 'the VAPID token expires more than 24 hours ahead');
    remember(checked, `${key} ${token}`, exp);
    return key;
  };
}

/** The headers RFC 8030 gives a push message: TTL (required), Urgency, Topic. */
function pushHeaders(request: IncomingMessage): { ttl: number; urgency: string; topic?: string } {
  const ttl = String(request.headers.ttl ?? '');
  if (!/^\d{1,10}$/.test(ttl)) throw new Refusal(400, 'a TTL header is required');
  if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'the body must be encrypted with aes128gcm');
  const urgency = String(request.headers.urgency ?? 'normal');
  if (!URGENCIES.has(urgency)) throw new Refusal(400, 'the Urgency header is not one of very-low, low, normal, high');
  const topic = request.headers.topic as string | undefined;
  if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Refusal(400, 'the Topic header is not up to 32 base64url characters');
  return { ttl: Number(ttl), urgency, ...(topic ? { topic } : {}) };
}

function readPayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startLocalPushService(options: { db: Db; port: number; log(message: string): void }): Promise<LocalPushService> {
  const { db, log } = options;
  const receivers = new Map<string, Receiver>();
  let check: ReturnType<typeof createVapidCheck>;

  async function receive(request: IncomingMessage, response: ServerResponse, id: string) {
    const receiver = receivers.get(id);
    if (!receiver) throw new Refusal(410, 'the subscription is gone');
    const key = await check(request.headers.authorization);
    if (receiver.applicationServerKey && receiver.applicationServerKey !== key) throw new Refusal(403, 'the VAPID key is not the one the subscription was made with');
    const headers = pushHeaders(request);
    const body = await readBody(request, LOCAL_PUSH_LIMITS.maxBodyBytes, 'the push message is too large');
    let plain: Buffer;
    try {
      plain = decrypt(body, { version: 'aes128gcm', privateKey: receiver.ecdh, authSecret: receiver.authSecret });
    } catch (error) {
      throw new Refusal(400, `the body could not be decrypted: ${(error as Error).message}`);
    }
    await db.insert(capturedPushes).values({ kind: 'webPush', target: id, headers, payload: readPayload(plain.toString('utf8')) });
    response.writeHead(201, { location: `${url}/message/${randomUUID()}` }).end();
  }

  const server = createServer((request, response) => {
    const path = request.url ?? '';
    const id = request.method === 'POST' && path.startsWith(PUSH_PATH) ? path.slice(PUSH_PATH.length) : undefined;
    if (!id) {
      response.writeHead(404).end();
      return;
    }
    receive(request, response, id).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 500;
      if (status === 500) log(`local push service: ${(error as Error).message}`);
      if (!response.headersSent) response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...(status === 401 ? { 'www-authenticate': 'vapid' } : {}) });
      response.end((error as Error).message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  check = createVapidCheck(url);
  log(`local push service on ${url}`);

  return {
    url,
    async subscribe(subscribeOptions = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomBytes(16).toString('base64url');
      receivers.set(id, { ecdh, authSecret, applicationServerKey: subscribeOptions.applicationServerKey });
      return { endpoint: `${url}${PUSH_PATH}${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The audiences the demo readers chose, in turn: only "all", important updates, both. */
const DEMO_AUDIENCES = [[], [2], [2, 3]];

/**
 * A few demo readers per site subscribed on the local push service. Its subscriptions live as long as
 * the process: the local ones kept before (an earlier start's, on any port) are replaced, so each start
 * has `perSite` working ones per site and none that answers 410.
 */
export async function seedLocalPushSubscriptions(db: Db, service: LocalPushService, siteIds: readonly number[], perSite = 3): Promise<void> {
  if (siteIds.length === 0) return;
  const s = pushSubscriptions;
  await db.delete(s).where(and(inArray(s.siteId, [...siteIds]), like(s.endpoint, `http://127.0.0.1:%${PUSH_PATH}%`)));
  for (const siteId of siteIds) {
    for (let index = 0; index < perSite; index += 1) {
      const subscription = await service.subscribe();
      await savePushSubscription(db, siteId, { endpoint: subscription.endpoint, ...subscription.keys, audiences: DEMO_AUDIENCES[index % DEMO_AUDIENCES.length], categoryIds: [] });
    }
  }
}

const running = new Map<Db, Promise<LocalPushService>>();

/**
 * The default run's one local push service per database (the demo's seed starts it; the feature's
 * jobs close it with the server). Its keys live in this process, so it lives as long as the server does.
 */
export function localPushServiceFor(options: { db: Db; port: number; log(message: string): void }): Promise<LocalPushService> {
  let service = running.get(options.db);
  if (!service) {
    service = startLocalPushService(options);
    running.set(options.db, service);
    service.catch(() => running.delete(options.db));
  }
  return service;
}

/** Closes the database's local push service if one was started. */
export async function closeLocalPushService(db: Db): Promise<void> {
  const service = running.get(db);
  running.delete(db);
  await (await service?.catch(() => undefined))?.close();
}
