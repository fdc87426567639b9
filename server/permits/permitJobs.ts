/**
 * The permits' background work on the durable job queue, so it happens with every tab closed and
 * once across servers: a request's auto-accept at its countdown's end (one job per request), and
 * a sweep that clears lapsed holders (`expired`), overdue requests and lapsed viewers, publishing
 * each change, and prunes old transitions.
 */
import { and, isNotNull, lte } from 'drizzle-orm';
import { editPermits, editPermitViewers } from '../db/editPermitsTable.ts';
import type { JobHandler, RecurringJob } from '../jobs/jobRunner.ts';
import { AUTO_ACCEPT_JOB, changePermit, grantRequest, pruneTransitions, type AutoAcceptPayload, type PermitEnv } from './permitChanges.ts';
import type { PermitKey } from './permitView.ts';

export const PERMIT_SWEEP_JOB = 'editPermits.sweep';

/** Grants the request the job was scheduled for, if that same request still waits; the holder after it. */
export async function autoAcceptRequest(env: PermitEnv, payload: AutoAcceptPayload, now = new Date()): Promise<{ holderUserId: number | null }> {
  const key: PermitKey = { site: payload.site, resource: payload.resource, recordId: payload.recordId };
  const view = await changePermit(
    env,
    key,
    (row) => {
      const same = row.requestUserId === payload.userId && row.requestSession === payload.session && row.requestedAt?.toISOString() === payload.requestedAt;
      return same ? grantRequest(row, 'autoAccepted', null, now, env.settings) : undefined;
    },
    undefined,
    now,
  );
  return { holderUserId: view.holder?.userId ?? null };
}

/** Every permit the clock changed by `now`, brought up to date and published; how many. */
export async function sweepPermits(env: PermitEnv, now = new Date()): Promise<{ permits: number; prunedTransitions: number }> {
  const keyColumns = { site: editPermits.siteId, resource: editPermits.resource, recordId: editPermits.recordId };
  const lapsedHolders = await env.db.select(keyColumns).from(editPermits).where(and(isNotNull(editPermits.holderUserId), lte(editPermits.holderExpiresAt, now)));
  const overdueRequests = await env.db.select(keyColumns).from(editPermits).where(and(isNotNull(editPermits.requestUserId), lte(editPermits.autoAcceptAt, now)));
  const lapsedViewers = await env.db
    .selectDistinct({ site: editPermitViewers.siteId, resource: editPermitViewers.resource, recordId: editPermitViewers.recordId })
    .from(editPermitViewers)
    .where(lte(editPermitViewers.expiresAt, now));
  const keys = new Map([...lapsedHolders, ...overdueRequests, ...lapsedViewers].map((key) => [JSON.stringify([key.site, key.resource, key.recordId]), key]));
  for (const key of keys.values()) await changePermit(env, key, () => undefined, undefined, now);
  return { permits: keys.size, prunedTransitions: await pruneTransitions(env.db, now) };
}

export function permitJobs(env: PermitEnv): { handlers: Record<string, JobHandler>; recurring: RecurringJob[] } {
  // Often enough that a lapsed holder is announced within a few seconds of lapsing.
  const everyMs = Math.max(1000, Math.min(5000, Math.floor((env.settings.heartbeatSeconds * 1000) / 3)));
  return {
    handlers: {
      [AUTO_ACCEPT_JOB]: (payload: AutoAcceptPayload) => autoAcceptRequest(env, payload),
      [PERMIT_SWEEP_JOB]: () => sweepPermits(env),
    },
    recurring: [{ name: PERMIT_SWEEP_JOB, everyMs }],
  };
}
