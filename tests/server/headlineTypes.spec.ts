import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineTypes } from '../../resources/headlineType.ts';
import { headlines } from '../../server/db/headlinesTable.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { headlineCalls, newHeadlineType } from './support/headlineCalls.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Headline types' headline fields and their rules, the headline each type gets, reading headlines. */
const SITE = '4';

describe.each(testDatabaseKinds())('headline types and reading headlines on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let reader: CallOptions;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: SITE, language: 'en' };
  });
  afterAll(async () => server?.stop());

  it('makes one empty headline for a new type, with the type item count 10 by default', async () => {
    const { typeId, headline } = await newHeadlineType(server.yoga, admin);
    expect(headline).toMatchObject({ headlineType: { id: typeId, itemCount: 10 }, items: [], pending: [], version: 1, autoTotalCount: null });
    const rows = await server.db.select().from(headlines).where(eq(headlines.headlineTypeId, Number(typeId)));
    expect(rows).toHaveLength(1);
    expect((await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!.id).toBe(headline.id);
  });

  it('refuses a cover crop with one side only, naming the missing one as required', async () => {
    const { categoryId } = await newHeadlineType(server.yoga, admin);
    const calls = resourceCalls(server.yoga, headlineTypes, admin);
    const widthOnly = await calls.save({ name: 'Yalnız genişlik', categoryId, coverCropWidth: 800 });
    expect(widthOnly.errors?.[0]?.extensions?.fields).toEqual({ coverCropHeight: 'Field Cover crop height is required.' });
    const heightOnly = await calls.save({ name: 'Yalnız yükseklik', categoryId, coverCropHeight: 450 }, { language: 'tr' });
    expect(heightOnly.errors?.[0]?.extensions?.fields).toEqual({ coverCropWidth: 'Kapak kırpma genişliği alanı zorunludur.' });
    const both = await calls.save({ name: 'İki kenar', categoryId, coverCropWidth: 800, coverCropHeight: 450, itemCount: 12, supportedContentTypes: [0, 1] });
    expect(both.data?.saveHeadlineType).toMatchObject({ coverCropWidth: 800, coverCropHeight: 450, itemCount: 12, supportedContentTypes: [0, 1] });
  });

  it('keeps the item count between 1 and 100', async () => {
    const { categoryId } = await newHeadlineType(server.yoga, admin);
    const calls = resourceCalls(server.yoga, headlineTypes, admin);
    expect((await calls.save({ name: 'Sıfır', categoryId, itemCount: 0 })).errors?.[0]?.extensions?.fields).toEqual({ itemCount: 'The Item count could not be less than 1.' });
    expect((await calls.save({ name: 'Yüz bir', categoryId, itemCount: 101 })).errors?.[0]?.extensions?.fields).toEqual({ itemCount: 'The Item count could not be more than 100.' });
  });

  it('lists the headlines of a category and removes a type headline with the type', async () => {
    const { categoryId, typeId, headline } = await newHeadlineType(server.yoga, admin);
    const listed = await headlineCalls(server.yoga, admin).list({ headlineCategoryId: categoryId });
    expect(listed.data!.headlines).toMatchObject({ total: 1, data: [{ id: headline.id }] });
    const type = (await resourceCalls(server.yoga, headlineTypes, admin).one(typeId)).data!.headlineType!;
    expect((await resourceCalls(server.yoga, headlineTypes, admin).delete(typeId, type.version)).errors).toBeUndefined();
    expect((await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline).toBeNull();
  });

  it('gives a headline an edit permit under headline.save', async () => {
    const { headline } = await newHeadlineType(server.yoga, admin);
    const hold = `mutation ($id: ID!) { holdEditPermit(resource: "headlines", id: $id, session: "board") { resource recordId holder { session } } }`;
    const held = await graphqlCall<{ holdEditPermit: unknown }>(server.yoga, hold, { ...admin, variables: { id: headline.id } });
    expect(held.data?.holdEditPermit).toEqual({ resource: 'headlines', recordId: headline.id, holder: { session: 'board' } });
    expect(errorCodes(await graphqlCall(server.yoga, hold, { ...reader, variables: { id: headline.id } }))).toEqual(['FORBIDDEN']);
    const missing = await graphqlCall(server.yoga, hold, { ...admin, variables: { id: '999999' } });
    expect([errorCodes(missing), missing.errors?.[0]?.message]).toEqual([['NOT_FOUND'], 'The headline does not exist.']);
  });

  it('refuses reading headlines without headline.view', async () => {
    const { headline } = await newHeadlineType(server.yoga, admin);
    expect(errorCodes(await headlineCalls(server.yoga, reader).one(headline.id))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await headlineCalls(server.yoga, reader).list({}))).toEqual(['FORBIDDEN']);
  });
});
