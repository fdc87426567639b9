import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfIstanbulDay } from '../../resources/headlineRules.ts';
import { headlineItemHistory, headlineItems } from '../../server/db/headlinesTable.ts';
import { contentsTable } from '../../server/engine/resourceTables.ts';
import { busSubscriptions } from './support/busSubscriptions.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { headlineCalls, newContents, newHeadlineType, orderOf, HEADLINE, type HeadlineData } from './support/headlineCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Moves, pins, the pending list and removal through the API; one row per move; stale and racing editors; old headlines; the live events. */
const SITE = '4';

describe.each(testDatabaseKinds())('headline moves on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let reader: CallOptions;
  let news: string[];

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
    reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: SITE, language: 'en' };
    news = await newContents(server.yoga, admin, 5);
  });
  afterAll(async () => server?.stop());

  /** A headline with the five contents in order. */
  async function fullHeadline() {
    const { categoryId, headline } = await newHeadlineType(server.yoga, admin);
    const saved = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: news.map((contentId, index) => ({ contentId, order: index + 1 })) });
    expect(saved.errors).toBeUndefined();
    expect(orderOf(saved.data!.saveHeadline)).toEqual(news);
    return { categoryId, headline: saved.data!.saveHeadline };
  }
  const itemOf = (headline: HeadlineData, contentId: string) => headline.items.find((item) => item.contentId === contentId)!;
  const rows = (headlineId: string) => server.db.select().from(headlineItems).where(eq(headlineItems.headlineId, Number(headlineId))).orderBy(asc(headlineItems.id));
  const move = (headline: HeadlineData, contentId: string, afterContentId: string | null, options?: CallOptions) =>
    headlineCalls(server.yoga, admin).move(
      { headlineId: headline.id, itemId: itemOf(headline, contentId).id, afterItemId: afterContentId && itemOf(headline, afterContentId).id, version: headline.version },
      options,
    );

  it('moves an item by writing its sort key alone', async () => {
    const { headline } = await fullHeadline();
    const before = await rows(headline.id);
    const moved = await move(headline, news[4]!, news[0]!);
    expect(orderOf(moved.data!.moveHeadlineItem)).toEqual([news[0], news[4], news[1], news[2], news[3]]);
    expect(moved.data!.moveHeadlineItem.version).toBe(headline.version + 1);
    const after = await rows(headline.id);
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
    expect(changed.map((row) => row.contentId)).toEqual([Number(news[4])]);
    const { sortKey, version, updatedAt, updatedBy, ...rest } = changed[0]!;
    const { sortKey: oldKey, version: oldVersion, updatedAt: oldAt, updatedBy: oldBy, ...oldRest } = before.find((row) => row.id === changed[0]!.id)!;
    expect(rest).toEqual(oldRest);
    expect([sortKey !== oldKey, version, updatedAt >= oldAt, updatedBy]).toEqual([true, oldVersion + 1, true, oldBy]);
    const top = await move(moved.data!.moveHeadlineItem, news[3]!, null);
    expect(orderOf(top.data!.moveHeadlineItem)).toEqual([news[3], news[0], news[4], news[1], news[2]]);
  });

  it('puts several items added at once on top in the order given (as the picker adds them)', async () => {
    const { headline } = await newHeadlineType(server.yoga, admin);
    const calls = headlineCalls(server.yoga, admin);
    const first = await calls.save({ id: headline.id, version: headline.version, items: [{ contentId: news[0]! }, { contentId: news[1]! }] });
    // Without an order each goes to the top: the second given ends first.
    expect(orderOf(first.data!.saveHeadline)).toEqual([news[1], news[0]]);
    const added = await calls.save({ id: headline.id, version: first.data!.saveHeadline.version, items: [2, 3, 4].map((at, index) => ({ contentId: news[at]!, order: index + 1 })) });
    expect(orderOf(added.data!.saveHeadline)).toEqual([news[2], news[3], news[4], news[1], news[0]]);
  });

  it('refuses a move on a stale version with CONFLICT and the current version, writing nothing', async () => {
    const { headline } = await fullHeadline();
    await move(headline, news[1]!, null);
    const before = await rows(headline.id);
    const stale = await move(headline, news[2]!, null, { language: 'tr' });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect(stale.errors![0]!.message).toBe('Manşet sırası değiştirilemedi');
    expect((stale.errors![0] as unknown as { extensions: { version: number } }).extensions.version).toBe(headline.version + 1);
    expect(await rows(headline.id)).toEqual(before);
  });

  it('lets two editors move at once: one lands, the other is refused and lands on the fresh order', async () => {
    const { headline } = await fullHeadline();
    const moves = [
      { contentId: news[4]!, after: null, options: admin },
      { contentId: news[0]!, after: news[2]!, options: editor },
    ];
    const results = await Promise.all(moves.map((entry) => move(headline, entry.contentId, entry.after, entry.options)));
    const refusedIndex = results.findIndex((result) => result.errors);
    expect(results.map(errorCodes).flat()).toEqual(['CONFLICT']);
    const fresh = (await headlineCalls(server.yoga, admin).one(headline.id)).data!.headline!;
    const again = moves[refusedIndex]!;
    const reapplied = await move(fresh, again.contentId, again.after, again.options);
    expect(reapplied.errors).toBeUndefined();
    // Either way round, both moves hold and the order is a permutation of the items.
    expect(orderOf(reapplied.data!.moveHeadlineItem)).toEqual([news[4], news[1], news[2], news[0], news[3]]);
  });

  it('keeps a pinned item at its slot while others move, until unpinned at the same place', async () => {
    const { headline } = await fullHeadline();
    const pinned = await headlineCalls(server.yoga, admin).pin({ headlineId: headline.id, itemId: itemOf(headline, news[1]!).id, pin: 'PINNED', version: headline.version });
    const afterPin = pinned.data!.pinHeadlineItem;
    expect(itemOf(afterPin, news[1]!)).toMatchObject({ pin: 'PINNED', order: 2, pinnedUntil: endOfIstanbulDay(new Date()).toISOString() });
    const moved = await move(afterPin, news[4]!, null);
    expect(orderOf(moved.data!.moveHeadlineItem)).toEqual([news[4], news[1], news[0], news[2], news[3]]);
    const permanent = await headlineCalls(server.yoga, admin).pin({ headlineId: headline.id, itemId: itemOf(afterPin, news[1]!).id, pin: 'PERMANENT', version: afterPin.version + 1 });
    expect(itemOf(permanent.data!.pinHeadlineItem, news[1]!)).toMatchObject({ pin: 'PERMANENT', pinnedUntil: null, order: 2 });
    const unpinned = await headlineCalls(server.yoga, admin).pin({ headlineId: headline.id, itemId: itemOf(afterPin, news[1]!).id, pin: 'NONE', version: afterPin.version + 2 });
    expect(orderOf(unpinned.data!.pinHeadlineItem)).toEqual([news[4], news[1], news[0], news[2], news[3]]);
    expect(itemOf(unpinned.data!.pinHeadlineItem, news[1]!).pin).toBe('NONE');
  });

  it('moves an item to the pending list and removes items, keeping every change for old headlines', async () => {
    const { categoryId, headline } = await fullHeadline();
    const before = new Date();
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const pending = await headlineCalls(server.yoga, admin).toPending({ headlineId: headline.id, itemId: itemOf(headline, news[0]!).id, publishAt, order: 2, version: headline.version });
    expect(orderOf(pending.data!.moveHeadlineItemToPending)).toEqual(news.slice(1));
    expect(pending.data!.moveHeadlineItemToPending.pending).toMatchObject([{ contentId: news[0], state: 'PENDING', order: 2, publishAt }]);
    const removed = await headlineCalls(server.yoga, admin).remove({ headlineId: headline.id, itemId: itemOf(headline, news[2]!).id, version: headline.version + 1 });
    expect(orderOf(removed.data!.removeHeadlineItem)).toEqual([news[1], news[3], news[4]]);
    expect(await server.db.select().from(headlineItemHistory).where(eq(headlineItemHistory.headlineId, Number(headline.id)))).toHaveLength(7);

    const old = (at: Date, options = admin) =>
      graphqlCall<{ oldHeadlines: HeadlineData[] }>(server.yoga, `query ($at: DateTime!, $id: ID!) { oldHeadlines(at: $at, headlineCategoryId: $id) { ${HEADLINE} } }`, {
        ...options,
        variables: { at: at.toISOString(), id: categoryId },
      });
    expect(orderOf((await old(before)).data!.oldHeadlines[0]!)).toEqual(news);
    expect((await old(new Date())).data!.oldHeadlines[0]).toMatchObject({ pending: [{ contentId: news[0] }] });
    expect(orderOf((await old(new Date())).data!.oldHeadlines[0]!)).toEqual([news[1], news[3], news[4]]);
    expect((await old(new Date(0))).data!.oldHeadlines[0]!.items).toEqual([]);
    expect(errorCodes(await old(before, reader))).toEqual(['FORBIDDEN']);
  });

  it('fills an auto headline on read with the newest approved contents of its category and type, which cannot be moved', async () => {
    const { headline } = await newHeadlineType(server.yoga, admin);
    const [content] = await server.db.select({ categoryId: contentsTable.categoryId }).from(contentsTable).where(eq(contentsTable.id, Number(news[0])));
    const saved = await headlineCalls(server.yoga, admin).save({
      id: headline.id,
      version: headline.version,
      autoCategoryId: String(content!.categoryId),
      autoContentType: 0,
      autoTotalCount: 3,
      items: [{ contentId: news[1] }],
    });
    const auto = saved.data!.saveHeadline;
    expect(auto.items.map((item) => [item.contentId, item.auto, item.order])).toEqual([
      [news[1], false, 1],
      [news[4], true, 2],
      [news[3], true, 3],
    ]);
    expect(auto.items[1]!.id).toBe(`auto-${news[4]}`);
    const refused = await move(auto, news[3]!, null);
    expect([errorCodes(refused), refused.errors![0]!.message]).toEqual([['BAD_USER_INPUT'], 'An item of the auto headline cannot be changed.']);
    const manual = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: auto.version, autoTotalCount: null });
    expect(orderOf(manual.data!.saveHeadline)).toEqual([news[1]]);
  });

  it('serves the site current headlines to websites: delivered contents as teasers, hidden titles as null, up to the item count', async () => {
    const { typeId, headline } = await newHeadlineType(server.yoga, admin, { itemCount: 3 });
    const references = await contentReferences(server.yoga, admin);
    const unapproved = (await contentCalls(server.yoga, admin).save(contentInput('news', references, { title: 'Onaysız haber', status: 2 }))).data!.saveContent.id;
    const items = [unapproved, ...news].map((contentId, index) => ({ contentId, order: index + 1, titleHidden: contentId === news[1] }));
    expect((await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items })).errors).toBeUndefined();
    const response = await server.app.inject({ method: 'GET', url: '/api/public/4/headlines' });
    expect(response.statusCode).toBe(200);
    const delivered = (response.json() as { headlines: { type: { id: string }; items: { order: number; title: string | null; content: { id: number } }[] }[] }).headlines;
    const ours = delivered.find((entry) => entry.type.id === typeId)!;
    expect(ours.items.map((item) => [item.order, String(item.content.id), item.title])).toEqual([
      [1, news[0], 'Manşet haberi 1'],
      [2, news[1], null],
      [3, news[2], 'Manşet haberi 3'],
    ]);
  });

  it('refuses a manual URL that is not http, https or a path, keeps titles and spots plain text, and serves older rows safely', async () => {
    const news = await newContents(server.yoga, admin, 1);
    const { typeId, headline } = await newHeadlineType(server.yoga, admin, { itemCount: 3 });
    const refused = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: [{ contentId: news[0], order: 1, manualUrl: 'javascript:alert(1)' }] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.0.manualUrl': 'Enter a valid url (starting with http, https or /) or leave empty' } });
    const texts = { title: '<b>Son</b> dakika<script>!</script>', spot: '<img src=x onerror=alert(1)>Özet', manualUrl: '/haber/1' };
    const saved = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: [{ contentId: news[0], order: 1, ...texts }] });
    expect(saved.errors).toBeUndefined();
    const item = saved.data!.saveHeadline.items[0]!;
    expect(item).toMatchObject({ title: 'Son dakika!', spot: 'Özet', manualUrl: '/haber/1' });

    // A row written before the rules held goes out safe all the same.
    await server.db.update(headlineItems).set({ manualUrl: 'javascript:alert(1)', title: '<script>alert(1)</script>Eski' }).where(eq(headlineItems.id, Number(item.id)));
    const response = await server.app.inject({ method: 'GET', url: '/api/public/4/headlines' });
    const delivered = (response.json() as { headlines: { type: { id: string }; items: { title: string; url: string | null }[] }[] }).headlines;
    expect(delivered.find((entry) => entry.type.id === typeId)!.items[0]).toMatchObject({ title: 'alert(1)Eski', url: null });
  });

  it('refuses an outside item whose page is not a path on the site or whose external link is no URL, in both languages, writing nothing', async () => {
    const { headline } = await newHeadlineType(server.yoga, admin, { itemCount: 3 });
    const recipe = { title: 'Mercimek çorbası', spot: 'Klasik', url: '/tarif/mercimek-corbasi-42', externalLink: '', coverImage: { vertical: 'images/v.jpg', horizontal: 'images/h.jpg' } };
    const item = (external: Record<string, unknown>) => ({ provider: 'recipes', order: 1, title: recipe.title, images: recipe.coverImage, external });
    const bad = item({ ...recipe, url: 'tarif/mercimek-corbasi-42', externalLink: 'javascript:alert(1)' });
    for (const [language, url, externalLink] of [
      ['en', 'Please enter a valid URL (example: /test/news-12345).', 'Enter a valid url (starting with http, https or /) or leave empty'],
      ['tr', 'Lütfen geçerli bir URL giriniz (örnek: /test/news-12345).', 'Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın'],
    ]) {
      const refused = await headlineCalls(server.yoga, { ...admin, language }).save({ id: headline.id, version: headline.version, items: [bad] });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.0.external.url': url, 'items.0.external.externalLink': externalLink } });
    }
    expect(await rows(headline.id)).toEqual([]);
    const saved = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: [item({ ...recipe, externalLink: 'https://tarif.example.com/mercimek' })] });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveHeadline.version).toBe(headline.version + 1);
  });

  it('refuses to delete a content while a headline shows it, naming the headline, and deletes it once it is off', async () => {
    const [id] = await newContents(server.yoga, admin, 1);
    const { headline } = await newHeadlineType(server.yoga, admin, { itemCount: 3 });
    const placed = await headlineCalls(server.yoga, admin).save({ id: headline.id, version: headline.version, items: [{ contentId: id, order: 1 }] });
    const board = placed.data!.saveHeadline;
    const content = (await contentCalls(server.yoga, admin).one(id!)).data!.content!;
    const refused = await contentCalls(server.yoga, admin).delete(id!, content.version);
    expect(refused.errors?.[0]).toMatchObject({
      message: `This record cannot be deleted while other records use it: Headlines (1: ${board.headlineType.name}).`,
      extensions: { code: 'CONFLICT', uses: { headlines: 1 } },
    });
    expect((await contentCalls(server.yoga, admin).one(id!)).data!.content).not.toBeNull();

    await headlineCalls(server.yoga, admin).remove({ headlineId: board.id, itemId: board.items[0]!.id, version: board.version });
    expect((await contentCalls(server.yoga, admin).delete(id!, content.version)).errors).toBeUndefined();
  });

  it('tells the boards of the category over graphql-ws what changed, after checking the permission', async () => {
    const { categoryId, headline } = await fullHeadline();
    const subscriptions = busSubscriptions(server, SITE);
    const open = (options: CallOptions) =>
      subscriptions.open<{ headlineChanged: Record<string, unknown> }>(
        options.token!,
        `subscription ($id: ID!) { headlineChanged(headlineCategoryId: $id) { headlineId version kind itemId byUserId at } }`,
        { id: categoryId },
      );
    try {
      const refused = await open(reader)
        .next()
        .catch((error: unknown) => error);
      expect(JSON.stringify(refused)).toContain('Permission denied');
      const board = open(editor);
      const first = board.next();
      await subscriptions.listening();
      const moved = await move(headline, news[3]!, null);
      expect((await first).value.data!.headlineChanged).toMatchObject({
        headlineId: headline.id,
        version: moved.data!.moveHeadlineItem.version,
        kind: 'moved',
        itemId: itemOf(headline, news[3]!).id,
      });
    } finally {
      await subscriptions.close();
    }
  });
});
