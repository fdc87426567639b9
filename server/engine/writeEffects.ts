/**
 * What a write of a resource starts besides its row, inside its transaction (so it happens only
 * if the write commits): a content's scheduled publish job, its media usages and library rows.
 * Server-only, keyed by resource name. A save of a content by its editor clears their draft of it,
 * and the draft it was made from (`fromDraftId`). A headline type's save makes its site's headline.
 */
import type { Resource } from '../../resources/defineResource.ts';
import { deleteSavedDraft } from '../content/contentAgencySource.ts';
import { clearDraftOf } from '../content/contentDrafts.ts';
import { schedulePublish } from '../content/scheduledPublish.ts';
import type { Db } from '../db/client.ts';
import { ensureHeadlineOfType, removeHeadlineOfType } from '../headlines/headlineOfType.ts';
import { removeContentUsages, syncContentMedia } from '../media/contentMedia.ts';
import type { Row } from './records.ts';

export interface EffectScope {
  tx: Pick<Db, 'select' | 'insert' | 'delete'>;
  /** Who writes, and whether through the save (the editor's) or another write (a status switch). */
  userId: number;
  action: 'save' | 'other';
  /** A save's input as the client sent it (arguments beyond the fields, such as `fromDraftId`); empty for other writes. */
  input: Row;
  /** Saves another resource's record through the engine, in the same transaction, as the same user. */
  save(resource: Resource, input: Row): Promise<Row>;
}

export type WriteEffect = (scope: EffectScope, row: Row) => Promise<void>;

const WRITE_EFFECTS: Partial<Record<string, WriteEffect>> = {
  contents: async ({ tx, save, userId, action, input }, row) => {
    await schedulePublish(tx, row);
    await syncContentMedia(tx, row, save);
    if (action !== 'save') return;
    await clearDraftOf(tx, userId, row.id as number);
    await deleteSavedDraft(tx, userId, row.siteId as number, input);
  },
  headlineTypes: async ({ tx }, row) => ensureHeadlineOfType(tx, row),
};

/** What a delete removes with the row, in its transaction. */
const DELETE_EFFECTS: Partial<Record<string, (tx: Pick<Db, 'delete'>, row: Row) => Promise<void>>> = {
  contents: removeContentUsages,
  headlineTypes: removeHeadlineOfType,
};

export async function runWriteEffects(resourceName: string, scope: EffectScope, row: Row): Promise<void> {
  await WRITE_EFFECTS[resourceName]?.(scope, row);
}

export async function runDeleteEffects(resourceName: string, tx: Pick<Db, 'delete'>, row: Row): Promise<void> {
  await DELETE_EFFECTS[resourceName]?.(tx, row);
}
