/**
 * How a permit changes: in one transaction that locks its row (`SELECT … FOR UPDATE`), so the
 * transitions of one record run one after the other on every server and the primary key leaves
 * one holder per record. Before the change asked for, a lapsed holder is cleared (`expired`, or
 * the pending request granted: `autoAccepted`), an overdue request is granted and lapsed viewers
 * leave. Each holder transition is logged; the new permit is published once the transaction
 * commits.
 */
import { and, lt, lte } from 'drizzle-orm';
import type { PermitsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { editPermits, editPermitTransitions, editPermitViewers, type EditPermitRow } from '../db/editPermitsTable.ts';
import type { EventBus } from '../events/eventBus.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { publishPermit } from './permitEvents.ts';
import { liveHolder, permitView, permitWhere, viewersWhere, type PermitKey, type PermitView } from './permitView.ts';

export type TransitionKind = 'held' | 'released' | 'expired' | 'requested' | 'accepted' | 'declined' | 'autoAccepted' | 'takenOver' | 'removed';

export interface PermitEnv {
  db: Db;
  events: EventBus;
  settings: PermitsConfig;
}

/** The database of a transaction: what a change reads and writes with. */
export type PermitTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A tab of a user. */
export interface Tab {
  userId: number;
  session: string;
}

/** What a change writes: new column values, and the transition when there is one. */
export interface PermitUpdate {
  set?: Partial<EditPermitRow>;
  transition?: { kind: TransitionKind; by: number | null; to?: { userId: number; session: string | null } };
  /** Nothing others need to hear of (a holder's expiry moved on by a heartbeat): not published. */
  quiet?: true;
}

/** Looks at the locked, tidied row and says what to write (nothing: undefined or {}); may throw to refuse. */
export type PermitStep = (row: EditPermitRow, tx: PermitTx, now: Date) => Promise<PermitUpdate | undefined> | PermitUpdate | undefined;

export const AUTO_ACCEPT_JOB = 'editPermits.autoAccept';

export interface AutoAcceptPayload extends PermitKey {
  userId: number;
  session: string;
  /** ISO: the request the job answers (a later request has its own job). */
  requestedAt: string;
}

const plusSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The columns that make `tab` the holder from `now`. */
export const holderColumns = (tab: Tab, now: Date, settings: PermitsConfig): Partial<EditPermitRow> => ({
  holderUserId: tab.userId,
  holderSession: tab.session,
  holderSince: now,
  holderExpiresAt: plusSeconds(now, settings.heartbeatSeconds),
});

export const NO_HOLDER: Partial<EditPermitRow> = { holderUserId: null, holderSession: null, holderSince: null, holderExpiresAt: null };
export const NO_REQUEST: Partial<EditPermitRow> = { requestUserId: null, requestSession: null, requestedAt: null, autoAcceptAt: null };

/** The pending request granted: its tab holds the permit from now. */
export function grantRequest(row: EditPermitRow, kind: 'accepted' | 'autoAccepted', by: number | null, now: Date, settings: PermitsConfig): PermitUpdate {
  const to = { userId: row.requestUserId!, session: row.requestSession! };
  return { set: { ...holderColumns(to, now, settings), ...NO_REQUEST }, transition: { kind, by, to } };
}

/** The columns and the scheduled grant of a new request by `tab`. */
export async function newRequest(tx: PermitTx, key: PermitKey, tab: Tab, now: Date, settings: PermitsConfig): Promise<PermitUpdate> {
  const autoAcceptAt = plusSeconds(now, settings.autoAcceptSeconds);
  const payload: AutoAcceptPayload = { ...key, userId: tab.userId, session: tab.session, requestedAt: now.toISOString() };
  await enqueue(tx, AUTO_ACCEPT_JOB, payload, { runAt: autoAcceptAt, key: `${AUTO_ACCEPT_JOB}:${key.site}:${key.resource}:${key.recordId}:${payload.requestedAt}` });
  return {
    set: { requestUserId: tab.userId, requestSession: tab.session, requestedAt: now, autoAcceptAt },
    transition: { kind: 'requested', by: tab.userId },
  };
}

async function lockedRow(tx: PermitTx, key: PermitKey): Promise<EditPermitRow> {
  const [row] = await tx.select().from(editPermits).where(permitWhere(key)).for('update');
  if (row) return row;
  await tx.insert(editPermits).values({ siteId: key.site, resource: key.resource, recordId: key.recordId }).onConflictDoNothing();
  return (await tx.select().from(editPermits).where(permitWhere(key)).for('update'))[0]!;
}

/** Writes an update on the locked row (and its transition to the log); the row as written. */
async function write(tx: PermitTx, key: PermitKey, row: EditPermitRow, update: PermitUpdate, now: Date): Promise<EditPermitRow> {
  const { transition } = update;
  const last = transition
    ? { lastKind: transition.kind, lastByUserId: transition.by, lastToUserId: transition.to?.userId ?? null, lastToSession: transition.to?.session ?? null, lastAt: now }
    : {};
  const [written] = await tx
    .update(editPermits)
    .set({ ...update.set, ...last, version: update.quiet ? row.version : row.version + 1 })
    .where(permitWhere(key))
    .returning();
  if (transition) {
    await tx.insert(editPermitTransitions).values({
      siteId: key.site,
      resource: key.resource,
      recordId: key.recordId,
      kind: transition.kind,
      byUserId: transition.by,
      holderBeforeUserId: row.holderUserId,
      holderBeforeSession: row.holderSession,
      holderAfterUserId: written!.holderUserId,
      holderAfterSession: written!.holderSession,
      at: now,
    });
  }
  return written!;
}

/** What the clock did to the row since it was last written: a lapsed holder, an overdue request, lapsed viewers. */
async function tidy(tx: PermitTx, key: PermitKey, row: EditPermitRow, now: Date, settings: PermitsConfig): Promise<{ row: EditPermitRow; wrote: boolean; viewersLeft: boolean }> {
  let wrote = false;
  if (row.holderUserId !== null && !liveHolder(row, now)) {
    // A requester waits: the holder is gone, so the server grants the request now.
    const update: PermitUpdate =
      row.requestUserId !== null ? grantRequest(row, 'autoAccepted', null, now, settings) : { set: NO_HOLDER, transition: { kind: 'expired', by: null } };
    row = await write(tx, key, row, update, now);
    wrote = true;
  }
  if (row.requestUserId !== null && row.autoAcceptAt! <= now) {
    row = await write(tx, key, row, grantRequest(row, 'autoAccepted', null, now, settings), now);
    wrote = true;
  }
  const gone = await tx.delete(editPermitViewers).where(and(viewersWhere(key), lte(editPermitViewers.expiresAt, now))).returning({ session: editPermitViewers.session });
  return { row, wrote, viewersLeft: gone.length > 0 };
}

export interface ChangeResult {
  view: PermitView;
  /** Something others see changed: the view is to be published once the transaction commits. */
  changed: boolean;
}

/**
 * Runs `step` on the permit's locked row inside `tx` (the caller's transaction, so a content save
 * and its permit commit together). `presence` runs first (a tab's heartbeat as a viewer) and says
 * whether the viewers changed.
 */
export async function changePermitIn(
  tx: PermitTx,
  settings: PermitsConfig,
  key: PermitKey,
  now: Date,
  step: PermitStep,
  presence?: (tx: PermitTx) => Promise<boolean>,
): Promise<ChangeResult> {
  const tidied = await tidy(tx, key, await lockedRow(tx, key), now, settings);
  let { row } = tidied;
  const update = await step(row, tx, now);
  const viewersChanged = (presence ? await presence(tx) : false) || tidied.viewersLeft;
  const updates = update !== undefined && (update.set !== undefined || update.transition !== undefined);
  const announced = updates && !update.quiet;
  // Presence alone changes no column but still counts as a version, so subscribers take it.
  if (updates || viewersChanged) row = await write(tx, key, row, { ...update, quiet: viewersChanged ? undefined : update?.quiet }, now);
  return { view: await permitView(tx, key, settings, now, row), changed: announced || viewersChanged || tidied.wrote };
}

/** A change in its own transaction, published once committed. */
export async function changePermit(env: PermitEnv, key: PermitKey, step: PermitStep, presence?: (tx: PermitTx) => Promise<boolean>, now = new Date()): Promise<PermitView> {
  const result = await env.db.transaction((tx) => changePermitIn(tx, env.settings, key, now, step, presence));
  if (result.changed) await publishPermit(env.events, key, result.view);
  return result.view;
}

/** Transitions older than this are pruned by the sweep. */
export const TRANSITION_RETENTION_MS = 30 * 24 * 3600 * 1000;

export async function pruneTransitions(db: Db, now: Date): Promise<number> {
  const pruned = await db
    .delete(editPermitTransitions)
    .where(lt(editPermitTransitions.at, new Date(now.getTime() - TRANSITION_RETENTION_MS)))
    .returning({ id: editPermitTransitions.id });
  return pruned.length;
}

export const sameTab = (row: EditPermitRow, tab: Tab) => row.holderUserId === tab.userId && row.holderSession === tab.session;
