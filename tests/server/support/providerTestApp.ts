import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Account, AccountStore } from '../../../server/auth/accountStore.ts';
import { mountEmbeddedProvider } from '../../../server/auth/embeddedProvider.ts';
import { openDatabase } from '../../../server/db/client.ts';
import type { Db } from '../../../server/db/client.ts';
import { copyPgliteTemplate } from '../../support/databaseTemplates.ts';
import { freePort } from '../../support/freePort.ts';

/** For the auth specs: a bare Fastify app with only the embedded provider, on a real port. */
export const TEST_ACCOUNT: Account & { password: string } = {
  id: '42',
  email: 'ada@newsroom.test',
  name: 'Ada Yönetici',
  username: 'ada',
  password: 'correct horse',
};

export const TEST_CLIENT_ID = 'backoffice';

export function memoryAccounts(accounts: Array<Account & { password: string }> = [TEST_ACCOUNT]): AccountStore {
  const strip = ({ password: _password, ...account }: Account & { password: string }): Account => account;
  return {
    findById: async (id) => {
      const found = accounts.find((account) => account.id === id);
      return found && strip(found);
    },
    verifyPassword: async (email, password) => {
      const found = accounts.find((account) => account.email === email.toLowerCase() && account.password === password);
      return found && strip(found);
    },
    // The memory store has no set-password links: the real store's are tested through the app.
    passwordLinkAccount: async () => undefined,
    setPasswordWithLink: async () => undefined,
  };
}


export interface ProviderTestApp {
  app: FastifyInstance;
  baseUrl: string;
  issuer: string;
  dataDir: string;
  /** The PGlite database in the data dir, holding the provider's keys and state. */
  db: Db;
  close(): Promise<void>;
}

export async function startProviderApp(
  opts: { dataDir?: string; port?: number; idTokenTtl?: number; extraOrigins?: string[]; importFrom?: string } = {},
): Promise<ProviderTestApp> {
  // A data dir made here is removed on close; one passed in belongs to the caller (a restart opens its database again).
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'oidc-spec-')));
  const hasDatabase = await access(path.join(dataDir, 'pglite')).then(
    () => true,
    () => false,
  );
  if (!hasDatabase) await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const issuer = `${baseUrl}/oidc`;
  const app = Fastify({ logger: false });
  await mountEmbeddedProvider(app, {
    issuer,
    clientId: TEST_CLIENT_ID,
    origins: [baseUrl, ...(opts.extraOrigins ?? [])],
    db: database.db,
    importFrom: opts.importFrom,
    idTokenTtl: opts.idTokenTtl ?? 3600,
    accounts: memoryAccounts(),
  });
  await app.listen({ host: '127.0.0.1', port });
  const close = async () => {
    await app.close();
    await database.close();
    if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  return { app, baseUrl, issuer, dataDir, db: database.db, close };
}
