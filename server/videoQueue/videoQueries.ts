/**
 * The queue as the API reads and requeues it (videoQueueModule.ts): rows of the request's site only
 * (`site_ids` holds it), newest first.
 */
import { and, arrayContains, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { VIDEO_PROCESS_STATUS_VALUE as STATUS } from '../../resources/enums.ts';
import { en, tr } from '../../resources/messages/videoQueue.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';
import { storagePath } from '../media/index.ts';
import { enqueueVideoJob } from './videoEnqueue.ts';
import { announceVideoProcess } from './videoEvents.ts';
import { videoProcesses, type VideoProcessRow } from './videoTables.ts';
import { containsPattern } from '../db/likePattern.ts';

export const QUEUE_LIMIT = { default: 50, max: 100 } as const;
export const MAX_PATHS = 50;

const errors = (language: Language) => (language === 'en' ? en : tr).videoQueue.errors;

export interface VideoProcessFilter {
  status?: readonly number[] | null;
  createdDateFrom?: string | null;
  createdDateTo?: string | null;
  search?: string | null;
}

const siteOf = (context: RequestContext) => {
  if (context.siteNumber === undefined) throw apiError('BAD_USER_INPUT', 'No site');
  return context.siteNumber;
};

function dateOf(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw apiError('BAD_USER_INPUT', `Not a date: ${value}`);
  return date;
}

function conditions(context: RequestContext, filter: VideoProcessFilter | null | undefined): SQL | undefined {
  const from = dateOf(filter?.createdDateFrom);
  const to = dateOf(filter?.createdDateTo);
  const search = filter?.search?.trim();
  return and(
    arrayContains(videoProcesses.siteIds, [siteOf(context)]),
    filter?.status && filter.status.length > 0 ? inArray(videoProcesses.status, [...filter.status]) : undefined,
    from ? gte(videoProcesses.createdDate, from) : undefined,
    to ? lte(videoProcesses.createdDate, to) : undefined,
    search ? ilike(videoProcesses.fileName, containsPattern(search)) : undefined,
  );
}

export async function listVideoProcesses(
  context: RequestContext,
  args: { filter?: VideoProcessFilter | null; page?: number | null; limit?: number | null },
): Promise<VideoProcessRow[]> {
  const limit = Math.min(Math.max(1, args.limit ?? QUEUE_LIMIT.default), QUEUE_LIMIT.max);
  const page = Math.max(1, args.page ?? 1);
  return context.db
    .select()
    .from(videoProcesses)
    .where(conditions(context, args.filter))
    .orderBy(desc(videoProcesses.createdDate), desc(videoProcesses.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function countVideoProcesses(context: RequestContext, filter: VideoProcessFilter | null | undefined): Promise<number> {
  const [row] = await context.db.select({ count: sql<number>`count(*)::integer` }).from(videoProcesses).where(conditions(context, filter));
  return row?.count ?? 0;
}

/** The rows of these stored paths ('/storage/files/…' or the relativePath) the request's site has, in the order asked. */
export async function videoProcessing(context: RequestContext, paths: readonly string[]): Promise<VideoProcessRow[]> {
  if (paths.length > MAX_PATHS) throw apiError('BAD_USER_INPUT', errors(context.language).tooManyPaths.replace('{{max}}', String(MAX_PATHS)));
  const wanted = [...new Set(paths.map((value) => storagePath(value)).filter((path): path is string => path !== undefined))];
  if (wanted.length === 0) return [];
  const rows = await context.db
    .select()
    .from(videoProcesses)
    .where(and(inArray(videoProcesses.path, wanted), arrayContains(videoProcesses.siteIds, [siteOf(context)])));
  return wanted.flatMap((path) => rows.filter((row) => row.path === path));
}

/** An error item goes back to waiting (anything else: BAD_USER_INPUT; another site's or no item: NOT_FOUND), its attempts from 0, and its job is asked for; its finished renditions stay. */
export async function requeueVideoProcess(context: RequestContext, id: number): Promise<VideoProcessRow> {
  const messages = errors(context.language);
  const row = await context.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(videoProcesses)
      .where(and(eq(videoProcesses.id, id), arrayContains(videoProcesses.siteIds, [siteOf(context)])))
      .for('update');
    if (!found) throw apiError('NOT_FOUND', messages.notFound, { messageKey: 'videoQueue.errors.notFound' });
    if (found.status !== STATUS.error) throw apiError('BAD_USER_INPUT', messages.requeueNotError, { messageKey: 'videoQueue.errors.requeueNotError' });
    const [updated] = await tx
      .update(videoProcesses)
      .set({ status: STATUS.waiting, attempts: 0, error: null, progress: null, workerId: null, processStart: null, processEnd: null, updatedDate: sql`now()` })
      .where(eq(videoProcesses.id, id))
      .returning();
    await enqueueVideoJob(tx, updated!);
    return updated!;
  });
  await announceVideoProcess(context.events, row, () => undefined);
  return row;
}
