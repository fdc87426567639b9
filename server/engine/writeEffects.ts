/**
 * What a write of a resource starts besides its row, inside its transaction (so it happens only
 * if the write commits): a content's scheduled publish job. Server-only, keyed by resource name.
 */
import { schedulePublish } from '../content/scheduledPublish.ts';
import type { QueueWriter } from '../jobs/enqueue.ts';
import type { Row } from './records.ts';

export type WriteEffect = (tx: QueueWriter, row: Row) => Promise<void>;

const WRITE_EFFECTS: Partial<Record<string, WriteEffect>> = {
  contents: (tx, row) => schedulePublish(tx, row),
};

export async function runWriteEffects(resourceName: string, tx: QueueWriter, row: Row): Promise<void> {
  await WRITE_EFFECTS[resourceName]?.(tx, row);
}
