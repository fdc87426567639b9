import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailingSecrets } from './deliveryTables.ts';

/** What an unsubscribe token names: who, for which mailing. */
export interface MailingTokenClaims {
  subscriberId: number;
  mailingId: number;
}

export interface MailingTokens {
  /** `base64url("<subscriberId>.<mailingId>").base64url(HMAC-SHA256)`: no expiry (RFC 8058 links must keep working). */
  sign(claims: MailingTokenClaims): string;
  /** The claims of a token this secret signed (for `mailingId` when given), else undefined. */
  verify(token: string, mailingId?: number): MailingTokenClaims | undefined;
  /**
   * A confirmation link's token (double opt-in): `base64url("confirm.<subscriberId>.<issued seconds>")` +
   * `.` + HMAC over `confirm:` and that payload, so an unsubscribe token never confirms and a confirm
   * token never unsubscribes (each purpose has its own payload shape and its own MAC input).
   */
  signConfirm(subscriberId: number, issuedAt?: Date): string;
  /** The subscriber of a confirm token this secret signed no longer than `maxAgeMs` ago, else undefined. */
  verifyConfirm(token: string, maxAgeMs: number, now?: Date): number | undefined;
}

const CONFIRM = 'confirm';

const TOKEN_SECRET_NAME = 'unsubscribeToken';

/** The payload of a well-formed token whose MAC (`mac(payload)`) holds, else undefined. */
function signedPayload(token: string, mac: (payload: string) => Buffer): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, payload, signature] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url').toString();
}

export function createMailingTokens(secret: string): MailingTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();
  const confirmMac = (payload: string) => mac(`${CONFIRM}:${payload}`);
  return {
    sign({ subscriberId, mailingId }) {
      const payload = Buffer.from(`${subscriberId}.${mailingId}`).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, mailingId) {
      const ids = /^(\d{1,15})\.(\d{1,15})$/.exec(signedPayload(token, mac) ?? '');
      if (!ids) return undefined;
      const claims = { subscriberId: Number(ids[1]), mailingId: Number(ids[2]) };
      return mailingId === undefined || claims.mailingId === mailingId ? claims : undefined;
    },
    signConfirm(subscriberId, issuedAt = new Date()) {
      const payload = Buffer.from(`${CONFIRM}.${subscriberId}.${Math.floor(issuedAt.getTime() / 1000)}`).toString('base64url');
      return `${payload}.${confirmMac(payload).toString('base64url')}`;
    },
    verifyConfirm(token, maxAgeMs, now = new Date()) {
      const parts = /^confirm\.(\d{1,15})\.(\d{1,12})$/.exec(signedPayload(token, confirmMac) ?? '');
      if (!parts) return undefined;
      const age = now.getTime() - Number(parts[2]) * 1000;
      return age >= -60_000 && age <= maxAgeMs ? Number(parts[1]) : undefined;
    },
  };
}

/** MAILING_TOKEN_SECRET, else the one the first server stored (made now when none is): the same for every server. */
export async function loadMailingTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(mailingSecrets)
    .values({ name: TOKEN_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: mailingSecrets.value }).from(mailingSecrets).where(eq(mailingSecrets.name, TOKEN_SECRET_NAME));
  return row.value;
}
