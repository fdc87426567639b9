/**
 * The VAPID key pair (RFC 8292) the web pushes are signed with: made by the first server that starts
 * and kept in `push_vapid_keys`, so every server signs with the same key and the subscriptions the
 * browsers made with its public half stay valid across restarts.
 */
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushVapidKeys } from '../notificationTables.ts';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: the browsers' `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const THE_PAIR = 1;

/** The kept pair; the first caller's fresh pair when there is none (servers starting together keep one and all read it). */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webPush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: THE_PAIR, publicKey: fresh.publicKey, privateKey: fresh.privateKey }).onConflictDoNothing();
  const [kept] = await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys).where(eq(pushVapidKeys.id, THE_PAIR));
  return kept;
}
