/**
 * What a write of a resource starts besides its row, inside its transaction (so it happens only
 * if the write commits): a content's scheduled publish job, its media usages and library rows.
 * Server-only, keyed by resource name.
 */
import type { Resource } from '../../resources/defineResource.ts';
import { schedulePublish } from '../content/scheduledPublish.ts';
import type { Db } from '../db/client.ts';
import { removeContentUsages, syncContentMedia } from '../media/contentMedia.ts';
import type { Row } from './records.ts';

export interface EffectScope {
  tx: Pick<Db, 'select' | 'insert' | 'delete'>;
  /** Saves another resource's record through the engine, in the same transaction, as the same user. */
  save(resource: Resource, input: Row): Promise<Row>;
}

export type WriteEffect = (scope: EffectScope, row: Row) => Promise<void>;

const WRITE_EFFECTS: Partial<Record<string, WriteEffect>> = {
  contents: async ({ tx, save }, row) => {
    await schedulePublish(tx, row);
    await syncContentMedia(tx, row, save);
  },
};

/** What a delete removes with the row, in its transaction. */
const DELETE_EFFECTS: Partial<Record<string, (tx: Pick<Db, 'delete'>, row: Row) => Promise<void>>> = {
  contents: removeContentUsages,
};

export async function runWriteEffects(resourceName: string, scope: EffectScope, row: Row): Promise<void> {
  await WRITE_EFFECTS[resourceName]?.(scope, row);
}

export async function runDeleteEffects(resourceName: string, tx: Pick<Db, 'delete'>, row: Row): Promise<void> {
  await DELETE_EFFECTS[resourceName]?.(tx, row);
}
