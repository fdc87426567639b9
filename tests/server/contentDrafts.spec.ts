import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftChanges } from '../../resources/contentDraft.ts';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { typeValues } from '../../resources/contentTypes.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type GraphQLResponse } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Content drafts: each user's own, autosaved by changes, cleared by the item's save (spec 02 §2, §4). */
const SITE = '4';
const [news] = typeValues('news');

const LIST = `query ($filter: ContentDraftFilter, $page: Int, $limit: Int) {
  contentDrafts(filter: $filter, page: $page, limit: $limit) { id contentId type title spot categoryId baseVersion contentVersion contentEditorId version updatedDate }
}`;
const ONE = `query ($id: ID!) { contentDraft(id: $id) { id contentId title version values } }`;
const SAVE = `mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id version updatedDate cleaned } }`;
const DELETE = `mutation ($id: ID!) { deleteContentDraft(id: $id) }`;

interface Saved {
  id: string;
  version: number;
  cleaned: Record<string, unknown> | null;
}

describe.each(testDatabaseKinds())('content drafts on %s', (database) => {
  let server: TestApp;
  let tokens: Record<'admin' | 'editor', string>;
  let references: ContentReferences;
  const as = (user: 'admin' | 'editor') => ({
    call: <T>(query: string, variables: Record<string, unknown>) => graphqlCall<T>(server.yoga, query, { token: tokens[user], siteId: SITE, language: 'en', variables }),
    save: (input: Record<string, unknown>) => graphqlCall<{ saveContentDraft: Saved }>(server.yoga, SAVE, { token: tokens[user], siteId: SITE, language: 'en', variables: { input } }),
    list: (filter: Record<string, unknown> = {}) => graphqlCall<{ contentDrafts: Record<string, unknown>[] }>(server.yoga, LIST, { token: tokens[user], siteId: SITE, variables: { filter } }),
    one: (id: string) => graphqlCall<{ contentDraft: { values: Record<string, unknown>; version: number } | null }>(server.yoga, ONE, { token: tokens[user], siteId: SITE, variables: { id } }),
    remove: (id: string) => graphqlCall<{ deleteContentDraft: boolean }>(server.yoga, DELETE, { token: tokens[user], siteId: SITE, language: 'en', variables: { id } }),
  });
  const saved = (response: GraphQLResponse<{ saveContentDraft: Saved }>) => {
    expect(response.errors).toBeUndefined();
    return response.data!.saveContentDraft;
  };
  const createContent = async (title: string) => {
    const response = await contentCalls(server.yoga, { token: tokens.admin, siteId: SITE }).save(contentInput('news', references, { title }));
    return response.data!.saveContent;
  };

  beforeAll(async () => {
    server = await startTestApp(database);
    tokens = { admin: await demoToken(server.baseUrl, 'admin'), editor: await demoToken(server.baseUrl, 'editor') };
    references = await contentReferences(server.yoga, { token: tokens.admin, siteId: SITE });
  });
  afterAll(() => server?.stop());

  it('saves a draft of a new item with an id of its own, lists, reads and deletes it', async () => {
    const values = { type: news, title: 'Taslak başlık', spot: 'Taslak spot', categoryId: references.categoryId, text: '<p>Yarım</p>', id: '99', version: 3 };
    const draft = saved(await as('admin').save({ values }));
    expect(draft.version).toBe(1);

    const listed = (await as('admin').list({ type: news })).data!.contentDrafts;
    expect(listed[0]).toMatchObject({ id: draft.id, contentId: null, type: news, title: 'Taslak başlık', spot: 'Taslak spot', categoryId: references.categoryId });
    // The form's id and version are not content values: a draft keeps only the declared fields.
    expect((await as('admin').one(draft.id)).data!.contentDraft!.values).toEqual({ type: news, title: 'Taslak başlık', spot: 'Taslak spot', categoryId: references.categoryId, text: '<p>Yarım</p>' });

    expect((await as('admin').remove(draft.id)).data!.deleteContentDraft).toBe(true);
    expect((await as('admin').one(draft.id)).data!.contentDraft).toBeNull();
    expect(errorCodes(await as('admin').remove(draft.id))).toEqual(['NOT_FOUND']);
  });

  it('applies an autosave of the changed fields and splices to the version it was made from', async () => {
    const words = Array.from({ length: 5000 }, (_, n) => `kelime${n}`);
    const text = `<p>${words.join(' ')}</p>`;
    const first = { type: news, title: 'Uzun haber', text };
    const draft = saved(await as('admin').save({ values: first }));
    const next = { ...first, title: 'Uzun haber (güncel)', text: text.replace('kelime2500', 'sözcük') };
    const changes = draftChanges(first, next);
    expect(changes.values).toEqual({ title: 'Uzun haber (güncel)' });
    expect(JSON.stringify(changes).length).toBeLessThan(200);

    const second = saved(await as('admin').save({ id: draft.id, version: draft.version, ...changes }));
    expect(second.version).toBe(2);
    expect((await as('admin').one(draft.id)).data!.contentDraft!.values).toEqual(next);
    expect((await as('admin').list()).data!.contentDrafts.find((row) => row.id === draft.id)).toMatchObject({ title: 'Uzun haber (güncel)' });

    // The same changes again, made from version 1: refused, and the draft is as it was.
    const stale = await as('admin').save({ id: draft.id, version: draft.version, ...changes });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect((await as('admin').one(draft.id)).data!.contentDraft).toMatchObject({ version: 2, values: next });
  });

  it("keeps a user's drafts their own: another user can neither list, read, write nor delete them", async () => {
    const content = await createContent('Ortak haber');
    const mine = saved(await as('admin').save({ contentId: content.id, baseVersion: content.version, values: { type: news, title: 'Yöneticinin taslağı' } }));
    const theirs = saved(await as('editor').save({ contentId: content.id, baseVersion: content.version, values: { type: news, title: 'Editörün taslağı' } }));
    expect(theirs.id).not.toBe(mine.id);

    expect((await as('editor').list({ contentId: content.id })).data!.contentDrafts.map((row) => row.id)).toEqual([theirs.id]);
    expect((await as('editor').list()).data!.contentDrafts.map((row) => row.id)).not.toContain(mine.id);
    expect((await as('editor').one(mine.id)).data!.contentDraft).toBeNull();
    expect(errorCodes(await as('editor').save({ id: mine.id, version: mine.version, values: { title: 'Ele geçirildi' } }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await as('editor').remove(mine.id))).toEqual(['NOT_FOUND']);
    expect((await as('admin').one(mine.id)).data!.contentDraft).toMatchObject({ version: 1, values: { title: 'Yöneticinin taslağı' } });
  });

  it("saving the item clears the saver's draft of it and no one else's", async () => {
    const content = await createContent('Kaydedilecek haber');
    const mine = saved(await as('admin').save({ contentId: content.id, baseVersion: content.version, values: { type: news, title: 'Yeni başlık' } }));
    const theirs = saved(await as('editor').save({ contentId: content.id, baseVersion: content.version, values: { type: news, title: 'Başka başlık' } }));
    // A second draft of the same item replaces the first: one draft per user and item.
    const again = saved(await as('admin').save({ contentId: content.id, baseVersion: content.version, values: { type: news, title: 'Daha yeni başlık' } }));
    expect(again.id).toBe(mine.id);

    const updated = await contentCalls(server.yoga, { token: tokens.admin, siteId: SITE }).save({ id: content.id, version: content.version, title: 'Daha yeni başlık' });
    expect(updated.errors).toBeUndefined();
    expect((await as('admin').one(mine.id)).data!.contentDraft).toBeNull();
    expect((await as('editor').list({ contentId: content.id })).data!.contentDrafts).toMatchObject([
      { id: theirs.id, baseVersion: content.version, contentVersion: content.version + 1, contentEditorId: expect.stringMatching(/^\d+$/), updatedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
    ]);
  });

  it('refuses a draft of an item on another site', async () => {
    const content = await createContent('Site 4 haberi');
    const elsewhere = await graphqlCall(server.yoga, SAVE, { token: tokens.admin, siteId: '1', variables: { input: { contentId: content.id, values: { type: news } } } });
    expect(errorCodes(elsewhere)).toEqual(['NOT_FOUND']);
  });

  it('stores a draft through the allow-lists of the item, tells what it cleaned, and takes the next splice on the clean text', async () => {
    const hostile = '<p onclick="steal()">Merhaba <a href="javascript:alert(1)">okur</a><script>alert(2)</script></p>';
    const first = { type: news, title: 'Taslak', text: hostile, embeds: [{ code: '<iframe src="https://player.vimeo.com/video/1" onload="x()"></iframe>', caption: 'Video' }] };
    const draft = saved(await as('admin').save({ values: first }));
    const clean = { text: '<p>Merhaba okur</p>', embeds: [{ code: '<iframe src="https://player.vimeo.com/video/1"></iframe>', caption: 'Video' }] };
    expect(draft.cleaned).toEqual(clean);
    expect((await as('admin').one(draft.id)).data!.contentDraft!.values).toEqual({ ...first, ...clean });

    // The editor builds on what the server holds; a splice bringing a script back is cleaned too.
    const held = { ...first, ...clean };
    const typed = { ...held, text: '<p>Merhaba sevgili okur<img src="x" onerror="alert(3)"></p>' };
    const second = saved(await as('admin').save({ id: draft.id, version: draft.version, ...draftChanges(held, typed) }));
    expect(second.cleaned).toEqual({ text: '<p>Merhaba sevgili okur</p>' });
    expect((await as('admin').one(draft.id)).data!.contentDraft!.values).toMatchObject({ text: '<p>Merhaba sevgili okur</p>' });
    const clean2 = saved(await as('admin').save({ id: draft.id, version: second.version, values: { title: 'Taslak 2' } }));
    expect(clean2.cleaned).toBeNull();
  });

  it('refuses a draft whose text nests past the limit, and keeps the draft as it was', async () => {
    const draft = saved(await as('admin').save({ values: { type: news, title: 'Derin', text: '<p>Kısa</p>' } }));
    const deep = `<p>${'<em>'.repeat(MAX_MARKUP_DEPTH + 1)}x</p>`;
    const refused = await as('admin').save({ id: draft.id, version: draft.version, values: { text: deep } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: `The Text nests too deeply: at most ${MAX_MARKUP_DEPTH} levels are allowed.` } });
    const spliced = await as('admin').save({ id: draft.id, version: draft.version, splices: [{ field: 'text', from: 3, to: 3, insert: '<b>'.repeat(10_000) }] });
    expect(errorCodes(spliced)).toEqual(['BAD_USER_INPUT']);
    expect((await as('admin').one(draft.id)).data!.contentDraft).toMatchObject({ version: draft.version, values: { text: '<p>Kısa</p>' } });
  });
});
