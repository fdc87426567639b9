import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { mediaFiles, type MediaFileRow } from '../db/schema.ts';

export type NewMediaFile = Omit<typeof mediaFiles.$inferInsert, 'id' | 'createdDate'>;

/** What the upload and file-info endpoints answer for a file. */
export interface MediaFileInfo {
  relativePath: string;
  width: number | null;
  height: number | null;
  fileHash: string;
  size: number;
  mimeType: string;
  /** The file's name when it was first uploaded; null for files stored before names were kept. */
  name: string | null;
  /** A crop's source image (its relativePath), null for any other file. */
  cropOf: string | null;
}

export function mediaFileInfo(row: MediaFileRow): MediaFileInfo {
  const { relativePath, width, height, fileHash, size, mimeType, originalName, cropOf } = row;
  return { relativePath, width, height, fileHash, size, mimeType, name: originalName, cropOf };
}

/**
 * The media_files table. Rows never change once written, so the serving routes keep the ones they
 * looked up by path (misses are not kept: a file may be uploaded a moment later).
 */
export function createMediaFiles(db: Db) {
  const byPath = new LRUCache<string, MediaFileRow>({ max: 20_000 });

  return {
    async findByHash(fileHash: string): Promise<MediaFileRow | undefined> {
      return (await db.select().from(mediaFiles).where(eq(mediaFiles.fileHash, fileHash)))[0];
    },

    async findByPath(relativePath: string): Promise<MediaFileRow | undefined> {
      const cached = byPath.get(relativePath);
      if (cached) return cached;
      const row = (await db.select().from(mediaFiles).where(eq(mediaFiles.relativePath, relativePath)))[0];
      if (row) byPath.set(relativePath, row);
      return row;
    },

    /**
     * Inserts the row unless its hash is known; either way answers the row that holds the hash.
     * Two uploads of the same bytes at once both land here: the unique index lets one insert, and
     * the other, finding the conflict, reads the winner's row.
     */
    async insertUnlessKnown(file: NewMediaFile): Promise<{ row: MediaFileRow; inserted: boolean }> {
      const [inserted] = await db.insert(mediaFiles).values(file).onConflictDoNothing({ target: mediaFiles.fileHash }).returning();
      if (inserted) return { row: inserted, inserted: true };
      const existing = await this.findByHash(file.fileHash);
      if (!existing) throw new Error(`media file ${file.fileHash} conflicted but cannot be read`);
      return { row: existing, inserted: false };
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
