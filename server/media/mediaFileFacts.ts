/**
 * A library row's facts, the server's: the stored file's type, size and dimensions copied from
 * media_files when the row is created, and its path kept as created on every update. Its name is
 * the one the upload that made it gave (a server caller's `name`, never a client's field), else the
 * name the file was first uploaded under.
 */
import { eq } from 'drizzle-orm';
import { MEDIA_TYPE } from '../../resources/enums.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Row } from '../engine/records.ts';

const [IMAGE, VIDEO] = MEDIA_TYPE.values.map((entry) => entry.value);

export async function mediaFileFacts(tx: Pick<Db, 'select'>, data: Row, existing: Row | undefined, context: RequestContext, input: Row): Promise<Row> {
  if (existing) return { ...data, path: existing.path, name: existing.name };
  const [file] = typeof data.path === 'string' ? await tx.select().from(mediaFiles).where(eq(mediaFiles.relativePath, data.path)) : [];
  if (!file) throw badInput({ path: { message: 'saveErrors.notStored', params: {} } }, context.language);
  const { mimeType, size, width, height } = file;
  const name = typeof input.name === 'string' && input.name.trim() ? input.name.trim() : file.originalName;
  return { ...data, mediaType: mimeType.startsWith('video/') ? VIDEO : IMAGE, mimeType, size, width, height, name };
}
