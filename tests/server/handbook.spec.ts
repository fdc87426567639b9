import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources/content.ts';
import { en, tr } from '../../resources/messages/resources.ts';
import { handbookAcceptances, localAccounts, users } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/db/password.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { CURRENT_HANDBOOK } from '../../server/handbook/currentHandbook.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The editor's handbook (spec 02 §1): content writes wait for the caller's acceptance of the
 * current version; a stale version is refused; a new version asks again; administrators list who
 * accepted what. The demo accounts accepted it at seed.
 */
const SITE = '4';
const HANDBOOK = '{ handbook { version title accepted acceptedDate sections { heading paragraphs } } }';
const ACCEPT = 'mutation ($version: String!) { acceptHandbook(version: $version) { version accepted acceptedDate } }';
const ACCEPTANCES = '{ handbookAcceptances { userEmail version acceptedDate isCurrentVersion } }';

interface HandbookAnswer {
  version: string;
  title: string;
  accepted: boolean;
  acceptedDate: string | null;
}

describe.each(testDatabaseKinds())('the editor’s handbook on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let newcomer: { id: number; token: string };
  let references: ContentReferences;
  let existing: { id: string; version: number; status: number };
  const newcomerCalls = (language = 'en') => contentCalls(server.yoga, { token: newcomer.token, siteId: SITE, language });
  const handbookOf = async (token: string, language = 'en') =>
    (await graphqlCall<{ handbook: HandbookAnswer }>(server.yoga, HANDBOOK, { token, language })).data!.handbook;
  const contentCount = async () => (await server.db.select({ id: tableFor(contents).id }).from(tableFor(contents))).length;

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
    // A newly hired editor: every permission of the role, no acceptance yet.
    const [row] = await server.db
      .insert(users)
      .values({ name: 'Yeni Editör', username: 'newcomer', email: 'newcomer@test.example', isApproved: true, roles: ['2'], sites: [SITE] })
      .returning();
    await server.db.insert(localAccounts).values({ userId: row.id, passwordHash: await hashPassword('newcomer-password') });
    newcomer = { id: row.id, token: (await loginWithPassword(server.baseUrl, 'newcomer@test.example', 'newcomer-password')).idToken };
    references = await contentReferences(server.yoga, { token: adminToken, siteId: SITE });
    const saved = await contentCalls(server.yoga, { token: adminToken, siteId: SITE }).save(contentInput('news', references));
    existing = saved.data!.saveContent as unknown as typeof existing;
  });
  afterAll(() => server?.stop());

  it('has the demo accounts accept the current version at seed, and gives the text in both languages', async () => {
    const english = await handbookOf(await demoToken(server.baseUrl, 'editor'));
    expect(english).toMatchObject({ version: CURRENT_HANDBOOK.version, title: 'The Editor’s Handbook', accepted: true });
    const turkish = await handbookOf(adminToken, 'tr');
    expect(turkish).toMatchObject({ version: english.version, title: 'Editör El Kitabı', accepted: true });
  });

  it('refuses every content write of a user who has not accepted it, in their language, and writes nothing', async () => {
    expect(await handbookOf(newcomer.token)).toMatchObject({ accepted: false, acceptedDate: null });
    const before = await contentCount();

    const created = await newcomerCalls().save(contentInput('news', references));
    expect(errorCodes(created)).toEqual(['FORBIDDEN']);
    expect(created.errors![0]).toMatchObject({
      message: en.saveErrors.handbookNotAccepted,
      extensions: { messageKey: 'saveErrors.handbookNotAccepted', handbookVersion: CURRENT_HANDBOOK.version },
    });
    expect((await newcomerCalls('tr').save(contentInput('news', references))).errors![0].message).toBe(tr.saveErrors.handbookNotAccepted);

    const updated = await newcomerCalls().save({ id: existing.id, version: existing.version, title: 'Başkasının başlığı' });
    const status = await newcomerCalls().status(existing.id, existing.status === 1 ? 2 : 1);
    const deleted = await newcomerCalls().delete(existing.id, existing.version);
    const [revision] = (await graphqlCall<{ contentRevisions: { id: string }[] }>(server.yoga, '{ contentRevisions(contentId: "' + existing.id + '") { id } }', { token: adminToken, siteId: SITE })).data!.contentRevisions;
    const restored = await graphqlCall(server.yoga, 'mutation ($id: ID!, $revision: ID!, $version: Int!) { restoreContentRevision(contentId: $id, revisionId: $revision, version: $version) { id } }', {
      token: newcomer.token,
      siteId: SITE,
      variables: { id: existing.id, revision: revision!.id, version: existing.version },
    });
    for (const refused of [updated, status, deleted, restored]) expect(refused.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: 'saveErrors.handbookNotAccepted' });

    expect(await contentCount()).toBe(before);
    const [stored] = await server.db.select().from(tableFor(contents)).where(eq(tableFor(contents).id, Number(existing.id)));
    expect(stored).toMatchObject({ version: existing.version, status: existing.status });
  });

  it('refuses a version that is not the current one as a CONFLICT naming the current, and records nothing', async () => {
    const stale = await graphqlCall(server.yoga, ACCEPT, { token: newcomer.token, language: 'tr', variables: { version: 'b7e0c1d2a3f4' } });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect(stale.errors![0]).toMatchObject({ message: tr.saveErrors.handbookChanged, extensions: { currentVersion: CURRENT_HANDBOOK.version } });
    expect(await server.db.select().from(handbookAcceptances).where(eq(handbookAcceptances.userId, newcomer.id))).toEqual([]);
  });

  it('records the acceptance of the current version with its time, once, after which the user writes content', async () => {
    const accept = () => graphqlCall<{ acceptHandbook: HandbookAnswer }>(server.yoga, ACCEPT, { token: newcomer.token, variables: { version: CURRENT_HANDBOOK.version } });
    const first = (await accept()).data!.acceptHandbook;
    expect(first).toMatchObject({ version: CURRENT_HANDBOOK.version, accepted: true });
    expect(Date.now() - Date.parse(first.acceptedDate!)).toBeLessThan(60_000);
    // Accepting again keeps the first time.
    expect((await accept()).data!.acceptHandbook.acceptedDate).toBe(first.acceptedDate);
    expect(await handbookOf(newcomer.token)).toMatchObject({ accepted: true, acceptedDate: first.acceptedDate });

    const created = await newcomerCalls().save(contentInput('news', references, { title: 'Kabulden sonra ilk haber' }));
    expect(created.errors).toBeUndefined();
    expect(created.data!.saveContent).toMatchObject({ title: 'Kabulden sonra ilk haber' });
  });

  it('asks again once the text changes: an acceptance of the version before no longer lets the user write', async () => {
    // The newcomer's acceptance is now of an earlier text, as after a deploy with an edited handbook.
    await server.db
      .update(handbookAcceptances)
      .set({ version: 'a1b2c3d4e5f6' })
      .where(and(eq(handbookAcceptances.userId, newcomer.id), eq(handbookAcceptances.version, CURRENT_HANDBOOK.version)));
    expect(await handbookOf(newcomer.token)).toMatchObject({ accepted: false, acceptedDate: null });
    expect(errorCodes(await newcomerCalls().save(contentInput('news', references)))).toEqual(['FORBIDDEN']);

    await graphqlCall(server.yoga, ACCEPT, { token: newcomer.token, variables: { version: CURRENT_HANDBOOK.version } });
    expect(errorCodes(await newcomerCalls().save(contentInput('news', references)))).toEqual([]);
  });

  it('lists who accepted which version and when, newest first, to holders of user.view only', async () => {
    const listed = await graphqlCall<{ handbookAcceptances: { userEmail: string; version: string; isCurrentVersion: boolean }[] }>(server.yoga, ACCEPTANCES, {
      token: adminToken,
      siteId: SITE,
    });
    expect(listed.errors).toBeUndefined();
    const rows = listed.data!.handbookAcceptances;
    expect(rows.filter((row) => row.userEmail === 'newcomer@test.example')).toEqual([
      expect.objectContaining({ version: CURRENT_HANDBOOK.version, isCurrentVersion: true }),
      expect.objectContaining({ version: 'a1b2c3d4e5f6', isCurrentVersion: false }),
    ]);
    expect(rows.map((row) => row.userEmail)).toContain('chief@newsroom.example');

    // Show more: the page after a row's cursor starts with the row after it.
    const page = (variables: Record<string, unknown>) =>
      graphqlCall<{ handbookAcceptances: { id: string; cursor: string }[] }>(server.yoga, 'query ($after: String) { handbookAcceptances(limit: 2, after: $after) { id cursor } }', {
        token: adminToken,
        siteId: SITE,
        variables,
      });
    const [first, second] = (await page({})).data!.handbookAcceptances;
    const next = (await page({ after: second.cursor })).data!.handbookAcceptances;
    const all = (await graphqlCall<{ handbookAcceptances: { id: string }[] }>(server.yoga, '{ handbookAcceptances { id } }', { token: adminToken, siteId: SITE })).data!.handbookAcceptances;
    expect([first.id, second.id, ...next.map((row) => row.id)]).toEqual(all.slice(0, 4).map((row) => row.id));

    const chief = await graphqlCall(server.yoga, ACCEPTANCES, { token: await demoToken(server.baseUrl, 'chief'), siteId: SITE });
    expect(chief.errors).toBeUndefined();
    const editor = await graphqlCall(server.yoga, ACCEPTANCES, { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE });
    expect(errorCodes(editor)).toEqual(['FORBIDDEN']);
    expect(editor.data).toBeNull();
  });
});
