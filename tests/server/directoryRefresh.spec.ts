import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as userResource } from '../../resources/user.ts';
import { users } from '../../server/db/schema.ts';
import { directoryPeople } from '../../server/directory/directoryTables.ts';
import type { RefreshSiteCounts } from '../../server/directory/directoryRefreshJob.ts';
import { AHEAD_OF_ROW } from '../../server/directory/directorySeed.ts';
import { auditLog } from '../../server/engine/resourceTables.ts';
import { freePort } from '../support/freePort.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';

const TENANT = 'tenant-1';
const CLIENT_ID = 'newsroom-app';
const CLIENT_SECRET = 'app-secret';

interface GraphPerson {
  displayName?: string;
  mail?: string | null;
  userPrincipalName: string;
  department?: string | null;
  photo?: { bytes: Buffer; type: string };
}

/**
 * A local stand-in of Microsoft Graph over real HTTP: the tenant's token endpoint (client
 * credentials, checked) and `/v1.0/users/{upn}` and `/users/{upn}/photo/$value` from `people`.
 * `down` cuts every connection, as an unreachable service does.
 */
async function startGraph() {
  const people = new Map<string, GraphPerson>();
  const state = { tokenRequests: 0, down: false, issued: 0 };
  const tokens = new Set<string>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    if (state.down) return void request.socket.destroy();
    const url = new URL(request.url ?? '/', 'http://graph.test');
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === `/${TENANT}/oauth2/v2.0/token`) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        state.tokenRequests += 1;
        const form = new URLSearchParams(body);
        const valid =
          form.get('client_id') === CLIENT_ID &&
          form.get('client_secret') === CLIENT_SECRET &&
          form.get('grant_type') === 'client_credentials' &&
          form.get('scope') === 'https://graph.microsoft.com/.default';
        if (!valid) return send(401, { error: 'invalid_client' });
        const token = `token-${++state.issued}`;
        tokens.add(token);
        send(200, { token_type: 'Bearer', expires_in: 3599, access_token: token });
      });
      return;
    }
    if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(401, { error: { code: 'InvalidAuthenticationToken' } });
    const match = /^\/v1\.0\/users\/([^/]+)(\/photo\/\$value)?$/.exec(url.pathname);
    const person = match && people.get(decodeURIComponent(match[1]!).toLowerCase());
    if (!match || !person) return send(404, { error: { code: 'Request_ResourceNotFound' } });
    if (match[2]) return person.photo ? send(200, person.photo.bytes, person.photo.type) : send(404, { error: { code: 'ImageNotFound' } });
    const selected = (url.searchParams.get('$select') ?? '').split(',');
    const { photo: _photo, ...fields } = person;
    send(200, Object.fromEntries(Object.entries(fields).filter(([name]) => selected.includes(name))));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    people,
    state,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const REFRESH = `mutation Refresh($id: ID!, $apply: Boolean, $version: Int) {
  refreshUserFromDirectory(id: $id, apply: $apply, version: $version) { userId found applied version changes { field before after } }
}`;
const REFRESH_SITE = 'mutation { refreshSiteUsersFromDirectory { id state total done refreshed unchanged notFound failed } }';
const JOB = 'query Job($id: ID!) { directoryRefreshJob(id: $id) { id state total done refreshed unchanged notFound failed } }';

interface Refresh {
  userId: string;
  found: boolean;
  applied: boolean;
  version: number;
  changes: { field: string; before: string | null; after: string | null }[];
}
type RefreshJob = RefreshSiteCounts & { id: string; state: string };

const redPicture = () => sharp({ create: { width: 12, height: 12, channels: 3, background: '#c81e1e' } }).png().toBuffer();

/** Issue 36 §2: a user's name, e-mail, department and picture refreshed from the identity directory, seen before saved, audited. */
describe.each(testDatabaseKinds())('refreshing users from the directory on %s', (database) => {
  describe('through Microsoft Graph (a local stand-in)', () => {
    let graph: Awaited<ReturnType<typeof startGraph>>;
    let server: TestApp;
    let admin: CallOptions;

    const refresh = (id: string, variables: { apply?: boolean; version?: number } = {}, options: CallOptions = admin) =>
      graphqlCall<{ refreshUserFromDirectory: Refresh }>(server.yoga, REFRESH, { ...options, variables: { id, ...variables } });
    const userRow = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!;
    const auditRows = (id: number) =>
      server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, String(id))));

    beforeAll(async () => {
      graph = await startGraph();
      server = await startTestApp(database, {
        directory: {
          kind: 'graph',
          tenantId: TENANT,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          baseUrl: `${graph.origin}/v1.0`,
          tokenUrl: `${graph.origin}/${TENANT}/oauth2/v2.0/token`,
          timeoutMs: 5000,
        },
      });
      admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: '4', language: 'en' };
    });
    afterAll(async () => {
      await server?.stop();
      await graph?.close();
    });

    it('lists only what differs, writes nothing, and asks for one token for every refresh', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      const photo = await redPicture();
      graph.people.set(reporter.email, {
        displayName: reporter.name,
        mail: 'Reporter@Newsroom.example',
        userPrincipalName: reporter.email,
        department: 'Haber merkezi',
        photo: { bytes: photo, type: 'image/png' },
      });
      const preview = await refresh(String(reporter.id));
      expect(preview.errors).toBeUndefined();
      const answer = preview.data!.refreshUserFromDirectory;
      expect(answer).toMatchObject({ userId: String(reporter.id), found: true, applied: false, version: reporter.version });
      // The name is the same, the e-mail the same once lower-cased: neither is listed.
      expect(answer.changes.map((change) => change.field)).toEqual(['department', 'picture']);
      expect(answer.changes[0]).toEqual({ field: 'department', before: reporter.department, after: 'Haber merkezi' });
      expect(answer.changes[1]!.before).toBeNull();
      expect(answer.changes[1]!.after).toBe(`data:image/png;base64,${photo.toString('base64')}`);
      expect(await userRow(reporter.email)).toEqual(reporter);

      await refresh(String(reporter.id));
      expect(graph.state.tokenRequests).toBe(1);
    });

    it('applies only the changed fields at the version the admin saw, stores the picture and audits a directory refresh', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      const applied = await refresh(String(reporter.id), { apply: true, version: reporter.version });
      expect(applied.errors).toBeUndefined();
      const answer = applied.data!.refreshUserFromDirectory;
      expect(answer).toMatchObject({ applied: true, version: reporter.version + 1 });

      const after = await userRow(reporter.email);
      expect(after).toMatchObject({ name: reporter.name, email: reporter.email, username: reporter.username, department: 'Haber merkezi', version: reporter.version + 1 });
      expect(after.picture).toMatch(new RegExp(`^${server.baseUrl}/storage/files/images/`));
      expect(answer.changes.find((change) => change.field === 'picture')?.after).toBe(after.picture);
      const file = await fetch(after.picture!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');

      const audits = (await auditRows(reporter.id)).filter((row) => row.action === 'directoryRefresh');
      expect(audits).toHaveLength(1);
      expect(Object.keys(audits[0]!.changes).sort()).toEqual(['department', 'picture']);
      expect(audits[0]).toMatchObject({ userId: (await userRow('admin@newsroom.example')).id, siteId: 4 });
      // The activity log of the site shows it under its own action.
      const log = await graphqlCall<{ activityLog: { action: string; recordId: string; fields: string[] }[] }>(
        server.yoga,
        'query ($filter: ActivityLogFilter) { activityLog(filter: $filter) { action recordId fields } }',
        { ...admin, variables: { filter: { resource: 'users', recordId: String(reporter.id), action: 'directoryRefresh' } } },
      );
      expect(log.data?.activityLog.map((entry) => ({ ...entry, fields: [...entry.fields].sort() }))).toEqual([
        { action: 'directoryRefresh', recordId: String(reporter.id), fields: ['department', 'picture'] },
      ]);
    });

    it('with nothing different, applies nothing and writes nothing', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      const audits = (await auditRows(reporter.id)).length;
      const again = await refresh(String(reporter.id), { apply: true, version: reporter.version });
      expect(again.errors).toBeUndefined();
      expect(again.data!.refreshUserFromDirectory).toMatchObject({ found: true, applied: false, changes: [], version: reporter.version });
      expect(await userRow(reporter.email)).toEqual(reporter);
      expect(await auditRows(reporter.id)).toHaveLength(audits);
    });

    it('refuses a stale version with CONFLICT and changes nothing', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      graph.people.get(reporter.email)!.department = 'Dış haberler';
      const stale = await refresh(String(reporter.id), { apply: true, version: reporter.version - 1 });
      expect(errorCodes(stale)).toEqual(['CONFLICT']);
      expect(await userRow(reporter.email)).toEqual(reporter);
    });

    it('answers a user the directory does not know as not found, changing nothing', async () => {
      const editor = await userRow('editor@newsroom.example');
      const answer = await refresh(String(editor.id), { apply: true, version: editor.version });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.refreshUserFromDirectory).toMatchObject({ found: false, applied: false, changes: [] });
      expect(await userRow(editor.email)).toEqual(editor);
    });

    it("refuses an e-mail another user has with the users' own message, writing nothing", async () => {
      const agency = await userRow('agency@newsroom.example');
      graph.people.set(agency.email, { displayName: 'Ajans Masası Yeni', mail: 'editor@newsroom.example', userPrincipalName: agency.email });
      const clash = await refresh(String(agency.id), { apply: true, version: agency.version });
      expect(errorCodes(clash)).toEqual(['BAD_USER_INPUT']);
      expect((clash.errors![0]!.extensions as { fields?: Record<string, string> }).fields?.email).toBeTruthy();
      expect(await userRow(agency.email)).toEqual(agency);
    });

    it('says the directory is unreachable when Graph is down, in the caller’s language, and writes nothing', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      graph.state.down = true;
      try {
        const english = await refresh(String(reporter.id), { apply: true, version: reporter.version });
        expect(errorCodes(english)).toEqual(['DIRECTORY_UNAVAILABLE']);
        expect(english.errors![0]!.message).toBe('The directory could not be reached; nothing was changed. Try again later.');
        const turkish = await refresh(String(reporter.id), {}, { ...admin, language: 'tr' });
        expect(turkish.errors![0]!.message).toBe('Dizine ulaşılamadı; hiçbir şey değiştirilmedi. Daha sonra yeniden deneyin.');
      } finally {
        graph.state.down = false;
      }
      expect(await userRow(reporter.email)).toEqual(reporter);
    });

    it('refuses who may not save users, and does not find a user off the request’s site', async () => {
      const reporter = await userRow('reporter@newsroom.example');
      const chief = await refresh(String(reporter.id), {}, { token: await demoToken(server.baseUrl, 'chief'), siteId: '4' });
      expect(errorCodes(chief)).toEqual(['FORBIDDEN']);
      const reader = await refresh(String(reporter.id), { apply: true, version: reporter.version }, { token: await demoToken(server.baseUrl, 'reader'), siteId: '4' });
      expect(errorCodes(reader)).toEqual(['FORBIDDEN']);
      // The reporter is on site 4 only: on site 1 they are not found.
      const otherSite = await refresh(String(reporter.id), {}, { ...admin, siteId: '1' });
      expect(errorCodes(otherSite)).toEqual(['NOT_FOUND']);
      const refreshAll = await graphqlCall(server.yoga, REFRESH_SITE, { token: await demoToken(server.baseUrl, 'chief'), siteId: '4' });
      expect(errorCodes(refreshAll)).toEqual(['FORBIDDEN']);
      expect(await userRow(reporter.email)).toEqual(reporter);
    });
  });

  describe("through the embedded provider's directory (the default)", () => {
    let server: TestApp;
    let admin: CallOptions;
    const userRow = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!;

    beforeAll(async () => {
      server = await startTestApp(database);
      admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: '4', language: 'en' };
    });
    afterAll(() => server?.stop());

    it("shows the demo reporter's entry ahead of the user row, and applies it", async () => {
      const reporter = await userRow(AHEAD_OF_ROW.email);
      const preview = await graphqlCall<{ refreshUserFromDirectory: Refresh }>(server.yoga, REFRESH, { ...admin, variables: { id: String(reporter.id) } });
      expect(preview.data?.refreshUserFromDirectory.changes).toEqual([
        { field: 'name', before: reporter.name, after: AHEAD_OF_ROW.name },
        { field: 'department', before: reporter.department, after: AHEAD_OF_ROW.department },
      ]);
      const applied = await graphqlCall<{ refreshUserFromDirectory: Refresh }>(server.yoga, REFRESH, {
        ...admin,
        variables: { id: String(reporter.id), apply: true, version: reporter.version },
      });
      expect(applied.data?.refreshUserFromDirectory).toMatchObject({ applied: true, version: reporter.version + 1 });
      expect(await userRow(reporter.email)).toMatchObject({ name: AHEAD_OF_ROW.name, department: AHEAD_OF_ROW.department, email: reporter.email });
    });

    it("refreshes a site's users as one job (a second click joins it) and counts them", async () => {
      // A user of the site the directory does not know, and one whose entry moved ahead.
      await resourceCalls(server.yoga, userResource, admin).save({ name: 'Yeni Kişi', username: 'yeni', email: 'yeni@test.example', sites: ['4'], roles: ['5'], isApproved: true });
      const editor = await userRow('editor@newsroom.example');
      await server.db.update(directoryPeople).set({ department: 'Spor servisi' }).where(eq(directoryPeople.userId, editor.id));
      const members = (await server.db.select({ sites: users.sites }).from(users)).filter((row) => row.sites.includes('4')).length;

      const first = await graphqlCall<{ refreshSiteUsersFromDirectory: RefreshJob }>(server.yoga, REFRESH_SITE, admin);
      const second = await graphqlCall<{ refreshSiteUsersFromDirectory: RefreshJob }>(server.yoga, REFRESH_SITE, admin);
      expect(first.errors).toBeUndefined();
      const id = first.data!.refreshSiteUsersFromDirectory.id;
      expect(second.data?.refreshSiteUsersFromDirectory.id).toBe(id);

      const read = async () => (await graphqlCall<{ directoryRefreshJob: RefreshJob | null }>(server.yoga, JOB, { ...admin, variables: { id } })).data?.directoryRefreshJob;
      const done = await until(read, (job) => job?.state === 'done');
      expect(done).toEqual({ id, state: 'done', total: members, done: members, refreshed: 1, unchanged: members - 2, notFound: 1, failed: 0 });
      expect(await userRow(editor.email)).toMatchObject({ department: 'Spor servisi', version: editor.version + 1 });
      // Another site's administrator view does not reach this site's job.
      expect((await graphqlCall<{ directoryRefreshJob: RefreshJob | null }>(server.yoga, JOB, { ...admin, siteId: '1', variables: { id } })).data?.directoryRefreshJob).toBeNull();
    });
  });
});
