import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../resources/category.ts';
import { contents } from '../../resources/content.ts';
import { contentTypeByKey } from '../../resources/contentTypes.ts';
import { MAX_MARKUP_DEPTH } from '../../resources/markupDepth.ts';
import { demoToken } from './support/demoTokens.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

/** A news item's text goes through the rich text allow-list on its way to the database. */
describe('rich text of a content through the API', () => {
  let server: TestApp;
  let token: string;
  let categoryId: string;
  const calls = () => resourceCalls(server.yoga, contents, { token, siteId: '1', language: 'en' });

  beforeAll(async () => {
    server = await startTestApp();
    token = await demoToken(server.baseUrl, 'admin');
    const news = contentTypeByKey('news').value;
    const category = await resourceCalls(server.yoga, categories, { token, siteId: '1', language: 'en' }).save({
      linkName: 'rich-text-news',
      name: 'Rich text news',
      contentTypes: [news],
    });
    expect(category.errors).toBeUndefined();
    categoryId = category.data!.saveCategory.id;
  });
  afterAll(() => server?.stop());

  const newsItem = (text: string) => ({
    type: contentTypeByKey('news').value,
    title: 'Rich text',
    spot: 'A news item with rich text',
    text,
    categoryId,
    coverImages: [{ image: { path: 'covers/rich.jpg', width: 1200, height: 675, text: 'A cover', crops: [] }, isSelected: true }],
  });

  it('stores the sanitised text of a saved news item', async () => {
    const text = [
      '<p style="text-align: center; position: fixed" onclick="alert(1)">Hello <span style="color: #123456; font-family: Arial">reader</span>',
      '<script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">good</a></p>',
      `<p><img src="${server.baseUrl}/storage/files/photo.jpg" alt="Photo"></p>`,
      '<div data-embed="vimeo"><iframe src="https://player.vimeo.com/video/1"></iframe></div><iframe src="https://evil.example/x"></iframe>',
    ].join('');
    const saved = await calls().save(newsItem(text));
    expect(saved.errors).toBeUndefined();
    const expected =
      '<p style="text-align:center">Hello readerbad <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p>' +
      '<p><img src="/storage/files/photo.jpg" alt="Photo" /></p>' +
      '<div data-embed="vimeo"><iframe src="https://player.vimeo.com/video/1"></iframe></div>';
    expect(saved.data!.saveContent.text).toBe(expected);
    const read = await calls().one(saved.data!.saveContent.id);
    expect(read.data!.content!.text).toBe(expected);
  });

  it('refuses an empty quote and a blank link with the editor messages', async () => {
    const quote = await calls().save(newsItem('<p>Text</p><blockquote><p> </p></blockquote>'));
    expect(quote.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: 'A quote cannot be left empty.' } });
    const link = await calls().save(newsItem('<p>Text <a href="https://example.com"></a></p>'));
    expect(link.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: 'Link text and address cannot be blank.' } });
  });

  it('refuses a text nested past the limit, in the language of the request, and writes nothing', async () => {
    const nested = (depth: number) => `<p>${'<em>'.repeat(depth)}deep${'</em>'.repeat(depth)}</p>`;
    const before = await calls().list({ limit: 200 });
    const refused = await calls().save(newsItem(nested(MAX_MARKUP_DEPTH + 1)));
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: `The Text nests too deeply: at most ${MAX_MARKUP_DEPTH} levels are allowed.` } });
    const turkish = await resourceCalls(server.yoga, contents, { token, siteId: '1', language: 'tr' }).save(newsItem(`<b>${nested(100_000)}`));
    expect(turkish.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: `Metin alanı çok derin iç içe geçmiş: en fazla ${MAX_MARKUP_DEPTH} düzey olabilir.` } });
    expect((await calls().list({ limit: 200 })).data).toEqual(before.data);
    const saved = await calls().save(newsItem(nested(MAX_MARKUP_DEPTH - 1)));
    expect(saved.errors).toBeUndefined();
  });

  it('refuses an embed code nested past the limit by its rule', async () => {
    const code = `${'<div>'.repeat(MAX_MARKUP_DEPTH + 1)}<iframe src="https://player.vimeo.com/video/1"></iframe>`;
    const refused = await calls().save({ ...newsItem('<p>Text</p>'), embeds: [{ code, caption: 'Video' }] });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'embeds.0.code': 'Please enter valid Embed code.' } });
  });
});
