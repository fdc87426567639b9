/** The embedded provider's directory of people (directory_people) as the directory adapter; its pictures are stored files. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedBytes, type StorageBackend } from '../storage/storageBackend.ts';
import { createMediaFiles } from '../storage/mediaFiles.ts';
import { DirectoryUnavailable, type DirectoryAdapter, type DirectoryPicture } from './directoryAdapter.ts';
import { directoryPeople } from './directoryTables.ts';

async function readPicture(storage: StorageBackend, mimeType: string | undefined, path: string): Promise<DirectoryPicture | null> {
  if (!mimeType) return null;
  const bytes = await storedBytes(storage, path);
  return bytes ? { bytes, contentType: mimeType } : null;
}

export function createEmbeddedDirectory(db: Db, storage: () => StorageBackend): DirectoryAdapter {
  const media = createMediaFiles(db);
  return {
    async lookup(user) {
      const [person] = await db.select().from(directoryPeople).where(eq(directoryPeople.userId, user.id));
      if (!person) return null;
      let picture: DirectoryPicture | null = null;
      if (person.picturePath) {
        try {
          picture = await readPicture(storage(), (await media.findByPath(person.picturePath))?.mimeType, person.picturePath);
        } catch (error) {
          throw new DirectoryUnavailable(`the picture ${person.picturePath} could not be read: ${(error as Error).message}`);
        }
      }
      return { name: person.name, email: person.email.toLowerCase(), department: person.department, picture };
    },
  };
}
