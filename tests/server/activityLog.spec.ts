import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRevisions } from '../../server/db/revisionsTable.ts';
import { users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

interface Entry {
  id: string;
  resource: string;
  recordId: string;
  action: string;
  userId: string | null;
  userName: string | null;
  at: string;
  fields: string[];
  revisionId: string | null;
}

const LOG = `query Log($filter: ActivityLogFilter, $page: Int, $limit: Int) {
  activityLog(filter: $filter, page: $page, limit: $limit) { id resource recordId action userId userName at fields revisionId }
}`;

/** Issue 35 §6: the audit rows of the working site, filtered, newest first, for activityLog.view only. */
describe.each(testDatabaseKinds())('the activity log on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let chiefId: number;
  let editorId: number;

  const log = (options: CallOptions, variables: Record<string, unknown> = {}) => graphqlCall<{ activityLog: Entry[] }>(server.yoga, LOG, { ...options, variables });
  const entries = async (variables: Record<string, unknown>, options = admin) => {
    const answer = await log(options, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!.activityLog;
  };

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: '5', language: 'en' };
    const idOf = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    chiefId = await idOf('chief@newsroom.example');
    editorId = await idOf('editor@newsroom.example');
    const row = (userId: number, resource: string, recordId: string, action: string, at: string, siteId = 5) => ({
      userId, resource, recordId, action, siteId, at: new Date(at), changes: { title: { from: null, to: 'x' }, spot: { from: null, to: 'y' } },
    });
    await server.db.delete(auditLog).where(eq(auditLog.siteId, 5));
    await server.db.insert(auditLog).values([
      row(chiefId, 'categories', '901', 'create', '2026-03-01T09:00:00Z'),
      row(editorId, 'authors', '902', 'update', '2026-03-02T09:00:00Z'),
      row(chiefId, 'categories', '901', 'update', '2026-03-03T09:00:00Z'),
      row(editorId, 'categories', '903', 'delete', '2026-03-04T09:00:00Z'),
      // Another site's row is never shown here.
      row(chiefId, 'categories', '904', 'create', '2026-03-03T12:00:00Z', 4),
    ]);
  });
  afterAll(() => server?.stop());

  it('lists the site rows newest first with who and the fields changed, filtered by user, resource, record, action and dates', async () => {
    const all = await entries({});
    expect(all.map((entry) => [entry.resource, entry.recordId, entry.action])).toEqual([
      ['categories', '903', 'delete'],
      ['categories', '901', 'update'],
      ['authors', '902', 'update'],
      ['categories', '901', 'create'],
    ]);
    expect(all[0]).toMatchObject({ userId: String(editorId), userName: 'Elif Editör', revisionId: null });
    expect(all[0]!.fields.sort()).toEqual(['spot', 'title']);

    const ids = async (filter: Record<string, unknown>) => (await entries({ filter })).map((entry) => `${entry.recordId}:${entry.action}`);
    expect(await ids({ userId: String(chiefId) })).toEqual(['901:update', '901:create']);
    expect(await ids({ resource: 'authors' })).toEqual(['902:update']);
    expect(await ids({ resource: 'categories', recordId: '901' })).toEqual(['901:update', '901:create']);
    expect(await ids({ action: 'delete' })).toEqual(['903:delete']);
    expect(await ids({ from: '2026-03-02T09:00:00Z', to: '2026-03-03T09:00:00Z' })).toEqual(['901:update', '902:update']);
    expect(await ids({ userId: String(editorId), from: '2026-03-03T00:00:00Z' })).toEqual(['903:delete']);
  });

  it('pages by number and refuses a page size over 200 or a range backwards', async () => {
    const page = async (number: number) => (await entries({ page: number, limit: 3 })).map((entry) => entry.recordId);
    expect([await page(1), await page(2), await page(3)]).toEqual([['903', '901', '902'], ['901'], []]);
    expect(errorCodes(await log(admin, { limit: 201 }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await log(admin, { page: 0 }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await log(admin, { filter: { from: '2026-03-05T00:00:00Z', to: '2026-03-01T00:00:00Z' } }))).toEqual(['BAD_USER_INPUT']);
  });

  it('links a save to the revision it kept', async () => {
    const options = { ...admin, siteId: '4' };
    const references = await contentReferences(server.yoga, options);
    const calls = contentCalls(server.yoga, options);
    const created = (await calls.save(contentInput('news', references))).data!.saveContent;
    await calls.save({ id: created.id, version: created.version, title: 'Etkinlik günlüğü başlığı' });
    const [latest, first] = await entries({ filter: { resource: 'contents', recordId: created.id } }, options);
    const revisionIds = await server.db
      .select({ id: recordRevisions.id, version: recordRevisions.version })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.resource, 'contents'), eq(recordRevisions.recordId, Number(created.id))));
    const idOfVersion = (version: number) => String(revisionIds.find((revision) => revision.version === version)!.id);
    expect(latest).toMatchObject({ action: 'update', fields: ['title'], revisionId: idOfVersion(2) });
    expect(first).toMatchObject({ action: 'create', revisionId: idOfVersion(1) });
    // A resource without revisions links none.
    const [category] = await entries({ filter: { resource: 'categories', recordId: references.categoryId } }, options);
    expect(category).toMatchObject({ action: 'create', revisionId: null });
  });

  it('is refused without activityLog.view, and the editor in chief may read it', async () => {
    const editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: '5', language: 'en' };
    const refused = await log(editor);
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    const chief = { token: await demoToken(server.baseUrl, 'chief'), siteId: '5', language: 'en' };
    expect((await entries({}, chief)).length).toBe(4);
    // The chief works on sites 1, 4 and 5: site 2's log is refused.
    expect(errorCodes(await log({ ...chief, siteId: '2' }))).toEqual(['FORBIDDEN']);
  });
});
