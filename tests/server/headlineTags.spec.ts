import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineTags } from '../../resources/headlineTag.ts';
import { permissions } from '../../server/db/schema.ts';
import { busSubscriptions } from './support/busSubscriptions.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions, type GraphQLResponse } from './support/graphqlCall.ts';
import { HEADLINE, headlineCalls, newContents, newHeadlineType, refusedFields, storedHeadline, type HeadlineData } from './support/headlineCalls.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** A headline item's tag (spec 02 §3): set, refused, cleared, announced, kept by old headlines and delivered to the sites. */
const SITE = '4';
const REFUSED = {
  en: 'The Headline tag must be one of the approved tags of this site.',
  tr: 'Manşet etiketi bu sitenin onaylı etiketlerinden biri olmalıdır.',
};

interface DeliveredItem {
  order: number;
  tag: { id: string; name: string } | null;
  content: { id: number } | null;
}

describe.each(testDatabaseKinds())('headline tags on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let news: string[];
  let tags: Record<'breaking' | 'exclusive' | 'unapproved' | 'otherSite', string>;

  const newTag = async (name: string, isApproved: boolean, siteId = SITE) => {
    const saved = await resourceCalls(server.yoga, headlineTags, { ...admin, siteId }).save({ name: `${name} ${process.pid}`, isApproved });
    if (!saved.data) throw new Error(`could not save a headline tag: ${JSON.stringify(saved.errors)}`);
    return saved.data.saveHeadlineTag.id;
  };

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
    news = await newContents(server.yoga, admin, 2);
    tags = {
      breaking: await newTag('Son dakika', true),
      exclusive: await newTag('Özel', true),
      unapproved: await newTag('Taslak etiket', false),
      otherSite: await newTag('Başka site', true, '5'),
    };
  });
  afterAll(async () => server?.stop());

  /** A headline of a new type (item count 5) holding news[0] and news[1]. */
  async function headlineWithItems() {
    const { categoryId, typeId, headline } = await newHeadlineType(server.yoga, admin, { itemCount: 5 });
    const saved = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: news.map((contentId, index) => ({ contentId, order: index + 1 })) });
    expect(saved.errors).toBeUndefined();
    return { categoryId, typeId, headline: saved.data!.saveHeadline };
  }
  const tagItem = (headline: HeadlineData, tagId: string | null, options: CallOptions = admin, index = 0) =>
    headlineCalls(server.yoga, options).save({ id: headline.id, version: headline.version, items: [{ id: headline.items[index]!.id, tagId }] });
  const stored = (headlineId: string) => storedHeadline(server.db, headlineId);
  const refused = (headline: HeadlineData, attempt: () => Promise<GraphQLResponse<unknown>>) => refusedFields(server.db, headline.id, attempt);
  const delivered = async (typeId: string): Promise<DeliveredItem[]> => {
    const response = await server.app.inject({ method: 'GET', url: `/api/public/${SITE}/headlines` });
    expect(response.statusCode).toBe(200);
    const all = (response.json() as { headlines: { type: { id: string }; items: DeliveredItem[] }[] }).headlines;
    return all.find((entry) => entry.type.id === typeId)!.items;
  };

  it('tags an item, reads it back, raises the versions and clears it with null', async () => {
    const { headline } = await headlineWithItems();
    const tagged = await tagItem(headline, tags.breaking, editor);
    expect(tagged.errors).toBeUndefined();
    const after = tagged.data!.saveHeadline;
    expect(after.version).toBe(headline.version + 1);
    expect(after.items[0]).toMatchObject({ tag: { id: tags.breaking, name: `Son dakika ${process.pid}`, isApproved: true }, version: headline.items[0]!.version + 1 });
    expect(after.items[1]!.tag).toBeNull();
    expect((await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!.items[0]!.tag).toMatchObject({ id: tags.breaking });

    // An edit that does not name the tag keeps it.
    const retitled = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: after.version, items: [{ id: after.items[0]!.id, title: 'Yeni başlık' }] });
    expect(retitled.data!.saveHeadline.items[0]).toMatchObject({ title: 'Yeni başlık', tag: { id: tags.breaking } });

    const cleared = await tagItem(retitled.data!.saveHeadline, null);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.saveHeadline.items[0]!.tag).toBeNull();
    expect((await stored(headline.id)).items.map((item) => item.tagId)).toEqual([null, null]);
  });

  it("refuses another site's tag, an unapproved tag and an id that is no tag in both languages, writing nothing", async () => {
    const { headline } = await headlineWithItems();
    for (const tagId of [tags.otherSite, tags.unapproved, '999999', 'etiket']) {
      expect(await refused(headline, () => tagItem(headline, tagId))).toEqual({ 'items.0.tagId': REFUSED.en });
    }
    expect(await refused(headline, () => tagItem(headline, tags.unapproved, { ...admin, language: 'tr' }))).toEqual({ 'items.0.tagId': REFUSED.tr });
    // A new item with a refused tag is not added either.
    const [third] = await newContents(server.yoga, admin, 1);
    expect(await refused(headline, () => headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: [{ contentId: third, tagId: tags.otherSite }] }))).toEqual({
      'items.0.tagId': REFUSED.en,
    });
  });

  it('keeps a tag unapproved after it was set: the board shows it marked, the delivery API leaves it out', async () => {
    const { typeId, headline } = await headlineWithItems();
    const name = `Geçici ${process.pid}`;
    const saved = await resourceCalls(server.yoga, headlineTags, admin).save({ name, isApproved: true });
    const tag = saved.data!.saveHeadlineTag;
    const tagged = (await tagItem(headline, tag.id)).data!.saveHeadline;
    expect((await delivered(typeId))[0]!.tag).toEqual({ id: tag.id, name });

    expect((await resourceCalls(server.yoga, headlineTags, admin).save({ id: tag.id, version: tag.version, name, isApproved: false })).errors).toBeUndefined();
    const read = (await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!;
    expect(read.items[0]!.tag).toEqual({ id: tag.id, name, isApproved: false });
    expect((await delivered(typeId))[0]!.tag).toBeNull();
    // Saving the item with the tag it carries keeps it; choosing it again elsewhere is refused.
    const kept = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: tagged.version, items: [{ id: tagged.items[0]!.id, tagId: tag.id, title: 'Başlık' }] });
    expect(kept.errors).toBeUndefined();
    expect(await refused(kept.data!.saveHeadline, () => tagItem(kept.data!.saveHeadline, tag.id, admin, 1))).toEqual({ 'items.0.tagId': REFUSED.en });
  });

  it('serves the tag of each item to the websites, its name as plain text', async () => {
    const { typeId, headline } = await headlineWithItems();
    const name = `<b>Canlı</b> ${process.pid}`;
    const tagId = (await resourceCalls(server.yoga, headlineTags, admin).save({ name, isApproved: true })).data!.saveHeadlineTag.id;
    expect((await tagItem(headline, tagId)).errors).toBeUndefined();
    const items = await delivered(typeId);
    expect(items.map((item) => [String(item.content!.id), item.tag])).toEqual([
      [news[0], { id: tagId, name: `Canlı ${process.pid}` }],
      [news[1], null],
    ]);
  });

  it('keeps in old headlines the tag an item had at that time', async () => {
    const { categoryId, headline } = await headlineWithItems();
    // Each change's instant is the changed item's updatedAt.
    const tagged = (await tagItem(headline, tags.breaking)).data!.saveHeadline;
    const whileTagged = new Date(tagged.items[0]!.updatedAt as string);
    const retagged = (await tagItem(tagged, tags.exclusive)).data!.saveHeadline;
    const whileExclusive = new Date(retagged.items[0]!.updatedAt as string);
    await tagItem(retagged, null);
    const old = async (at: Date) => {
      const response = await graphqlCall<{ oldHeadlines: HeadlineData[] }>(server.yoga, `query ($at: DateTime!, $id: ID!) { oldHeadlines(at: $at, headlineCategoryId: $id) { ${HEADLINE} } }`, {
        ...admin,
        variables: { at: at.toISOString(), id: categoryId },
      });
      expect(response.errors).toBeUndefined();
      return response.data!.oldHeadlines[0]!.items.map((item) => (item.tag as { id: string } | null)?.id ?? null);
    };
    expect(await old(whileTagged)).toEqual([tags.breaking, null]);
    expect(await old(whileExclusive)).toEqual([tags.exclusive, null]);
    expect(await old(new Date())).toEqual([null, null]);
  });

  it('announces a tag change to the boards of the category like any edit', async () => {
    const { categoryId, headline } = await headlineWithItems();
    const subscriptions = busSubscriptions(server, SITE);
    try {
      const board = subscriptions
        .open<{ headlineChanged: Record<string, unknown> }>(editor.token!, `subscription ($id: ID!) { headlineChanged(headlineCategoryId: $id) { headlineId version kind itemId } }`, { id: categoryId })
        .next();
      await subscriptions.listening();
      const tagged = await tagItem(headline, tags.exclusive);
      expect((await board).value.data!.headlineChanged).toEqual({ headlineId: headline.id, version: tagged.data!.saveHeadline.version, kind: 'saved', itemId: headline.items[0]!.id });
    } finally {
      await subscriptions.close();
    }
  });

  it('refuses tagging to a user without headlineTag.view, who still edits the item', async () => {
    const { headline } = await headlineWithItems();
    // The editors (role 2) lose headlineTag.view on this site.
    const [cell] = await server.db
      .select()
      .from(permissions)
      .where(and(eq(permissions.siteId, Number(SITE)), eq(permissions.category, 'headlineTag'), eq(permissions.keyword, 'view')));
    expect(cell!.roleIds).toContain('2');
    const revoked = await graphqlCall(server.yoga, 'mutation ($input: SavePermissionsInput!) { savePermissions(input: $input) { id } }', {
      ...admin,
      variables: { input: { siteId: SITE, changes: [{ category: 'headlineTag', keyword: 'view', roleId: '2', granted: false, baseRoleIds: cell!.roleIds }] } },
    });
    expect(revoked.errors).toBeUndefined();
    const before = await stored(headline.id);
    const response = await tagItem(headline, tags.breaking, editor);
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(await stored(headline.id)).toEqual(before);
    const edited = await headlineCalls(server.yoga, editor).save({ id: headline.id, version: headline.version, items: [{ id: headline.items[0]!.id, title: 'Etiketsiz düzenleme' }] });
    expect(edited.errors).toBeUndefined();
  });
});
