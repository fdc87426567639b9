/**
 * A user refreshed from the directory (server/directory/README.md): what the directory says of
 * them compared with their row (name, e-mail, department, picture), and, when asked, the changed
 * fields written through the engine's save of the users resource (its checks, the version bump and
 * an audit row whose action is `directoryRefresh`).
 */
import { eq } from 'drizzle-orm';
import { RESOURCES } from '../../resources/index.ts';
import { users as usersResource } from '../../resources/user.ts';
import type { RequestContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';
import { saveError } from '../engine/inputErrors.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { DirectoryUnavailable, type DirectoryPicture } from './directoryAdapter.ts';
import type { DirectoryService } from './directoryService.ts';

export const REFRESHED_FIELDS = ['name', 'email', 'department', 'picture'] as const;
export type RefreshedField = (typeof REFRESHED_FIELDS)[number];

export interface DirectoryChange {
  field: RefreshedField;
  before: string | null;
  /** A picture not stored yet is shown as a `data:` address. */
  after: string | null;
}

export interface DirectoryRefresh {
  userId: string;
  found: boolean;
  changes: DirectoryChange[];
  applied: boolean;
  /** The user's version after the refresh (the one to save with). */
  version: number;
}

interface Proposal {
  found: boolean;
  changes: DirectoryChange[];
  /** The directory's picture when it differs from the user's. */
  picture?: DirectoryPicture;
}

const dataUrl = (picture: DirectoryPicture) => `data:${picture.contentType};base64,${picture.bytes.toString('base64')}`;

/** What the directory would change of `user`; DirectoryUnavailable when it does not answer. */
async function propose(service: DirectoryService, user: UserRow): Promise<Proposal> {
  const entry = await service.adapter.lookup({ id: user.id, email: user.email });
  if (!entry) return { found: false, changes: [] };
  const changes: DirectoryChange[] = [];
  const text = (field: 'name' | 'email' | 'department', value: string | null) => {
    if (value !== null && value !== (user[field] ?? null)) changes.push({ field, before: user[field] ?? null, after: value });
  };
  text('name', entry.name);
  text('email', entry.email?.toLowerCase() ?? null);
  text('department', entry.department);
  if (entry.picture) {
    const stored = await service.storedPictureUrl(entry.picture);
    if (stored !== user.picture) {
      changes.push({ field: 'picture', before: user.picture, after: stored ?? dataUrl(entry.picture) });
      return { found: true, changes, picture: entry.picture };
    }
  }
  return { found: true, changes };
}

async function userOf(context: Pick<RequestContext, 'db' | 'language'>, id: number): Promise<UserRow> {
  const [user] = await context.db.select().from(users).where(eq(users.id, id));
  if (!user) throw saveError('NOT_FOUND', 'notFound', context.language);
  return user;
}

/**
 * The refresh of one user: with `apply`, at `version` (the admin's; a stale one is CONFLICT), the
 * changed fields are saved (a directory picture stored first); without, only what would change.
 * Nothing changed: nothing written, `applied` false.
 */
export async function refreshUser(
  context: RequestContext,
  service: DirectoryService,
  user: UserRow,
  options: { apply: boolean; version?: number | null },
): Promise<DirectoryRefresh> {
  if (options.apply && options.version !== user.version) throw saveError('CONFLICT', 'conflict', context.language);
  const proposal = await propose(service, user);
  const answer = { userId: String(user.id), found: proposal.found, changes: proposal.changes, applied: false, version: user.version };
  if (!options.apply || proposal.changes.length === 0) return answer;
  const values: Record<string, unknown> = {};
  for (const change of proposal.changes) values[change.field] = change.after;
  if (proposal.picture) {
    const url = await service.storePicture(proposal.picture, user.id);
    values.picture = url;
    answer.changes = answer.changes.map((change) => (change.field === 'picture' ? { ...change, after: url } : change));
  }
  const saved = await saveRecord(usersResource, { id: String(user.id), version: options.version, ...values }, context, RESOURCES, { auditAction: 'directoryRefresh' });
  return { ...answer, applied: true, version: saved.version as number };
}

export { DirectoryUnavailable, userOf };
