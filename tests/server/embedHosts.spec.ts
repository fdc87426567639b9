import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../resources/embedHosts.ts';
import { sites } from '../../server/db/schema.ts';
import { contentsTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

/**
 * One list of embed hosts per site, in its settings, for the embed codes and the frames in rich
 * text alike: on save, in drafts and on the delivery API.
 */
const SITE = '4';
const SETTINGS = `id version isExpirationDate isProgramEnabled isMagazineQuoteEnabled isAuthorEnabled isCartoonistEnabled isSmilesEnabled
  headlineKickPermission isShowAddArchiveButton flashNewsDescription embedHosts`;
const LOAD = `query ($id: ID!) { siteSettings(id: $id) { ${SETTINGS} } }`;
const SAVE_SETTINGS = `mutation ($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { ${SETTINGS} } }`;
const SAVE_CONTENT = 'mutation ($input: ContentInput!) { saveContent(input: $input) { id text embeds { code } } }';
const SAVE_CATEGORY = 'mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }';

const frame = (src: string) => `<iframe src="${src}" width="560" height="315"></iframe>`;
const FRAMES = 'https://player.frames.example/v/1';
const VIMEO = 'https://player.vimeo.com/video/1';

describe('embed hosts of a site', () => {
  let server: TestApp;
  let token = '';
  let categoryId = '';

  const call = <T>(query: string, input: Record<string, unknown>, language = 'en') =>
    graphqlCall<T>(server.yoga, query, { token, siteId: SITE, language, variables: { input } });
  const news = (fields: Record<string, unknown>) => ({
    type: 0,
    status: 1,
    title: 'Gömülü video',
    spot: 'Bir video haberi',
    text: '<p>Metin</p>',
    categoryId,
    coverImages: [{ image: { path: 'images/2026/11/embed.jpg', width: 1600, height: 900, text: 'Kapak', crops: [] }, isSelected: true }],
    ...fields,
  });
  const saveNews = (fields: Record<string, unknown>, language = 'en') =>
    call<{ saveContent: { id: string; text: string; embeds: { code: string }[] } }>(SAVE_CONTENT, news(fields), language);
  const settings = async () => (await graphqlCall<{ siteSettings: Record<string, unknown> & { version: number } }>(server.yoga, LOAD, { token, siteId: SITE, variables: { id: SITE } })).data!.siteSettings;
  const saveHosts = async (embedHosts: string[]) => {
    const { id, ...current } = await settings();
    return call<{ saveSiteSettings: { embedHosts: string[]; version: number } }>(SAVE_SETTINGS, { ...current, id, embedHosts });
  };
  const contentCount = async () => (await server.db.select({ id: contentsTable.id }).from(contentsTable)).length;

  beforeAll(async () => {
    server = await startTestApp();
    token = await demoToken(server.baseUrl, 'admin');
    const category = await call<{ saveCategory: { id: string } }>(SAVE_CATEGORY, { name: 'Video', linkName: 'video-embeds', isApproved: true });
    categoryId = category.data!.saveCategory.id;
  });
  afterAll(() => server?.stop());

  it('takes frames from the default list until the site saves its own, and says which host is refused', async () => {
    expect((await settings()).embedHosts).toEqual(DEFAULT_EMBED_HOSTS);
    const vimeo = await saveNews({ embeds: [{ code: frame(VIMEO), caption: 'Video' }] });
    expect(vimeo.errors).toBeUndefined();
    expect(vimeo.data!.saveContent.embeds[0].code).toContain(VIMEO);

    const before = await contentCount();
    const refused = await saveNews({ embeds: [{ code: frame(FRAMES), caption: 'Video' }] });
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'embeds.0.code': `Frames from player.frames.example are not allowed on this site. Allowed hosts: ${DEFAULT_EMBED_HOSTS.join(', ')}.` },
    });
    const turkish = await saveNews({ footballEmbed: frame(FRAMES) }, 'tr');
    expect(turkish.errors?.[0].extensions).toMatchObject({
      fields: { footballEmbed: `player.frames.example adresinden gelen çerçeveler bu sitede kabul edilmiyor. İzin verilen adresler: ${DEFAULT_EMBED_HOSTS.join(', ')}.` },
    });
    expect(await contentCount()).toBe(before);

    const rich = await saveNews({ text: `<p>Metin</p>${frame(FRAMES)}<div data-embed="vimeo">${frame(VIMEO)}</div>` });
    expect(rich.data!.saveContent.text).not.toContain('frames.example');
    expect(rich.data!.saveContent.text).toContain(VIMEO);
  });

  it('refuses a list entry that is no host name and keeps the list as it was', async () => {
    const before = (await server.db.select().from(sites).where(eq(sites.id, Number(SITE))))[0].settings;
    const refused = await saveHosts(['youtube.com', 'not a host!']);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { embedHosts: 'Enter host names only (example: www.youtube.com).' } });
    expect((await server.db.select().from(sites).where(eq(sites.id, Number(SITE))))[0].settings).toEqual(before);
  });

  it("applies the site's own list to embed codes, rich text and drafts alike", async () => {
    const saved = await saveHosts(['https://Frames.Example/embed/x', 'frames.example', ' player.vimeo.com ']);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSiteSettings.embedHosts).toEqual(['frames.example', 'player.vimeo.com']);

    const accepted = await saveNews({ embeds: [{ code: frame(FRAMES), caption: 'Video' }], text: `<p>Metin</p>${frame(FRAMES)}${frame('https://www.youtube.com/embed/1')}` });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.saveContent.embeds[0].code).toContain(FRAMES);
    expect(accepted.data!.saveContent.text).toContain(FRAMES);
    expect(accepted.data!.saveContent.text).not.toContain('youtube');

    const youtube = await saveNews({ embeds: [{ code: frame('https://www.youtube.com/embed/1'), caption: 'Video' }] });
    expect(youtube.errors?.[0].extensions).toMatchObject({ fields: { 'embeds.0.code': expect.stringContaining('Allowed hosts: frames.example, player.vimeo.com.') } });

    const draft = await graphqlCall<{ saveContentDraft: { cleaned: Record<string, unknown> } }>(
      server.yoga,
      'mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id cleaned } }',
      { token, siteId: SITE, variables: { input: { values: { type: 0, text: `<p>Taslak</p>${frame('https://www.youtube.com/embed/1')}${frame(FRAMES)}` } } } },
    );
    expect(draft.errors).toBeUndefined();
    expect(JSON.stringify(draft.data!.saveContentDraft.cleaned)).not.toContain('youtube');
    expect(JSON.stringify(draft.data!.saveContentDraft.cleaned)).toContain('frames.example');
  });

  it('serves an embed code only while its host is on the list', async () => {
    await saveHosts(['frames.example']);
    const saved = await saveNews({ title: 'Yayındaki video', embeds: [{ code: frame(FRAMES), caption: 'Video' }] });
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveContent.id;
    const served = async () => (await server.app.inject({ method: 'GET', url: `/api/public/${SITE}/contents/${id}` })).json() as { embeds: { code: string }[] };
    expect((await served()).embeds[0].code).toContain(FRAMES);
    await saveHosts(['player.vimeo.com']);
    expect((await served()).embeds[0].code).toBe('');
  });
});
