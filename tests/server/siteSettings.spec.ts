import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as resourceTexts } from '../../resources/messages/resources.ts';
import { sites } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** saveSiteSettings: a site's administrators change its settings; stale or wrong saves write nothing. */
const SETTINGS = /* GraphQL */ `
  fragment Settings on SiteSettings {
    id version isExpirationDate isProgramEnabled isMagazineQuoteEnabled isAuthorEnabled isCartoonistEnabled isSmilesEnabled
    headlineKickPermission isShowAddArchiveButton flashNewsDescription seoContent { dreamInterpretationTitle }
    notificationFlashNewsCoverImage { path width height crops { type path width height } }
    liveTransferCoverImage { path width height crops { type path width height } }
  }
`;
const LOAD = `query Load($id: ID!) { siteSettings(id: $id) { ...Settings } } ${SETTINGS}`;
const SAVE = `mutation Save($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { ...Settings } } ${SETTINGS}`;
const SITE = '4';

type Settings = Record<string, unknown> & { id: string; version: number };

describe.each(testDatabaseKinds())('site settings saving on %s', (database) => {
  let server: TestApp;
  const tokens = { admin: '', editor: '' };

  const load = async () => (await graphqlCall<{ siteSettings: Settings }>(server.yoga, LOAD, { token: tokens.admin, siteId: SITE, variables: { id: SITE } })).data!.siteSettings;
  const inputOf = ({ id, ...settings }: Settings) => ({ ...settings, id });
  const save = (input: Record<string, unknown>, caller: keyof typeof tokens = 'admin', language = 'en') =>
    graphqlCall<{ saveSiteSettings: Settings }>(server.yoga, SAVE, { token: tokens[caller], siteId: SITE, language, variables: { input } });
  const stored = async () => (await server.db.select().from(sites).where(eq(sites.id, Number(SITE))))[0].settings;
  const auditRows = () => server.db.select().from(auditLog).where(eq(auditLog.resource, 'siteSettings'));

  const cover = {
    path: 'images/2026/11/flash.jpg',
    width: 1200,
    height: 800,
    crops: [{ type: 'square', path: 'images/2026/11/flash-square.jpg', width: 600, height: 600 }],
  };

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  it('lets an administrator save, raises the version, audits the change and serves it to the next request', async () => {
    const loaded = await load();
    const response = await save({
      ...inputOf(loaded),
      isSmilesEnabled: !loaded.isSmilesEnabled,
      flashNewsDescription: '  Son dakika  ',
      seoContent: { dreamInterpretationTitle: 'Rüya tabirleri' },
      notificationFlashNewsCoverImage: cover,
    });
    expect(response.errors).toBeUndefined();
    const saved = response.data!.saveSiteSettings;
    expect(saved).toMatchObject({ id: SITE, version: loaded.version + 1, isSmilesEnabled: !loaded.isSmilesEnabled, flashNewsDescription: 'Son dakika' });
    expect(saved.notificationFlashNewsCoverImage).toEqual(cover);
    expect(await load()).toEqual(saved);
    const [entry] = (await auditRows()).slice(-1);
    expect(entry).toMatchObject({ recordId: SITE, siteId: 4, action: 'update' });
    expect(entry.changes.isSmilesEnabled).toEqual({ from: loaded.isSmilesEnabled, to: !loaded.isSmilesEnabled });
    expect(Object.keys(entry.changes)).not.toContain('isAuthorEnabled');
  });

  it('writes nothing and keeps the version when nothing changed', async () => {
    const loaded = await load();
    const before = (await auditRows()).length;
    const response = await save(inputOf(loaded));
    expect(response.data!.saveSiteSettings.version).toBe(loaded.version);
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses a save from settings loaded before another save (CONFLICT), writing nothing', async () => {
    const loaded = await load();
    expect((await save({ ...inputOf(loaded), isProgramEnabled: !loaded.isProgramEnabled })).errors).toBeUndefined();
    const afterOther = await stored();
    const stale = await save({ ...inputOf(loaded), isAuthorEnabled: !loaded.isAuthorEnabled });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect(stale.errors?.[0].message).toBe(resourceTexts.saveErrors.conflict);
    expect(await stored()).toEqual(afterOther);
  });

  it('refuses a user who does not administer the site (FORBIDDEN), writing nothing', async () => {
    const loaded = await load();
    const before = await stored();
    const response = await save({ ...inputOf(loaded), isAuthorEnabled: !loaded.isAuthorEnabled }, 'editor');
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['en', 'Field Flash news notification cover image is required.', 'Please rearrange Photo Crop sizes.', 'Maximum 500 characters must be entered in the Flash news description field.'],
    ['tr', 'Son dakika bildirimi kapak görseli alanı zorunludur.', 'Lütfen fotoğraf kırpma boyutlarını yeniden düzenleyiniz.', 'Son dakika açıklaması alanına en fazla 500 karakter girilmelidir.'],
  ])('refuses a cover image without its path, bad crops and a long description in %s (BAD_USER_INPUT), writing nothing', async (language, pathText, cropText, lengthText) => {
    const loaded = await load();
    const before = await stored();
    const response = await save(
      {
        ...inputOf(loaded),
        isAuthorEnabled: !loaded.isAuthorEnabled,
        flashNewsDescription: 'a'.repeat(501),
        notificationFlashNewsCoverImage: { ...cover, path: '' },
        liveTransferCoverImage: { ...cover, crops: [{ type: 'square', path: 'x.jpg', width: 0, height: 600 }] },
      },
      'admin',
      language,
    );
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    const fields = (response.errors![0].extensions as { fields: Record<string, string> }).fields;
    expect(fields.notificationFlashNewsCoverImage).toBe(pathText);
    expect(fields.liveTransferCoverImage).toBe(cropText);
    expect(fields.flashNewsDescription).toBe(lengthText);
    expect(await stored()).toEqual(before);
  });

  it('refuses a cover image without its size', async () => {
    const loaded = await load();
    const response = await save({ ...inputOf(loaded), liveTransferCoverImage: { ...cover, width: null } });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys((response.errors![0].extensions as { fields: object }).fields)).toEqual(['liveTransferCoverImage']);
  });

  it('keeps the fields a save leaves out, and stores hosts as hosts', async () => {
    const loaded = await load();
    const response = await save({ id: SITE, version: loaded.version, isMagazineQuoteEnabled: !loaded.isMagazineQuoteEnabled, embedHosts: ['https://Player.Vimeo.com/video/1', 'youtube.com', 'youtube.com'] });
    expect(response.errors).toBeUndefined();
    const saved = response.data!.saveSiteSettings;
    expect(saved).toMatchObject({ ...loaded, isMagazineQuoteEnabled: !loaded.isMagazineQuoteEnabled, version: loaded.version + 1 });
    expect((await stored())!.embedHosts).toEqual(['player.vimeo.com', 'youtube.com']);
  });

  it('writes the first settings of a site that has none from version 0', async () => {
    await server.db.update(sites).set({ settings: null }).where(eq(sites.id, 5));
    const loaded = await graphqlCall<{ siteSettings: Settings | null }>(server.yoga, LOAD, { token: tokens.admin, siteId: '5', variables: { id: '5' } });
    expect(loaded.data!.siteSettings).toBeNull();
    const switches = { isExpirationDate: false, isProgramEnabled: true, isMagazineQuoteEnabled: false, isAuthorEnabled: true, isCartoonistEnabled: false, isSmilesEnabled: true, headlineKickPermission: false, isShowAddArchiveButton: false };
    const response = await graphqlCall<{ saveSiteSettings: Settings }>(server.yoga, SAVE, {
      token: tokens.admin,
      siteId: '5',
      language: 'en',
      variables: { input: { id: '5', version: 0, ...switches } },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.saveSiteSettings).toMatchObject({ id: '5', version: 1, ...switches, flashNewsDescription: null });
  });
});
