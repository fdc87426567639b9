/**
 * A library row's facts, the server's: the stored file's type, size and dimensions copied from
 * media_files when the row is created, and its path kept as created on every update.
 */
import { eq } from 'drizzle-orm';
import { MEDIA_TYPE } from '../../resources/enums.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Row } from '../engine/records.ts';

const [IMAGE, VIDEO] = MEDIA_TYPE.values.map((entry) => entry.value);

export async function mediaFileFacts(tx: Pick<Db, 'select'>, data: Row, existing: Row | undefined, context: RequestContext): Promise<Row> {
  if (existing) return { ...data, path: existing.path };
  const [file] = typeof data.path === 'string' ? await tx.select().from(mediaFiles).where(eq(mediaFiles.relativePath, data.path)) : [];
  if (!file) throw badInput({ path: { message: 'saveErrors.notStored', params: {} } }, context.language);
  const { mimeType, size, width, height } = file;
  return { ...data, mediaType: mimeType.startsWith('video/') ? VIDEO : IMAGE, mimeType, size, width, height };
}
