import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, type CallOptions, type GraphQLResponse } from './support/graphqlCall.ts';
import { headlineCalls, newContents, newHeadlineType, refusedFields, type HeadlineData } from './support/headlineCalls.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Every headline rule of spec 02 §5 refused with the catalogue's message, nothing written; and who may write. */
const SITE = '4';
const TOMORROW = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

describe.each(testDatabaseKinds())('headline rules on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let reader: CallOptions;
  let news: string[];
  let video: string;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
    reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: SITE, language: 'en' };
    news = await newContents(server.yoga, admin, 3);
    [video] = await newContents(server.yoga, admin, 1, 'video');
  });
  afterAll(async () => server?.stop());

  /** A headline holding news[0] (LIVE) and news[1] (PENDING tomorrow at order 1). */
  async function headlineWithItems(type: Record<string, unknown> = {}) {
    const { headline } = await newHeadlineType(server.yoga, admin, type);
    const saved = await headlineCalls(server.yoga, admin).save({
      id: headline.id,
      version: headline.version,
      items: [{ contentId: news[0] }, { contentId: news[1], publishAt: TOMORROW(), order: 1 }],
    });
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveHeadline;
  }
  const refused = (headline: HeadlineData, attempt: () => Promise<GraphQLResponse<unknown>>) => refusedFields(server.db, headline.id, attempt);
  const save = (headline: HeadlineData, extra: Record<string, unknown>, options?: CallOptions) =>
    headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, ...extra }, options);

  it('needs a selected content', async () => {
    const headline = await headlineWithItems();
    expect(await refused(headline, () => save(headline, { items: [{ title: 'Boş' }] }))).toEqual({ 'items.0.contentId': 'Field Content is required.' });
    expect(await refused(headline, () => save(headline, { items: [{ title: 'Boş' }] }, { language: 'tr' }))).toEqual({ 'items.0.contentId': 'İçerik alanı zorunludur.' });
  });

  it('keeps the order at 1 or more', async () => {
    const headline = await headlineWithItems();
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[2], order: 0 }] }))).toEqual({
      'items.0.order': 'The Headline order could not be less than 1.',
    });
  });

  it('refuses an order already taken among the items headlined on the same date', async () => {
    const headline = await headlineWithItems();
    const sameDay = new Date(Date.parse(headline.pending[0]!.publishAt!) + 60_000).toISOString();
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[2], publishAt: sameDay, order: 1 }] }))).toEqual({
      'items.0.order': 'Orders must not repeat among contents headlined on the same date.',
    });
    const live = headline.items[0]!;
    expect(await refused(headline, () => headlineCalls(server.yoga, admin).toPending({ headlineId: headline.id, itemId: live.id, publishAt: sameDay, order: 1, version: headline.version }))).toEqual({
      order: 'Orders must not repeat among contents headlined on the same date.',
    });
  });

  it('refuses a content twice in the headline list, the pending list, or both', async () => {
    const headline = await headlineWithItems();
    const twice = 'The same content cannot appear twice in the headline list or the pending list, nor in both.';
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[0] }] }))).toEqual({ 'items.0.contentId': twice });
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[1], publishAt: TOMORROW(), order: 2 }] }))).toEqual({ 'items.0.contentId': twice });
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[2] }, { contentId: news[2], order: 2 }] }))).toEqual({ 'items.1.contentId': twice });
  });

  it('keeps the total content count of an auto headline at or above its content count', async () => {
    const headline = await headlineWithItems();
    const tooFew = await refused(headline, () => save(headline, { items: [{ contentId: news[2] }], autoContentType: 0, autoTotalCount: 1 }));
    expect(tooFew).toEqual({ autoTotalCount: 'Total number of content cannot be less than the number of content.' });
    expect((await save(headline, { autoContentType: 0, autoTotalCount: 1 })).errors).toBeUndefined();
  });

  it('does not add a content of a type the headline type does not support', async () => {
    const headline = await headlineWithItems({ supportedContentTypes: [0] });
    expect(await refused(headline, () => save(headline, { items: [{ contentId: video }] }))).toEqual({ 'items.0.contentId': 'This headline does not support contents of this type.' });
  });

  it('cuts an item crop in the ratio of the type cover crop', async () => {
    const headline = await headlineWithItems({ coverCropWidth: 1200, coverCropHeight: 675 });
    const images = (crop: Record<string, number>) => ({ vertical: 'images/dikey.jpg', horizontal: 'images/yatay.jpg', crop });
    expect(await refused(headline, () => save(headline, { items: [{ contentId: news[2], images: images({ x: 0, y: 0, width: 800, height: 800 }) }] }))).toEqual({
      'items.0.images': 'Please rearrange Photo Crop sizes.',
    });
    expect((await save(headline, { items: [{ contentId: news[2], images: images({ x: 10, y: 20, width: 1600, height: 900 }) }] })).errors).toBeUndefined();
  });

  it('refuses a pending date that is not ahead', async () => {
    const headline = await headlineWithItems();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      await refused(headline, () => headlineCalls(server.yoga, admin).toPending({ headlineId: headline.id, itemId: headline.items[0]!.id, publishAt: past, order: 2, version: headline.version })),
    ).toEqual({ publishAt: 'The Publish date must be in the future.' });
  });

  it('keeps headline type names unique within their category and category names unique', async () => {
    const { categoryId } = await newHeadlineType(server.yoga, admin);
    const types = resourceCalls(server.yoga, headlineTypes, admin);
    expect((await types.save({ name: 'Çift', categoryId })).errors).toBeUndefined();
    expect(errorCodes(await types.save({ name: 'Çift', categoryId }))).toEqual(['BAD_USER_INPUT']);
    const categories = resourceCalls(server.yoga, headlineCategories, admin);
    expect((await categories.save({ name: 'Tek kategori' })).errors).toBeUndefined();
    expect(errorCodes(await categories.save({ name: 'Tek kategori' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('lets an editor move an item and refuses saves and removals to a user without headline.save and headline.delete', async () => {
    const headline = await headlineWithItems();
    const calls = headlineCalls(server.yoga, editor);
    const moved = await calls.move({ headlineId: headline.id, itemId: headline.items[0]!.id, afterItemId: null, version: headline.version });
    expect(moved.errors).toBeUndefined();
    const readerCalls = headlineCalls(server.yoga, reader);
    expect(errorCodes(await readerCalls.save({ id: headline.id, version: headline.version + 1, items: [{ contentId: news[2] }] }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await readerCalls.remove({ headlineId: headline.id, itemId: headline.items[0]!.id, version: headline.version + 1 }))).toEqual(['FORBIDDEN']);
  });
});
