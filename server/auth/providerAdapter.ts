import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oidcStates } from '../db/oidcTables.ts';

/** Models whose rows belong to a grant and go when the grant is revoked. */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** How often, at most, a server deletes the expired rows (when it writes); any server may, the delete is idempotent. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const notExpired = or(isNull(oidcStates.expiresAt), gt(oidcStates.expiresAt, sql`now()`));

const storedColumns = { payload: oidcStates.payload, consumedAt: oidcStates.consumedAt };

/** The payload as oidc-provider expects it back: `consumed` (epoch seconds) once a one-time model was used. */
function payloadOf(row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/** AuthorizationCode → authorization code, as oidc-provider names models in its errors. */
const labelOf = (model: string) => model.replace(/(?<!^)([A-Z])/g, ' $1').toLowerCase();

/** Deletes the expired rows of every model (each server may run it: the delete is idempotent). */
export async function pruneProviderStates(db: Db): Promise<number> {
  const deleted = await db.delete(oidcStates).where(lt(oidcStates.expiresAt, sql`now()`)).returning({ id: oidcStates.id });
  return deleted.length;
}

/**
 * oidc-provider's storage over the project's database, so every server behind one address shares
 * the sign-in state: one row per model and id in `oidc_states`. Expiry is kept by the database's
 * clock (one clock for all servers); an expired row is never found, and expired rows are pruned now
 * and then by whichever server writes. A one-time model is consumed by one conditional update: the
 * request that loses a race (on this server or another) gets invalid_grant.
 */
export function createProviderAdapter(db: Db, options: { warn?: (message: string) => void } = {}): (model: string) => Adapter {
  let lastPrune = Date.now();
  const pruneNowAndThen = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    pruneProviderStates(db).catch((error: unknown) => options.warn?.(`embedded OpenID provider: pruning expired sign-in state failed: ${(error as Error).message}`));
  };

  return (model: string): Adapter => {
    const findOne = async (where: SQL | undefined) => {
      const [row] = await db.select(storedColumns).from(oidcStates).where(and(eq(oidcStates.model, model), notExpired, where)).limit(1);
      return payloadOf(row);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? sql`now() + ${Math.max(0, Math.round(expiresIn))} * interval '1 second'` : null;
        const columns = {
          payload: payload as Record<string, unknown>,
          grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
          userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
          expiresAt,
        };
        await db
          .insert(oidcStates)
          .values({ model, id, ...columns })
          .onConflictDoUpdate({ target: [oidcStates.model, oidcStates.id], set: columns });
        pruneNowAndThen();
      },
      find: (id) => findOne(eq(oidcStates.id, id)),
      findByUid: (uid) => findOne(eq(oidcStates.uid, uid)),
      findByUserCode: (userCode) => findOne(eq(oidcStates.userCode, userCode)),
      async consume(id) {
        const consumed = await db
          .update(oidcStates)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(oidcStates.model, model), eq(oidcStates.id, id), isNull(oidcStates.consumedAt)))
          .returning({ id: oidcStates.id });
        if (consumed.length > 0) return;
        // Nothing updated: gone (expired, revoked) or already used, here or on another server.
        throw new errors.InvalidGrant(`${labelOf(model)} already consumed`);
      },
      async destroy(id) {
        await db.delete(oidcStates).where(and(eq(oidcStates.model, model), eq(oidcStates.id, id)));
      },
      async revokeByGrantId(grantId) {
        if (!GRANT_MEMBERS.has(model)) return;
        await db.delete(oidcStates).where(and(eq(oidcStates.model, model), eq(oidcStates.grantId, grantId)));
      },
    };
  };
}
