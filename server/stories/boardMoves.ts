/**
 * moveX(id, afterId) and pinX(id, pinned) (spec 02 §3, §8): a published story or reel put right after
 * another (afterId null: the top of its group), pinned (last of the pinned ones) or unpinned (first
 * of the others). A pinned item moves among the pinned ones only, an unpinned one among the others:
 * a place across the line is clamped to the item's group, never refused. One row is written, under
 * the row's lock and then the board's; the change is announced after the commit.
 */
import { and, eq } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/story.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import { changedFields, writeAudit } from '../engine/audit.ts';
import { saveError } from '../engine/inputErrors.ts';
import { recordOutput, type Row } from '../engine/records.ts';
import { PINNED, positionBetween, PUBLISHED } from './boardKeys.ts';
import { publishBoardChange } from './boardEvents.ts';
import { requireAdPermission } from './boardSave.ts';
import { boardTable, bottomOfPinned, isPublished, lockBoard, neighbours, topOfPublished, type Board } from './boards.ts';

export type BoardMove = { afterId: string | null } | { pinned: boolean };

const ID = /^\d{1,9}$/;

/** Moves or pins the item; its record as the API shows it. */
export async function moveOnBoard(board: Board, context: RequestContext, id: string, move: BoardMove): Promise<Row> {
  const table = boardTable(board);
  const siteId = context.siteNumber as number;
  const kind = 'pinned' in move ? 'pinned' : 'moved';
  const refusal = (language: RequestContext['language']) => (language === 'en' ? en : tr).storyBoard.errors[kind === 'pinned' ? 'pin' : 'order'];
  const notFound = () => saveError('NOT_FOUND', 'notFound', context.language);
  if (!ID.test(id)) throw notFound();
  const now = new Date();
  const outcome = await context.db.transaction(async (tx) => {
    const [row] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, Number(id)), eq(table.siteId, siteId)))
      .for('update')) as Row[];
    if (!row) throw notFound();
    await requireAdPermission(board, context, [row.type], 'save');
    if (!isPublished(row)) {
      throw apiError('BAD_USER_INPUT', refusal(context.language), { messageKey: `storyBoard.errors.${kind === 'pinned' ? 'pin' : 'order'}` });
    }
    let afterPosition: string | null = null;
    if ('afterId' in move && move.afterId !== null) {
      if (!ID.test(move.afterId)) throw notFound();
      const [after] = await tx
        .select({ position: table.position })
        .from(table)
        .where(and(eq(table.id, Number(move.afterId)), eq(table.siteId, siteId)));
      if (!after) throw notFound();
      afterPosition = after.position as string;
    }
    if ('pinned' in move && move.pinned === row.pinned) return { row, changed: false };
    await lockBoard(tx, board, siteId);
    const ownId = row.id as number;
    let pinned = row.pinned as boolean;
    let position: string;
    if ('pinned' in move) {
      pinned = move.pinned;
      position = pinned ? await bottomOfPinned(tx, board, siteId, ownId) : await topOfPublished(tx, board, siteId, ownId);
    } else {
      const group = pinned ? PINNED : PUBLISHED;
      const { before, after } = await neighbours(tx, board, siteId, group, afterPosition, ownId);
      position = positionBetween(group, before, after);
    }
    const [updated] = (await tx
      .update(table)
      .set({ position, pinned, version: (row.version as number) + 1, updatedUserId: context.user.id, updatedDate: now })
      .where(eq(table.id, ownId))
      .returning()) as Row[];
    await writeAudit(tx, { resource: board.resource, recordId: ownId, action: 'update', changes: changedFields(board.resource, row, updated) }, context);
    return { row: updated, changed: true };
  });
  if (outcome.changed) {
    const failure = await publishBoardChange(context.events, board.name, siteId, { id: outcome.row.id as number, kind, byUserId: context.user.id, at: now });
    if (failure) console.warn(`${board.name}: #${id}: the ${kind} change was not announced: ${failure}`);
  }
  return recordOutput(board.resource, outcome.row);
}
