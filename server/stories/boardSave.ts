/**
 * What the engine's save and delete of a story or reel do on its board (the `stories` and `reels`
 * hooks of feature.ts): the state and position the save writes, the publishing job of a pending
 * item, the story ad's permissions, and the board's change announced after the commit.
 *
 * A save: a publish date ahead of now makes the item PENDING (its position by date, its pin
 * dropped); otherwise it is PUBLISHED: an item newly published goes on top of the unpinned ones,
 * one already published keeps its place and pin.
 */
import { accessRequest } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import { permissionDenied } from '../contract/apiErrors.ts';
import type { Row } from '../engine/records.ts';
import type { ResourceHooks, WriteEffect } from '../engine/resourceHooks.ts';
import { pendingPosition } from './boardKeys.ts';
import { publishBoardChange } from './boardEvents.ts';
import { schedulePublishing } from './boardPublishing.ts';
import { isAdvertisement, publishMoment, waitsUntil } from '../../resources/storyBoardFields.ts';
import { isPublished, lockBoard, STATE, topOfPublished, type Board, type BoardTx } from './boards.ts';

/** FORBIDDEN unless the caller holds the story ad's permission when the item is (or was) an advertisement. */
export async function requireAdPermission(board: Board, context: RequestContext, types: readonly unknown[], use: 'save' | 'delete'): Promise<void> {
  const needs = board.adPermissions?.[use];
  if (!needs || !types.some(isAdvertisement)) return;
  if (!(await accessRequest(context)).granted(needs)) throw permissionDenied([needs]);
}

/** The save's state, pin and position, computed under the board's lock (the row's is held already). */
async function boardValues(board: Board, tx: BoardTx, data: Row, existing: Row | undefined, context: RequestContext): Promise<Row> {
  await requireAdPermission(board, context, [data.type, existing?.type], 'save');
  const publishDate = publishMoment(data.publishDate);
  const siteId = (existing?.siteId as number | undefined) ?? context.siteNumber;
  if (!publishDate || siteId === undefined) return data;
  await lockBoard(tx, board, siteId);
  if (waitsUntil(publishDate, new Date())) return { ...data, state: STATE.pending, pinned: false, position: pendingPosition(publishDate) };
  if (existing && isPublished(existing)) return { ...data, state: existing.state, pinned: existing.pinned, position: existing.position };
  const id = existing?.id as number | undefined;
  return { ...data, state: STATE.published, pinned: false, position: await topOfPublished(tx, board, siteId, id) };
}

async function announce(board: Board, context: RequestContext, row: Row, action: 'save' | 'delete'): Promise<void> {
  const failure = await publishBoardChange(context.events, board.name, row.siteId as number, {
    id: row.id as number,
    kind: action === 'save' ? 'saved' : 'deleted',
    byUserId: context.user.id,
  });
  if (failure) console.warn(`${board.name}: #${String(row.id)}: the change was not announced: ${failure}`);
}

/** The hooks of one board's resource; `also` runs after the board's own write effect (the videos' queueing). */
export function boardHooks(board: Board, also: { afterWrite?: WriteEffect } = {}): ResourceHooks {
  return {
    // The engine hands its transaction; its type names only what most hooks need.
    serverValues: (tx, data, existing, context) => boardValues(board, tx as BoardTx, data, existing, context),
    async afterWrite(scope, row) {
      await schedulePublishing(scope.tx, board.name, row);
      await also.afterWrite?.(scope, row);
    },
    afterDelete: (_tx, row, context) => requireAdPermission(board, context, [row.type], 'delete'),
    afterCommit: (context, row, action) => announce(board, context, row, action),
  };
}
