/** Saved views (server/savedViews/README.md): a user's own and the site's shared ones, kept per list. */
import { and, count, eq, or } from 'drizzle-orm';
import { apiError } from '../contract/apiErrors.ts';
import type { RequestContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { NAME_MAX, VIEWS_PER_LIST, checkedList, checkedState } from './savedViewState.ts';
import { savedViews, type SavedViewRow } from './savedViewsTable.ts';

export interface SavedViewInput {
  id?: string | null;
  version?: number | null;
  resource: string;
  name: string;
  state: unknown;
  shared: boolean;
}

const ID = /^\d{1,9}$/;
const english = (context: RequestContext) => context.language === 'en';

function viewOutput(row: SavedViewRow, ownerName: string | null, context: RequestContext) {
  return {
    id: String(row.id),
    resource: row.list,
    name: row.name,
    state: row.state,
    shared: row.shared,
    mine: row.userId === context.user.id,
    ownerName,
    version: row.version,
    updatedDate: row.updatedDate.toISOString(),
  };
}

export type SavedViewOutput = ReturnType<typeof viewOutput>;

const siteOf = (context: RequestContext) => {
  if (context.siteNumber === undefined) throw apiError('FORBIDDEN', 'A site is needed');
  return context.siteNumber;
};

/** The list's views the user sees on the site: their own, then the shared ones of others, by name. */
export async function listSavedViews(context: RequestContext, resource: string): Promise<SavedViewOutput[]> {
  const list = checkedList(resource);
  const rows = await context.db
    .select({ view: savedViews, ownerName: users.name })
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.userId))
    .where(and(eq(savedViews.siteId, siteOf(context)), eq(savedViews.list, list), or(eq(savedViews.userId, context.user.id), eq(savedViews.shared, true))));
  const collator = new Intl.Collator(context.language, { sensitivity: 'base' });
  return rows
    .map(({ view, ownerName }) => viewOutput(view, ownerName, context))
    .sort((a, b) => Number(b.mine) - Number(a.mine) || collator.compare(a.name, b.name));
}

/** The view by id on the request's site; NOT_FOUND when it is not there or not seen, FORBIDDEN when seen but another's. */
async function ownView(context: RequestContext, id: string): Promise<SavedViewRow> {
  const [row] = ID.test(id) ? await context.db.select().from(savedViews).where(and(eq(savedViews.id, Number(id)), eq(savedViews.siteId, siteOf(context)))) : [];
  if (!row || (row.userId !== context.user.id && !row.shared)) throw apiError('NOT_FOUND', english(context) ? 'The view is no longer there.' : 'Görünüm artık yok.');
  if (row.userId !== context.user.id) throw apiError('FORBIDDEN', english(context) ? 'Only its owner may change a view.' : 'Görünümü yalnızca sahibi değiştirebilir.');
  return row;
}

const nameTaken = (context: RequestContext, name: string) =>
  apiError('CONFLICT', english(context) ? `You already have a view named "${name}" on this list.` : `Bu listede "${name}" adlı bir görünümünüz zaten var.`, { reason: 'nameTaken' });

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) if ((cause as { code?: string }).code === '23505') return true;
  return false;
}

/** Creates (no id) or updates (id and version) one of the user's views. */
export async function saveSavedView(context: RequestContext, input: SavedViewInput): Promise<SavedViewOutput> {
  const list = checkedList(input.resource);
  const name = input.name.trim();
  if (!name || name.length > NAME_MAX) throw apiError('BAD_USER_INPUT', english(context) ? `A view's name has 1 to ${NAME_MAX} letters.` : `Görünüm adı 1 ile ${NAME_MAX} karakter arasında olmalı.`);
  const state = checkedState(input.state);
  const siteId = siteOf(context);
  const userId = context.user.id;
  try {
    if (!input.id) {
      const [{ value }] = (await context.db.select({ value: count() }).from(savedViews).where(and(eq(savedViews.userId, userId), eq(savedViews.siteId, siteId), eq(savedViews.list, list)))) as [{ value: number }];
      if (value >= VIEWS_PER_LIST) throw apiError('BAD_USER_INPUT', english(context) ? `At most ${VIEWS_PER_LIST} views per list.` : `Bir listede en çok ${VIEWS_PER_LIST} görünüm olabilir.`);
      const [row] = await context.db.insert(savedViews).values({ userId, siteId, list, name, state, shared: input.shared }).returning();
      return viewOutput(row!, context.user.name, context);
    }
    const existing = await ownView(context, input.id);
    if (input.version == null) throw apiError('BAD_USER_INPUT', 'An update needs the version read');
    const [row] = await context.db
      .update(savedViews)
      .set({ name, state, shared: input.shared, version: existing.version + 1, updatedDate: new Date() })
      .where(and(eq(savedViews.id, existing.id), eq(savedViews.version, input.version)))
      .returning();
    if (!row) throw apiError('CONFLICT', english(context) ? 'The view was changed meanwhile; read it again.' : 'Görünüm bu arada değişti; yeniden açın.', { reason: 'stale' });
    return viewOutput(row, context.user.name, context);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(context, name);
    throw error;
  }
}

export async function deleteSavedView(context: RequestContext, id: string): Promise<boolean> {
  const existing = await ownView(context, id);
  await context.db.delete(savedViews).where(eq(savedViews.id, existing.id));
  return true;
}
