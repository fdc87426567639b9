/**
 * The two boards, stories and reels, and what every write of one does under its lock: a
 * transaction-scoped advisory lock per (board, site), so the writes of one board go one at a time
 * on any number of servers and two never compute the same position. Every writer locks the item's
 * row first (the engine's save does, moves and the job do too), then the board: always that order.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { reels } from '../../resources/reel.ts';
import { BOARD_STATE as STATE } from '../../resources/storyBoardFields.ts';
import { stories } from '../../resources/story.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { Db } from '../db/client.ts';
import type { Row } from '../engine/records.ts';
import { tableFor, type ResourceTable } from '../engine/tables.ts';
import { groupOf, PENDING, PINNED, positionBetween, PUBLISHED, type BoardGroup } from './boardKeys.ts';

export type BoardName = 'stories' | 'reels';

export interface Board {
  name: BoardName;
  resource: Resource;
  /** The story ad's permissions apply to this board's advertisements (stories only). */
  adPermissions?: { save: string; delete: string };
}

export const BOARDS: Readonly<Record<BoardName, Board>> = {
  stories: { name: 'stories', resource: stories, adPermissions: { save: 'storyAd.save', delete: 'storyAd.delete' } },
  reels: { name: 'reels', resource: reels },
};

/** The states a story or reel is in (resources/storyBoardFields.ts). */
export { STATE };

export type BoardTx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export const boardTable = (board: Board): ResourceTable => tableFor(board.resource);

/** Waits for the other writes of this board on this site, until the transaction ends. */
export async function lockBoard(tx: Pick<Db, 'execute'>, board: Board, siteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`board:${board.name}`}), ${siteId}::integer)`);
}

/** Compared byte by byte: positions hold [0-9a-f] only, but the lookups need not trust the collation. */
const bytes = (column: SQL.Aliased | ResourceTable[string]) => sql`(${column} collate "C")`;

const nextGroup = (group: BoardGroup) => String(Number(group) + 1);

/**
 * The published neighbours in `group` around the place right after `afterPosition` (null: the
 * group's top), leaving out the item itself: where it lands is clamped to its group.
 */
export async function neighbours(
  db: Reader,
  board: Board,
  siteId: number,
  group: typeof PINNED | typeof PUBLISHED,
  afterPosition: string | null,
  exceptId: number | undefined,
): Promise<{ before: string | null; after: string | null }> {
  const table = boardTable(board);
  const position = bytes(table.position);
  const inGroup = and(
    eq(table.siteId, siteId),
    exceptId === undefined ? undefined : ne(table.id, exceptId),
    sql`${position} >= ${group}`,
    sql`${position} < ${nextGroup(group)}`,
  );
  const edge = async (where: SQL | undefined, order: 'asc' | 'desc') => {
    const [row] = await db
      .select({ position: table.position })
      .from(table)
      .where(and(inGroup, where))
      .orderBy(order === 'asc' ? sql`${position} asc` : sql`${position} desc`)
      .limit(1);
    return (row?.position as string | undefined) ?? null;
  };
  if (afterPosition === null) return { before: null, after: await edge(undefined, 'asc') };
  const [before, after] = [await edge(sql`${position} <= ${afterPosition}`, 'desc'), await edge(sql`${position} > ${afterPosition}`, 'asc')];
  return { before, after };
}

/** A position on top of the unpinned published items. */
export async function topOfPublished(db: Reader, board: Board, siteId: number, exceptId: number | undefined): Promise<string> {
  const { after } = await neighbours(db, board, siteId, PUBLISHED, null, exceptId);
  return positionBetween(PUBLISHED, null, after);
}

/** A position under the pinned items. */
export async function bottomOfPinned(db: Reader, board: Board, siteId: number, exceptId: number | undefined): Promise<string> {
  const { before } = await neighbours(db, board, siteId, PINNED, PENDING, exceptId);
  return positionBetween(PINNED, before, null);
}

export const isPublished = (row: Row) => row.state === STATE.published && (groupOf(row.position as string) === PINNED || groupOf(row.position as string) === PUBLISHED);
