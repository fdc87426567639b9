/**
 * The identity directory a user's details are refreshed from (server/directory/README.md): the
 * embedded provider's own directory of people (the default) or Microsoft Graph (DIRECTORY=graph).
 */

/** A picture as the directory hands it out. */
export interface DirectoryPicture {
  bytes: Buffer;
  contentType: string;
}

/** What the directory says of a person; null where it says nothing (that field of the user is left as it is). */
export interface DirectoryEntry {
  name: string | null;
  /** Lower-cased, as the users table keeps it. */
  email: string | null;
  department: string | null;
  picture: DirectoryPicture | null;
}

export interface DirectoryAdapter {
  /** The person, or null when the directory does not know them; throws DirectoryUnavailable when it cannot be asked. */
  lookup(user: { id: number; email: string }): Promise<DirectoryEntry | null>;
}

/** The directory did not answer (down, refused our credentials, timed out): `reason` is for the server's log. */
export class DirectoryUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`The directory is unreachable: ${reason}`);
    this.name = 'DirectoryUnavailable';
  }
}
