/**
 * The permit's operations (docs/edit-permits.md): each one a step on the locked row
 * (permitChanges.ts). A tab is a user and the session string its editor made; the permit is a
 * user's, held from one of their tabs.
 */
import { and, eq, gt } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/editPermits.ts';
import { genitiveOf } from '../../resources/turkishText.ts';
import type { Language } from '../context.ts';
import { editPermitViewers, type EditPermitRow } from '../db/editPermitsTable.ts';
import { users } from '../db/usersTable.ts';
import { apiError, type ErrorCode } from '../contract/apiErrors.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import {
  changePermit,
  grantRequest,
  holderColumns,
  newRequest,
  NO_HOLDER,
  NO_REQUEST,
  sameTab,
  type PermitEnv,
  type PermitStep,
  type PermitTx,
  type PermitUpdate,
  type Tab,
} from './permitChanges.ts';
import { permitView, viewersWhere, type PermitKey, type PermitView } from './permitView.ts';

type PermitErrorCode = Extract<ErrorCode, `PERMIT_${string}`>;

const messages = (language: Language) => (language === 'en' ? en : tr).editPermits.errors;

/** A refusal with its catalogue message (resources/messages/editPermits.ts) and `extensions.code`. */
export function permitError(code: PermitErrorCode, language: Language, params: Record<string, string> = {}): GraphQLError {
  const text = messages(language)[code].replace(/\{\{(\w+)(, genitive)?\}\}/g, (placeholder, name: string, genitive?: string) =>
    params[name] === undefined ? placeholder : genitive ? genitiveOf(params[name]) : params[name],
  );
  return new GraphQLError(text, { extensions: { code, messageKey: `editPermits.errors.${code}`, ...params } });
}

/** PERMIT_HELD naming the holder. */
export async function heldError(tx: Pick<PermitTx, 'select'>, row: EditPermitRow, language: Language): Promise<GraphQLError> {
  const [holder] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.holderUserId!));
  return permitError('PERMIT_HELD', language, { name: holder?.name ?? '' });
}

const plusSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** The tab's presence refreshed (or begun); true when the tab was not on the page. */
function presenceOf(key: PermitKey, tab: Tab, env: PermitEnv, now: Date) {
  return async (tx: PermitTx): Promise<boolean> => {
    const expiresAt = plusSeconds(now, env.settings.heartbeatSeconds);
    const here = and(viewersWhere(key), eq(editPermitViewers.session, tab.session), eq(editPermitViewers.userId, tab.userId), gt(editPermitViewers.expiresAt, now));
    const refreshed = await tx.update(editPermitViewers).set({ seenAt: now, expiresAt }).where(here).returning({ session: editPermitViewers.session });
    if (refreshed.length > 0) return false;
    await tx
      .insert(editPermitViewers)
      .values({ siteId: key.site, resource: key.resource, recordId: key.recordId, userId: tab.userId, session: tab.session, since: now, seenAt: now, expiresAt })
      .onConflictDoUpdate({
        target: [editPermitViewers.siteId, editPermitViewers.resource, editPermitViewers.recordId, editPermitViewers.session],
        set: { userId: tab.userId, since: now, seenAt: now, expiresAt },
      });
    return true;
  };
}

/** Free: the tab holds it. The user's own: refreshed, from this tab. Else PERMIT_HELD. */
function holdStep(tab: Tab, env: PermitEnv, language: Language): PermitStep {
  return async (row, tx, now) => {
    if (row.holderUserId === null) return { set: holderColumns(tab, now, env.settings), transition: { kind: 'held', by: tab.userId, to: tab } };
    if (row.holderUserId !== tab.userId) throw await heldError(tx, row, language);
    const refreshed = { holderExpiresAt: plusSeconds(now, env.settings.heartbeatSeconds) };
    // The user's other tab (or their save through the API) held it: it moves to this tab.
    if (row.holderSession !== tab.session) return { set: { ...refreshed, holderSession: tab.session }, transition: { kind: 'held', by: tab.userId, to: tab } };
    return { set: refreshed, quiet: true };
  };
}

export async function holdPermit(env: PermitEnv, key: PermitKey, tab: Tab, language: Language, now = new Date()): Promise<PermitView> {
  return changePermit(env, key, holdStep(tab, env, language), presenceOf(key, tab, env, now), now);
}

/** The session a save through the API holds a permit from (the user's editor tab takes it over by heartbeat or hold). */
export const SAVE_SESSION = 'save';

export async function heartbeat(env: PermitEnv, key: PermitKey, tab: Tab, now = new Date()): Promise<PermitView> {
  const step: PermitStep = (row) => {
    if (row.holderUserId !== tab.userId) return undefined;
    if (row.holderSession === tab.session) return { set: { holderExpiresAt: plusSeconds(now, env.settings.heartbeatSeconds) }, quiet: true };
    if (row.holderSession !== SAVE_SESSION) return undefined;
    return { set: { holderSession: tab.session, holderExpiresAt: plusSeconds(now, env.settings.heartbeatSeconds) }, transition: { kind: 'held', by: tab.userId, to: tab } };
  };
  return changePermit(env, key, step, presenceOf(key, tab, env, now), now);
}

export async function requestPermit(env: PermitEnv, key: PermitKey, tab: Tab, language: Language, now = new Date()): Promise<PermitView> {
  const step: PermitStep = async (row, tx) => {
    // Nobody to ask: it is the caller's at once.
    if (row.holderUserId === null) return holdStep(tab, env, language)(row, tx, now);
    if (row.holderUserId === tab.userId) return undefined;
    if (row.requestUserId === tab.userId) throw permitError('PERMIT_ALREADY_REQUESTED', language);
    if (row.requestUserId !== null) throw permitError('PERMIT_REQUESTED_BY_OTHER', language);
    return newRequest(tx, key, tab, now, env.settings);
  };
  return changePermit(env, key, step, presenceOf(key, tab, env, now), now);
}

/** The holder answers: accept gives it to the requester, decline clears the request; no request, nothing changes. */
export async function answerRequest(env: PermitEnv, key: PermitKey, userId: number, accept: boolean, language: Language, now = new Date()): Promise<PermitView> {
  const step: PermitStep = (row) => {
    if (row.holderUserId !== userId) throw permitError('PERMIT_NOT_HOLDER', language);
    if (row.requestUserId === null) return undefined;
    if (accept) return grantRequest(row, 'accepted', userId, now, env.settings);
    return { set: NO_REQUEST, transition: { kind: 'declined', by: userId, to: { userId: row.requestUserId, session: row.requestSession } } };
  };
  return changePermit(env, key, step, undefined, now);
}

/** The caller's tab holds it at once, whoever held it; a pending request is dropped. */
export async function takeOver(env: PermitEnv, key: PermitKey, tab: Tab, language: Language, now = new Date()): Promise<PermitView> {
  const step: PermitStep = async (row, tx) => {
    if (row.holderUserId === null || row.holderUserId === tab.userId) return holdStep(tab, env, language)(row, tx, now);
    return { set: { ...holderColumns(tab, now, env.settings), ...NO_REQUEST }, transition: { kind: 'takenOver', by: tab.userId, to: tab } };
  };
  return changePermit(env, key, step, presenceOf(key, tab, env, now), now);
}

/** The tab leaves the page; if it held the permit, it goes to the requester waiting, else it is free. */
export async function releasePermit(env: PermitEnv, key: PermitKey, tab: Tab, now = new Date()): Promise<PermitView> {
  const step: PermitStep = (row): PermitUpdate | undefined => {
    if (!sameTab(row, tab)) return undefined;
    if (row.requestUserId !== null) return grantRequest(row, 'accepted', tab.userId, now, env.settings);
    return { set: NO_HOLDER, transition: { kind: 'released', by: tab.userId } };
  };
  const leave = async (tx: PermitTx) =>
    (await tx.delete(editPermitViewers).where(and(viewersWhere(key), eq(editPermitViewers.session, tab.session), eq(editPermitViewers.userId, tab.userId))).returning())
      .length > 0;
  return changePermit(env, key, step, leave, now);
}

/** The holder sends a user (every tab of theirs) off the page; their pending request goes too. */
export async function removeUser(env: PermitEnv, key: PermitKey, holderId: number, userId: number, language: Language, now = new Date()): Promise<PermitView> {
  const step: PermitStep = async (row, tx) => {
    if (row.holderUserId !== holderId) throw permitError('PERMIT_NOT_HOLDER', language);
    if (userId === holderId) throw apiError('BAD_USER_INPUT', messages(language).removeHolder);
    await tx.delete(editPermitViewers).where(and(viewersWhere(key), eq(editPermitViewers.userId, userId)));
    const request = row.requestUserId === userId ? NO_REQUEST : {};
    return { set: request, transition: { kind: 'removed', by: holderId, to: { userId, session: null } } };
  };
  return changePermit(env, key, step, undefined, now);
}

/** The permit now, as anyone on the page sees it (nothing written). */
export async function readPermit(env: PermitEnv, key: PermitKey, now = new Date()): Promise<PermitView> {
  return permitView(env.db, key, env.settings, now);
}
