import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent = no expiry. */
  expiresAt?: number;
}

/** Models whose rows belong to a grant and go when the grant is revoked. */
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * The provider's sessions, grants, codes and refresh tokens, kept in one JSON file under the data
 * dir. oidc-provider's own memory adapter is process-global and forgets everything on restart,
 * which would sign everybody out and break silent renew whenever the server restarts. One
 * embedded provider serves a handful of people, so a whole-file rewrite per change is cheap;
 * deployments with many servers use an external issuer instead.
 */
export class ProviderStateFile {
  private readonly entries = new Map<string, Entry>();
  private writing: Promise<void> = Promise.resolve();
  private saveQueued = false;

  private constructor(private readonly file: string) {}

  static async open(file: string): Promise<ProviderStateFile> {
    const state = new ProviderStateFile(file);
    try {
      const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, Entry>;
      for (const [key, entry] of Object.entries(stored)) state.entries.set(key, entry);
      state.prune();
    } catch (error) {
      // A missing or damaged state file only costs the signed-in sessions, never the start.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') state.entries.clear();
    }
    return state;
  }

  adapterFor = (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findWhere = (match: (payload: AdapterPayload) => boolean): AdapterPayload | undefined => {
      for (const [entryKey] of this.entries) {
        if (!entryKey.startsWith(`${model}:`)) continue;
        const payload = this.get(entryKey);
        if (payload && match(payload)) return payload;
      }
      return undefined;
    };

    return {
      upsert: async (id, payload, expiresIn) => {
        this.entries.set(key(id), {
          payload,
          expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : undefined,
        });
        this.scheduleSave();
      },
      find: async (id) => this.get(key(id)),
      findByUid: async (uid) => findWhere((payload) => payload.uid === uid),
      findByUserCode: async (userCode) => findWhere((payload) => payload.userCode === userCode),
      consume: async (id) => {
        const payload = this.get(key(id));
        if (!payload) return;
        payload.consumed = Math.floor(Date.now() / 1000);
        this.scheduleSave();
      },
      destroy: async (id) => {
        if (this.entries.delete(key(id))) this.scheduleSave();
      },
      revokeByGrantId: async (grantId) => {
        if (!GRANT_MEMBERS.has(model)) return;
        for (const [entryKey, entry] of this.entries) {
          if (entryKey.startsWith(`${model}:`) && entry.payload.grantId === grantId) this.entries.delete(entryKey);
        }
        this.scheduleSave();
      },
    };
  };

  /** Resolves once everything changed so far is on disk. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private get(entryKey: string): AdapterPayload | undefined {
    const entry = this.entries.get(entryKey);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.entries.delete(entryKey);
      return undefined;
    }
    return entry.payload;
  }

  private prune(): void {
    const now = Date.now();
    for (const [entryKey, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(entryKey);
    }
  }

  private scheduleSave(): void {
    if (this.saveQueued) return;
    this.saveQueued = true;
    this.writing = this.writing.then(async () => {
      this.saveQueued = false;
      this.prune();
      const temporary = `${this.file}.${process.pid}.tmp`;
      try {
        await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
        await writeFile(temporary, JSON.stringify(Object.fromEntries(this.entries)), { mode: 0o600 });
        await rename(temporary, this.file);
      } catch (error) {
        process.emitWarning(`embedded OpenID provider: cannot save ${this.file}: ${(error as Error).message}`);
      }
    });
  }
}
