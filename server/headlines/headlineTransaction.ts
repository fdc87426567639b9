/**
 * Every change of a headline runs here: one transaction that locks the headline's row, refuses a
 * stale version (CONFLICT, spec 02 §8 "Headline order could not be changed", with the current
 * version), lets the change write its items, keeps their history, raises the version, and after
 * the commit announces the change to the boards of the headline's category. Features hooked on
 * `headlines` (resourceHooks) write their effects in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/headlines.ts';
import type { Language } from '../context.ts';
import type { Db } from '../db/client.ts';
import { headlineItems, headlines, type HeadlineItemRow, type HeadlineRow } from '../db/headlinesTable.ts';
import { headlineTypesTable } from '../engine/resourceTables.ts';
import type { EventBus } from '../events/eventBus.ts';
import { hooksOf, type EffectScope } from '../engine/resourceHooks.ts';
import { apiError } from '../contract/apiErrors.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import { appendHistory, type HistoryEntry } from './headlineHistory.ts';
import { publishHeadlineChange, type HeadlineChangeKind } from './headlineEvents.ts';

export interface HeadlineEnv {
  db: Db;
  events: EventBus;
  siteId: number;
  /** Null for the server's own changes (a pending item's promotion). */
  userId: number | null;
  language: Language;
}

export const headlineMessages = (language: Language) => (language === 'en' ? en : tr).headlines.errors;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ChangeScope {
  tx: Tx;
  headline: HeadlineRow;
  /** The headline's items as they are under the lock (LIVE and PENDING). */
  items: HeadlineItemRow[];
  type: { supportedContentTypes: number[] | null; categoryId: number | null; coverCropWidth: number | null; coverCropHeight: number | null };
  now: Date;
  /** Writes an item's changes (its version raised, who and when), keeping its history. */
  update(item: HeadlineItemRow, changes: Partial<HeadlineItemRow>): Promise<HeadlineItemRow>;
  insert(values: Omit<typeof headlineItems.$inferInsert, 'headlineId' | 'siteId'>): Promise<HeadlineItemRow>;
  remove(item: HeadlineItemRow): Promise<void>;
}

export interface ChangeRequest {
  headlineId: string | number;
  /** The version the client saw; undefined for the server's own changes, which take the current one. */
  version: number | undefined;
  kind: HeadlineChangeKind;
}

/** The headline's item, else NOT_FOUND. */
export function itemOf(scope: Pick<ChangeScope, 'items'>, itemId: string | number, language: Language): HeadlineItemRow {
  if (String(itemId).startsWith('auto-')) throw apiError('BAD_USER_INPUT', headlineMessages(language).autoItem);
  const item = scope.items.find((candidate) => String(candidate.id) === String(itemId));
  if (!item) throw apiError('NOT_FOUND', headlineMessages(language).itemNotFound);
  return item;
}

const staleVersion = (language: Language, version: number) =>
  new GraphQLError(headlineMessages(language).orderNotChanged, { extensions: { code: 'CONFLICT', version, messageKey: 'headlines.errors.orderNotChanged' } });

/** The name other features hook a headline's changes by (server/engine/resourceHooks.ts): their afterWrite runs in the change's transaction. */
export const HEADLINE_HOOKS = 'headlines';

function headlineEffectScope(tx: Tx, env: HeadlineEnv, before: HeadlineRow): EffectScope {
  const save = () => Promise.reject(new Error("A headline's change saves no other record"));
  return { tx, userId: env.userId as number, action: 'other', input: {}, before, save };
}

/** A change that found nothing to do (a job's second run): no version, no history, no event. */
export const UNCHANGED = 'unchanged';

/** Runs `work` on the locked headline; answers the headline's id and its new version once committed and announced. */
export async function changeHeadline(
  env: HeadlineEnv,
  request: ChangeRequest,
  work: (scope: ChangeScope) => Promise<{ itemId?: number | null } | typeof UNCHANGED | void>,
  now = new Date(),
): Promise<{ headlineId: number; version: number; changed: boolean }> {
  const headlineId = Number(request.headlineId);
  if (!Number.isInteger(headlineId) || headlineId <= 0 || headlineId > 2 ** 31 - 1) throw apiError('NOT_FOUND', headlineMessages(env.language).notFound);
  const outcome = await env.db.transaction(async (tx) => {
    const [headline] = await tx
      .select()
      .from(headlines)
      .where(and(eq(headlines.id, headlineId), eq(headlines.siteId, env.siteId)))
      .for('update');
    if (!headline) throw apiError('NOT_FOUND', headlineMessages(env.language).notFound);
    if (request.version !== undefined && request.version !== headline.version) throw staleVersion(env.language, headline.version);
    const [items, [type]] = await Promise.all([
      tx.select().from(headlineItems).where(eq(headlineItems.headlineId, headlineId)),
      tx
        .select({
          supportedContentTypes: headlineTypesTable.supportedContentTypes,
          categoryId: headlineTypesTable.categoryId,
          coverCropWidth: headlineTypesTable.coverCropWidth,
          coverCropHeight: headlineTypesTable.coverCropHeight,
        })
        .from(headlineTypesTable)
        .where(eq(headlineTypesTable.id, headline.headlineTypeId)),
    ]);
    const history: HistoryEntry[] = [];
    const who = { updatedAt: now, updatedBy: env.userId };
    const scope: ChangeScope = {
      tx,
      headline,
      items,
      type: type as ChangeScope['type'],
      now,
      async update(item, changes) {
        const [updated] = await tx
          .update(headlineItems)
          .set({ ...changes, ...who, version: item.version + 1 })
          .where(eq(headlineItems.id, item.id))
          .returning();
        history.push({ item: updated, removed: false });
        items.splice(items.indexOf(item), 1, updated);
        return updated;
      },
      async insert(values) {
        const [created] = await tx
          .insert(headlineItems)
          .values({ ...values, ...who, headlineId, siteId: env.siteId })
          .returning();
        history.push({ item: created, removed: false });
        items.push(created);
        return created;
      },
      async remove(item) {
        await tx.delete(headlineItems).where(eq(headlineItems.id, item.id));
        history.push({ item: { ...item, ...who }, removed: true });
        items.splice(items.indexOf(item), 1);
      },
    };
    const result = await work(scope);
    if (result === UNCHANGED) return { version: headline.version, itemId: null, categoryId: null, changed: false };
    await appendHistory(tx, history, now);
    const version = headline.version + 1;
    const [changed] = await tx.update(headlines).set({ version, updatedAt: now, updatedBy: env.userId }).where(eq(headlines.id, headlineId)).returning();
    await hooksOf(HEADLINE_HOOKS).afterWrite(headlineEffectScope(tx, env, headline), changed);
    return { version, itemId: result?.itemId ?? null, categoryId: (type?.categoryId as number | null) ?? null, changed: true };
  });
  if (outcome.categoryId !== null) {
    await publishHeadlineChange(env.events, env.siteId, outcome.categoryId, {
      headlineId: String(headlineId),
      version: outcome.version,
      kind: request.kind,
      itemId: outcome.itemId === null ? null : String(outcome.itemId),
      byUserId: env.userId === null ? null : String(env.userId),
      at: now.toISOString(),
    });
  }
  return { headlineId, version: outcome.version, changed: outcome.changed };
}
