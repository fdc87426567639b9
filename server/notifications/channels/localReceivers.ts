import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify } from 'jose';
import type { Db } from '../../db/client.ts';
import { capturedPushes } from '../notificationTables.ts';
import { FCM_SCOPE, JWT_BEARER_GRANT, type ServiceAccount } from './fcmAccessToken.ts';
import { loadWebhookSecret, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhookSecrets.ts';
import { readBody, Refusal } from './localHttp.ts';

export interface LocalReceiversOptions {
  db: Db;
  /** On 127.0.0.1; 0 = any free port. */
  port: number;
  log(message: string): void;
}

/** What the next request of a kind is answered instead of being taken (tests: 429, 5xx, 400). */
export interface ForcedAnswer {
  headers?: Readonly<Record<string, string>>;
  /** FCM's `error.message`, or the webhook answer's body. */
  message?: string;
}

/** `token`: the OAuth endpoint; `fcm`: messages:send; `webhook`: any platform's webhook. */
export type ReceiverKind = 'token' | 'fcm' | 'webhook';

export interface LocalReceivers {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  /** The service account whose key the token endpoint checks assertions with (made at start, in memory). */
  fcmServiceAccount: ServiceAccount;
  /** The next request of `kind` is answered `status` (with FCM's error shape for token and fcm) and not kept. */
  failNext(kind: ReceiverKind, status: number, answer?: ForcedAnswer): void;
  /** Forgets every access token issued: the next message is answered 401 until a new token is fetched. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const TOKEN_LIFETIME_SECONDS = 3600;
const FCM_STATUS: Readonly<Record<number, string>> = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 500: 'INTERNAL', 503: 'UNAVAILABLE' };
const SEND_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;
const WEBHOOK_PATH = /^\/webhook\/([A-Z_]+)$/;

const fcmError = (status: number, message: string) => ({ error: { code: status, message, status: FCM_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION') } });

/** Why an FCM v1 `message` would be refused, as FCM words it; undefined when it is well formed. */
function messageProblem(message: unknown): string | undefined {
  if (!message || typeof message !== 'object') return 'Missing message';
  const fields = message as Record<string, unknown>;
  const targets = ['topic', 'token', 'condition'].filter((name) => typeof fields[name] === 'string' && fields[name]);
  if (targets.length !== 1) return 'Exactly one of topic, token or condition must be set';
  if (typeof fields.topic === 'string' && !/^[a-zA-Z0-9-_.~%]+$/.test(fields.topic)) return `Invalid topic name ${fields.topic}`;
  const notification = fields.notification as Record<string, unknown> | undefined;
  if (typeof notification?.title !== 'string' || !notification.title) return 'Missing notification title';
  const data = fields.data as Record<string, unknown> | undefined;
  if (data && Object.values(data).some((value) => typeof value !== 'string')) return 'Invalid data payload: every value must be a string';
  return undefined;
}

/**
 * The embedded stand-ins for FCM and the webhooks, for the default run and the tests: an OAuth token
 * endpoint that checks the RS256 assertion against the service account it made, FCM HTTP v1's
 * messages:send that checks the bearer token and the message's shape, and one webhook per platform that
 * checks the HMAC signature. What each takes is kept in `captured_pushes` (kind `fcm` or `webhook`).
 */
export async function startLocalReceivers(options: LocalReceiversOptions): Promise<LocalReceivers> {
  const { db, log } = options;
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const verifyKey = await importSPKI(await exportSPKI(publicKey), 'RS256');
  const tokens = new Map<string, number>();
  const forced: Record<ReceiverKind, (ForcedAnswer & { status: number })[]> = { token: [], fcm: [], webhook: [] };
  let account: ServiceAccount | undefined;

  function answer(response: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  function forcedAnswer(kind: ReceiverKind, response: ServerResponse): boolean {
    const next = forced[kind].shift();
    if (!next) return false;
    const message = next.message ?? `Answered ${next.status} as asked`;
    if (kind === 'webhook') {
      response.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
      response.end(message);
    } else answer(response, next.status, kind === 'token' ? { error: 'invalid_grant', error_description: message } : fcmError(next.status, message), next.headers);
    return true;
  }

  async function token(body: Buffer, response: ServerResponse) {
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('grant_type') !== JWT_BEARER_GRANT) return answer(response, 400, { error: 'unsupported_grant_type' });
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, {
        algorithms: ['RS256'],
        issuer: account!.client_email,
        audience: account!.token_uri,
        requiredClaims: ['iat', 'exp'],
      });
      if (payload.scope !== FCM_SCOPE) throw new Error(`scope ${String(payload.scope)} is not ${FCM_SCOPE}`);
    } catch (error) {
      return answer(response, 400, { error: 'invalid_grant', error_description: `Invalid JWT: ${(error as Error).message}` });
    }
    const accessToken = `local.${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    answer(response, 200, { access_token: accessToken, expires_in: TOKEN_LIFETIME_SECONDS, token_type: 'Bearer' });
  }

  async function send(project: string, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      return answer(response, 401, fcmError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token.'));
    }
    let payload: { message?: Record<string, string> };
    try {
      payload = JSON.parse(body.toString('utf8')) as typeof payload;
    } catch {
      return answer(response, 400, fcmError(400, 'Invalid JSON payload received.'));
    }
    const problem = messageProblem(payload.message);
    if (problem) return answer(response, 400, fcmError(400, problem));
    const message = payload.message!;
    await db.insert(capturedPushes).values({ kind: 'fcm', target: message.topic ?? message.condition ?? message.token, headers: request.headers, payload });
    answer(response, 200, { name: `projects/${project}/messages/${randomUUID()}` });
  }

  async function webhook(platformKey: string, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const secret = await loadWebhookSecret(db, platformKey);
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
    if (!verifyWebhookSignature(secret, body, typeof signature === 'string' ? signature : undefined)) {
      return answer(response, 401, { error: 'Bad signature' });
    }
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(response, 400, { error: 'Invalid JSON' });
    }
    await db.insert(capturedPushes).values({ kind: 'webhook', target: platformKey, headers: request.headers, payload });
    answer(response, 200, { received: true });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    const project = SEND_PATH.exec(path)?.[1];
    const platformKey = WEBHOOK_PATH.exec(path)?.[1];
    const kind: ReceiverKind | undefined = path === '/token' ? 'token' : project ? 'fcm' : platformKey ? 'webhook' : undefined;
    if (request.method !== 'POST' || !kind) return answer(response, 404, { error: 'Not found' });
    const body = await readBody(request, MAX_BODY_BYTES, 'Request too large');
    if (forcedAnswer(kind, response)) return;
    if (kind === 'token') return token(body, response);
    if (kind === 'fcm') return send(decodeURIComponent(project!), request, body, response);
    return webhook(platformKey!, request, body, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof Refusal ? error.status : 500;
      if (status === 500) log(`The local notification receiver failed: ${(error as Error).message}`);
      if (!response.headersSent) answer(response, status, { error: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log(`Local notification receiver: ${error.message}`));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  account = { client_email: 'newsroom-local@newsroom-local.iam.gserviceaccount.com', private_key: await exportPKCS8(privateKey), token_uri: `${url}/token` };
  return {
    url,
    port,
    fcmServiceAccount: account,
    failNext: (kind, status, forcedWith = {}) => void forced[kind].push({ ...forcedWith, status }),
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const shared = new Map<Db, { receivers: Promise<LocalReceivers>; users: number }>();

/**
 * The process's receivers for this database, started by the first channel that needs them and closed
 * when the last one releases them: the FCM and webhook channels share one server. With a fixed
 * NOTIFY_LOCAL_PORT it listens on the port after it (the port itself is the local web push service's).
 */
export async function acquireLocalReceivers(options: { db: Db; localPort: number; log(message: string): void }): Promise<{ receivers: LocalReceivers; release(): Promise<void> }> {
  let entry = shared.get(options.db);
  if (!entry) {
    entry = { receivers: startLocalReceivers({ db: options.db, port: options.localPort ? options.localPort + 1 : 0, log: options.log }), users: 0 };
    shared.set(options.db, entry);
    entry.receivers.catch(() => shared.delete(options.db));
  }
  entry.users += 1;
  const held = entry;
  const receivers = await held.receivers;
  let released = false;
  return {
    receivers,
    async release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      if (shared.get(options.db) === held) shared.delete(options.db);
      await receivers.close();
    },
  };
}
