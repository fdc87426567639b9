/**
 * A browser's push subscription as a site sends it (its `PushSubscription.toJSON()` with what the
 * reader asked for), read strictly, and kept in `push_subscriptions`, one row per endpoint.
 */
import { createPublicKey, type KeyObject } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_AUDIENCE_VALUE } from '../../../resources/enums.ts';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import { pushSubscriptions } from '../notificationTables.ts';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Beside "all", which every subscription gets: important updates 2, daily updates 3. */
  audiences: number[];
  categoryIds: number[];
}

export const PUSH_SUBSCRIPTION_LIMITS = { endpointLength: 2048, categories: 200 } as const;

/** The audiences a reader may ask for beside "all". */
const CHOSEN_AUDIENCES: readonly number[] = [NOTIFICATION_AUDIENCE_VALUE.importantUpdates, NOTIFICATION_AUDIENCE_VALUE.dailyUpdates];
/** Hosts a push service may be reached over plain http on: this machine's own (the local push services). */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** An https address (http only on this machine), else undefined. */
export function readEndpoint(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > PUSH_SUBSCRIPTION_LIMITS.endpointLength || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.username || url.password) return undefined;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) ? value : undefined;
}

/** A base64url text's bytes (padding allowed), else undefined. */
export const decodeBase64Url = (value: unknown): Buffer | undefined =>
  typeof value === 'string' && value.length <= 200 && BASE64URL.test(value) ? Buffer.from(value, 'base64url') : undefined;

/** A P-256 public key given as the 65 bytes of an uncompressed point (RFC 8291 §3.2, RFC 8292 §3.2), when it is one on the curve. */
export function p256PublicKey(bytes: Buffer | undefined): KeyObject | undefined {
  if (bytes?.length !== 65 || bytes[0] !== 4) return undefined;
  try {
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') }, format: 'jwk' });
  } catch {
    return undefined;
  }
}

/** A list of whole numbers each passing `accept`, once each in ascending order; undefined when it is not. */
function numbers(value: unknown, accept: (n: number) => boolean): number[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > PUSH_SUBSCRIPTION_LIMITS.categories || !value.every((n) => Number.isInteger(n) && accept(n))) return undefined;
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

/** The subscription in a request's body, or undefined when any part of it is not as a browser makes it. */
export function readPushSubscription(body: unknown): PushSubscriptionInput | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { endpoint, keys, audiences, categoryIds } = body as Record<string, unknown>;
  const url = readEndpoint(endpoint);
  const { p256dh, auth } = (typeof keys === 'object' && keys !== null ? keys : {}) as Record<string, unknown>;
  const chosen = numbers(audiences, (n) => CHOSEN_AUDIENCES.includes(n));
  const categories = numbers(categoryIds, (n) => n > 0 && n <= 2_147_483_647);
  if (!url || !p256PublicKey(decodeBase64Url(p256dh)) || decodeBase64Url(auth)?.length !== 16 || !chosen || !categories) return undefined;
  return { endpoint: url, p256dh: p256dh as string, auth: auth as string, audiences: chosen, categoryIds: categories };
}

/** The site's number when it exists and is open (approved): a site cannot tell a missing one from a closed one. */
export async function openSiteId(db: Db, siteId: string): Promise<number | undefined> {
  if (!/^\d{1,9}$/.test(siteId)) return undefined;
  const [site] = await db.select({ id: sites.id }).from(sites).where(and(eq(sites.id, Number(siteId)), eq(sites.isApproved, true)));
  return site?.id;
}

/** Keeps the subscription (a known endpoint gets the new keys, audiences and categories); whether it is new. */
export async function savePushSubscription(db: Db, siteId: number, input: PushSubscriptionInput): Promise<{ id: number; created: boolean }> {
  const s = pushSubscriptions;
  const values = { siteId, p256dh: input.p256dh, auth: input.auth, audiences: input.audiences, categoryIds: input.categoryIds };
  const [row] = await db
    .insert(s)
    .values({ ...values, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: s.endpoint, set: values })
    .returning({ id: s.id, created: sql<boolean>`(xmax = 0)` });
  return row;
}

/** Forgets the site's subscription at `endpoint`; whether there was one. */
export async function removePushSubscription(db: Db, siteId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.siteId, siteId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
