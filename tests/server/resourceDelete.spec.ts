import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { demoToken } from './support/demoTokens.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** `deleteX(id, version)`: under `<category>.delete`, refused while referenced or stale, audited. */
describe.each(testDatabaseKinds())('deleting a record on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  const categoryCalls = (token = adminToken, language = 'en') => resourceCalls(server.yoga, headlineCategories, { token, siteId: '4', language });
  const typeCalls = () => resourceCalls(server.yoga, headlineTypes, { token: adminToken, siteId: '4', language: 'en' });

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  it('refuses while another record references the row, in the request’s language, then deletes it with an audit row', async () => {
    const category = (await categoryCalls().save({ name: 'Deletable headlines' })).data!.saveHeadlineCategory;
    const type = (await typeCalls().save({ name: 'Slider', categoryId: category.id })).data!.saveHeadlineType;

    const referenced = await categoryCalls().delete(category.id, category.version);
    expect(referenced.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'saveErrors.inUse' });
    expect(referenced.errors?.[0].message).toBe('This record cannot be deleted while other records use it: Headline types (1).');
    const inTurkish = await categoryCalls(adminToken, 'tr').delete(category.id, category.version);
    expect(inTurkish.errors?.[0].message).toBe('Başka kayıtlar kullandığı için bu kayıt silinemez: Manşet tipleri (1).');
    expect((await categoryCalls().one(category.id)).data!.headlineCategory).toMatchObject({ id: category.id });

    expect((await typeCalls().delete(type.id, type.version)).data!.deleteHeadlineType).toMatchObject({ id: type.id, name: 'Slider' });
    const deleted = await categoryCalls().delete(category.id, category.version);
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteHeadlineCategory).toMatchObject({ id: category.id, name: 'Deletable headlines' });
    expect((await categoryCalls().one(category.id)).data).toEqual({ headlineCategory: null });

    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'headlineCategories'), eq(auditLog.recordId, category.id), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ siteId: 4, changes: { name: { from: 'Deletable headlines', to: null } } });
  });

  it('answers CONFLICT on a stale version and NOT_FOUND once gone, and deletes nothing', async () => {
    const category = (await categoryCalls().save({ name: 'Stale delete' })).data!.saveHeadlineCategory;
    const renamed = (await categoryCalls().save({ id: category.id, version: category.version, name: 'Stale delete, renamed' })).data!.saveHeadlineCategory;
    const stale = await categoryCalls().delete(category.id, category.version);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'saveErrors.conflict' });
    expect((await categoryCalls().delete(renamed.id, renamed.version)).errors).toBeUndefined();
    expect((await categoryCalls().delete(renamed.id, renamed.version)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('needs <category>.delete: an editor who may read the list may not delete from it', async () => {
    const category = (await categoryCalls().save({ name: 'Kept by the editor' })).data!.saveHeadlineCategory;
    const editor = await demoToken(server.baseUrl, 'editor');
    const refused = await categoryCalls(editor).delete(category.id, category.version);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await categoryCalls().one(category.id)).data!.headlineCategory).toMatchObject({ id: category.id });
  });
});
