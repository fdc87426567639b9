import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources/content.ts';
import { RESOURCES } from '../../resources/index.ts';
import { mediaItems } from '../../resources/mediaItem.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { mediaUsages } from '../../server/db/mediaUsagesTable.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { BACKFILL_MEDIA_USAGES_JOB, backfillContentUsages } from '../../server/media/backfillUsages.ts';
import { saveRecord } from '../../server/engine/saveRecord.ts';
import { systemContext } from '../../server/engine/systemActor.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { jpegSample, mp4Sample } from './support/mediaSamples.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { upload, uploadImage } from './support/storageClient.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** The media library (issue 12): rows from uploads and content saves, search, info edits, usages, delete. */
const SITE = '4';
const OTHER_SITE = '1';

const LIST_COUNTS = `query ListCounts($limit: Int) { mediaItems(filter: {}, limit: $limit) { id usageCount } }`;
const USAGES = `query Usages($id: ID!) { mediaItem(id: $id) { usageCount usages { resource recordId title contentType field } } }`;

interface Usage {
  resource: string;
  recordId: string;
  title: string | null;
  contentType: number | null;
  field: string;
}

describe.each(testDatabaseKinds())('media library on %s', (database) => {
  let server: TestApp;
  const tokens = { admin: '', editor: '', agency: '' };
  let references: ContentReferences;
  let seed = 100;
  const library = (token = tokens.admin, siteId = SITE) => resourceCalls(server.yoga, mediaItems, { token, siteId, language: 'en' });
  const contentApi = () => contentCalls(server.yoga, { token: tokens.admin, siteId: SITE, language: 'en' });

  /** Uploads a fresh JPEG (as the editor) and answers its path. */
  async function uploaded(width = 640, height = 480, siteId = SITE): Promise<string> {
    const answer = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '1', file: { name: 'foto.jpg', bytes: await jpegSample(width, height, seed++), mime: 'image/jpeg' } }, siteId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data!.relativePath;
  }

  async function rowOf(path: string, token = tokens.admin, siteId = SITE): Promise<ResourceRecord | undefined> {
    const listed = await library(token, siteId).list({ filter: {}, limit: 1000 });
    expect(listed.errors).toBeUndefined();
    return listed.data!.mediaItems.find((item) => item.path === path);
  }

  async function usagesOf(id: string): Promise<{ usageCount: number; usages: Usage[] }> {
    const answer = await graphqlCall<{ mediaItem: { usageCount: number; usages: Usage[] } }>(server.yoga, USAGES, { token: tokens.admin, siteId: SITE, variables: { id } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.mediaItem;
  }

  const searchPaths = async (filter: Record<string, unknown>) => (await library().list({ filter })).data!.mediaItems.map((item) => item.path);

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
    references = await contentReferences(server.yoga, { token: tokens.admin, siteId: SITE });
  });
  afterAll(() => server?.stop());

  describe('rows from uploads', () => {
    it('adds the site a row with the file facts, audited as the uploader; the same bytes again add nothing, another site gets its own', async () => {
      const bytes = await jpegSample(800, 600, 1);
      const first = await uploadImage(server.baseUrl, tokens.editor, 'ilk.jpg', bytes);
      const path = first.body.data!.relativePath;
      const row = await rowOf(path);
      expect(row).toMatchObject({ siteId: SITE, path, mediaType: 1, mimeType: 'image/jpeg', size: bytes.length, width: 800, height: 600, reporter: null, text: null, version: 1 });
      const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'mediaItems'), eq(auditLog.recordId, row!.id)));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: 'create', userId: Number(row!.createdUserId) });
      expect(row!.createdUserId).not.toBeNull();

      const again = await uploadImage(server.baseUrl, tokens.editor, 'tekrar.jpg', bytes);
      expect(again.body.data!.relativePath).toBe(path);
      expect((await library().list({ filter: {}, limit: 1000 })).data!.mediaItems.filter((item) => item.path === path)).toHaveLength(1);

      expect(await rowOf(path, tokens.editor, OTHER_SITE)).toBeUndefined();
      const elsewhere = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '1', file: { name: 'baska.jpg', bytes, mime: 'image/jpeg' } }, OTHER_SITE);
      expect(elsewhere.body.data!.relativePath).toBe(path);
      expect(await rowOf(path, tokens.editor, OTHER_SITE)).toMatchObject({ siteId: OTHER_SITE, width: 800, height: 600 });
    });

    it('names a row by the file it was uploaded as, the storage keeping its own unique key; another site keeps the name its upload gave', async () => {
      const bytes = await jpegSample(640, 360, 2);
      const answer = await uploadImage(server.baseUrl, tokens.editor, 'Kapak fotoğrafı – derbi.jpg', bytes);
      const path = answer.body.data!.relativePath;
      expect(path).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
      expect(answer.body.data!.name).toBe('Kapak fotoğrafı – derbi.jpg');
      expect(await rowOf(path)).toMatchObject({ path, name: 'Kapak fotoğrafı – derbi.jpg' });
      await uploadImage(server.baseUrl, tokens.editor, 'ikinci ad.jpg', bytes);
      expect(await rowOf(path)).toMatchObject({ name: 'Kapak fotoğrafı – derbi.jpg', version: 1 });
      await upload(server.baseUrl, tokens.editor, { method: 'file', type: '1', file: { name: 'öbür site.jpg', bytes, mime: 'image/jpeg' } }, OTHER_SITE);
      expect(await rowOf(path, tokens.editor, OTHER_SITE)).toMatchObject({ name: 'öbür site.jpg' });
    });

    it('records a video as media type 2 with its dimensions', async () => {
      const answer = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '2', file: { name: 'klip.mp4', bytes: mp4Sample(1280, 720, { seed: 21 }), mime: 'video/mp4' } });
      expect(await rowOf(answer.body.data!.relativePath)).toMatchObject({ mediaType: 2, mimeType: 'video/mp4', width: 1280, height: 720 });
    });
  });

  describe('the info: edits, search and filters', () => {
    let described: ResourceRecord;
    let other: ResourceRecord;

    beforeAll(async () => {
      const row = (await rowOf(await uploaded(320, 200)))!;
      const saved = await library().save({ id: row.id, version: row.version, reporter: 'Ayşe Yılmaz', source: 'Anadolu Ajansı', text: 'Çağrı Bey basın toplantısında' });
      expect(saved.errors).toBeUndefined();
      described = saved.data!.saveMediaItem;
      other = (await rowOf(await uploaded(321, 200)))!;
    });

    it('keeps the edited info, and the path and file facts whatever is sent', async () => {
      expect(described).toMatchObject({ reporter: 'Ayşe Yılmaz', source: 'Anadolu Ajansı', text: 'Çağrı Bey basın toplantısında', width: 320, height: 200, version: 2 });
      const moved = await library().save({ id: described.id, version: described.version, path: 'images/baska.jpg', text: 'Çağrı Bey basın toplantısında' });
      expect(moved.errors).toBeUndefined();
      expect(moved.data!.saveMediaItem).toMatchObject({ path: described.path, version: described.version });
    });

    it('finds by a caption word typed without Turkish letters, by reporter, source, type and created date', async () => {
      expect(await searchPaths({ search: 'cagri toplanti' })).toEqual([described.path]);
      expect(await searchPaths({ search: 'yilmaz' })).toEqual([described.path]);
      expect(await searchPaths({ reporter: 'ayşe' })).toEqual([described.path]);
      expect(await searchPaths({ source: 'anadolu' })).toEqual([described.path]);
      expect(await searchPaths({ mediaType: [1], search: 'anadolu' })).toEqual([described.path]);
      expect(await searchPaths({ mediaType: [2], search: 'anadolu' })).toEqual([]);
      const created = described.createdDate as string;
      expect(await searchPaths({ search: 'cagri', createdDateFrom: created, createdDateTo: created })).toEqual([described.path]);
      expect(await searchPaths({ search: 'cagri', createdDateFrom: new Date(Date.parse(created) + 1000).toISOString() })).toEqual([]);
      const newestFirst = await searchPaths({ ids: [described.id, other.id] });
      expect(newestFirst).toEqual([other.path, described.path]);
    });

    it('refuses an edit based on a stale version with CONFLICT, and a too long caption on its field, changing nothing', async () => {
      const current = (await library().one(described.id)).data!.mediaItem!;
      const stale = await library().save({ id: described.id, version: current.version - 1, text: 'Eski' });
      expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
      expect((await library().one(described.id)).data!.mediaItem).toEqual(current);
      const tooLong = await library().save({ id: described.id, version: current.version, text: 'x'.repeat(1001) }, { language: 'tr' });
      expect(tooLong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { text: expect.stringContaining('1000') } });
      expect((await library().one(described.id)).data!.mediaItem).toEqual(current);
    });

    it('refuses edits to a user holding no save permission, and reads to one without content.view', async () => {
      const refused = await library(tokens.agency).save({ id: other.id, version: other.version, text: 'Ajans' });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(refused.errors?.[0].message).toMatch(/^Permission denied: needs .*news\.save/);
      expect((await library(tokens.agency).list({ filter: {} })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await library().one(other.id)).data!.mediaItem).toMatchObject({ text: null, version: other.version });
    });

    it('creates a row through the API only for a stored file', async () => {
      const refused = await library().save({ path: 'images/2026/01/yok.jpg', text: 'Yok' });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { path: 'No stored file has this path: upload the file first.' } });
    });
  });

  describe('usages from content saves', () => {
    it('records the cover, gallery and inline images of a content, adds a row for a stored file the site lacks, and follows edits', async () => {
      const [cover, gallery, inline] = [await uploaded(1200, 675), await uploaded(900, 600), await uploaded(700, 400)];
      const agencyPhoto = await uploaded(1024, 768, OTHER_SITE);
      expect(await rowOf(agencyPhoto)).toBeUndefined();
      const image = (path: string, text: string) => ({ path, width: 1, height: 1, text, crops: [] });
      const input = contentInput('news', references, {
        title: 'Kütüphane haberi',
        coverImages: [{ image: image(cover, 'Kapak'), isSelected: true }],
        images: [
          { image: image(gallery, 'Galeri'), caption: 'Galeri fotoğrafı' },
          { image: image(agencyPhoto, 'Ajans fotoğrafı'), caption: 'Ajans fotoğrafı: Çağrı Bey' },
        ],
        text: `<p>Metin</p><img src="/storage/resize?uri=${encodeURIComponent(inline)}&width=600" alt="Satır içi">`,
      });
      const saved = await contentApi().save(input);
      expect(saved.errors).toBeUndefined();
      const record = saved.data!.saveContent;

      const use = (field: string) => ({ resource: 'contents', recordId: record.id, title: 'Kütüphane haberi', contentType: 0, field });
      const [coverRow, galleryRow, inlineRow, agencyRow] = await Promise.all([cover, gallery, inline, agencyPhoto].map((path) => rowOf(path)));
      expect(await usagesOf(coverRow!.id)).toEqual({ usageCount: 1, usages: [use('coverImages')] });
      expect(await usagesOf(galleryRow!.id)).toEqual({ usageCount: 1, usages: [use('images')] });
      expect(await usagesOf(inlineRow!.id)).toEqual({ usageCount: 1, usages: [use('text')] });
      expect(agencyRow).toMatchObject({ text: 'Ajans fotoğrafı: Çağrı Bey', width: 1024, height: 768, mediaType: 1 });
      expect(await usagesOf(agencyRow!.id)).toEqual({ usageCount: 1, usages: [use('images')] });
      // The library's table asks a page for the counts with none of the columns they are read by (site, path).
      const page = await graphqlCall<{ mediaItems: { id: string; usageCount: number }[] }>(server.yoga, LIST_COUNTS, { token: tokens.admin, siteId: SITE, variables: { limit: 1000 } });
      expect(page.errors).toBeUndefined();
      expect(page.data!.mediaItems.find((item) => item.id === coverRow!.id)).toEqual({ id: coverRow!.id, usageCount: 1 });

      const edited = await contentApi().save({ id: record.id, version: record.version, images: [{ image: image(agencyPhoto, 'Ajans fotoğrafı'), caption: 'Yeni altyazı' }] });
      expect(edited.errors).toBeUndefined();
      expect(await usagesOf(galleryRow!.id)).toEqual({ usageCount: 0, usages: [] });
      expect(await usagesOf(coverRow!.id)).toMatchObject({ usageCount: 1 });
      expect((await library().one(agencyRow!.id)).data!.mediaItem).toMatchObject({ text: 'Ajans fotoğrafı: Çağrı Bey', version: agencyRow!.version });
    });

    it('does the same for a content the server saves as the system (the demo seed)', async () => {
      const path = await uploaded(1600, 900, OTHER_SITE);
      const input = contentInput('news', references, { title: 'Sistem haberi', coverImages: [{ image: { path, width: 1600, height: 900, text: 'Tohum kapağı', crops: [] }, isSelected: true }] });
      const record = await saveRecord(contents, input, systemContext(server.db, Number(SITE)), RESOURCES);
      const row = await rowOf(path);
      expect(row).toMatchObject({ text: 'Tohum kapağı', width: 1600, height: 900, createdUserId: null });
      expect(await usagesOf(row!.id)).toEqual({ usageCount: 1, usages: [{ resource: 'contents', recordId: String(record.id), title: 'Sistem haberi', contentType: 0, field: 'coverImages' }] });
    });
  });

  describe('usages of contents saved before media_usages existed', () => {
    it('are filled by the backfill job the migration asks for: only for contents with none, and a second run writes nothing', async () => {
      const [cover, inline, other] = [await uploaded(1200, 675), await uploaded(700, 400), await uploaded(640, 360)];
      const image = (path: string, text: string) => ({ path, width: 1, height: 1, text, crops: [] });
      const save = async (title: string, extra: Record<string, unknown>) => {
        const saved = await contentApi().save(contentInput('news', references, { title, ...extra }));
        expect(saved.errors).toBeUndefined();
        return Number(saved.data!.saveContent.id);
      };
      const old = await save('Eski haber', { coverImages: [{ image: image(cover, 'Kapak'), isSelected: true }], text: `<p>Metin</p><img src="/storage/files/${inline}" alt="Satır içi">` });
      const recent = await save('Yeni haber', { coverImages: [{ image: image(other, 'Kapak'), isSelected: true }] });
      const usagesOfContent = async (id: number) =>
        (await server.db.select().from(mediaUsages).where(and(eq(mediaUsages.resource, 'contents'), eq(mediaUsages.recordId, id)))).map(({ siteId, path, field }) => ({ siteId, path, field })).sort((a, b) => a.field.localeCompare(b.field));
      const written = await usagesOfContent(old);
      expect(written).toEqual([{ siteId: Number(SITE), path: cover, field: 'coverImages' }, { siteId: Number(SITE), path: inline, field: 'text' }]);
      const recentBefore = await server.db.select().from(mediaUsages).where(eq(mediaUsages.recordId, recent));
      // As the content was before the table existed.
      await server.db.delete(mediaUsages).where(eq(mediaUsages.recordId, old));

      expect(await backfillContentUsages(server.db)).toEqual({ contents: 1, usages: 2 });
      expect(await usagesOfContent(old)).toEqual(written);
      expect(await server.db.select().from(mediaUsages).where(eq(mediaUsages.recordId, recent))).toEqual(recentBefore);
      expect(await backfillContentUsages(server.db)).toEqual({ contents: 0, usages: 0 });
      expect(await server.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.name, BACKFILL_MEDIA_USAGES_JOB))).toEqual([{ key: BACKFILL_MEDIA_USAGES_JOB }]);
    });
  });

  describe('crops', () => {
    const CROPS = `query Crops($id: ID!) { mediaItem(id: $id) { name usageCount usages { recordId field } crops { type path width height } } }`;

    it('belong to their source image: listed with it, never as items of their own, whether uploaded or used by a content', async () => {
      const source = await uploaded(1600, 900);
      const cut = async (type: string, width: number, height: number) => {
        const answer = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '1', cropOf: source, cropType: type, file: { name: `kirpim-${width}.jpg`, bytes: await jpegSample(width, height, seed++), mime: 'image/jpeg' } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data!.cropOf).toBe(source);
        return answer.body.data!.relativePath;
      };
      const wide = await cut('horizontal', 1200, 675);
      const square = await cut('square', 600, 600);
      const listed = (await library().list({ filter: {}, limit: 1000 })).data!.mediaItems.map((item) => item.path);
      expect(listed).toContain(source);
      expect(listed).not.toContain(wide);
      expect(listed).not.toContain(square);

      const row = (await rowOf(source))!;
      const read = async () => {
        const answer = await graphqlCall<{ mediaItem: { usageCount: number; usages: { recordId: string; field: string }[]; crops: unknown[] } }>(server.yoga, CROPS, { token: tokens.admin, siteId: SITE, variables: { id: row.id } });
        expect(answer.errors).toBeUndefined();
        return answer.data!.mediaItem;
      };
      expect((await read()).crops).toEqual([
        { type: 'horizontal', path: wide, width: 1200, height: 675 },
        { type: 'square', path: square, width: 600, height: 600 },
      ]);

      // A cover with its crops is one use of the cover field; a gallery that shows a crop alone is a use of the source too.
      const image = (path: string, crops: { type: string; path: string }[] = []) => ({ path, width: 1, height: 1, text: 'Kırpılmış', crops: crops.map((crop) => ({ ...crop, width: 1, height: 1 })) });
      const saved = await contentApi().save(
        contentInput('news', references, { title: 'Kırpım haberi', coverImages: [{ image: image(source, [{ type: 'horizontal', path: wide }]), isSelected: true }], images: [{ image: image(square), caption: 'Kare' }] }),
      );
      expect(saved.errors).toBeUndefined();
      const record = saved.data!.saveContent;
      expect((await library().list({ filter: {}, limit: 1000 })).data!.mediaItems.map((item) => item.path)).not.toContain(square);
      expect(await read()).toMatchObject({ usageCount: 2, usages: [{ recordId: record.id, field: 'coverImages' }, { recordId: record.id, field: 'images' }] });
      const page = await graphqlCall<{ mediaItems: { id: string; usageCount: number }[] }>(server.yoga, LIST_COUNTS, { token: tokens.admin, siteId: SITE, variables: { limit: 1000 } });
      expect(page.data!.mediaItems.find((item) => item.id === row.id)).toEqual({ id: row.id, usageCount: 2 });

      // Used only through its crop, the source still cannot leave the library.
      const otherCover = await uploaded(1200, 675);
      const cropOnly = await contentApi().save({ id: record.id, version: record.version, coverImages: [{ image: image(otherCover), isSelected: true }] });
      expect(cropOnly.errors).toBeUndefined();
      expect(await read()).toMatchObject({ usageCount: 1, usages: [{ recordId: record.id, field: 'images' }] });
      const refused = await library().delete(row.id, row.version);
      expect(refused.errors?.[0]).toMatchObject({ message: 'This record cannot be deleted while other records use it: Contents (1).', extensions: { code: 'CONFLICT' } });
    });
  });

  describe('deleting a library row', () => {
    it('is refused while a content uses the file, allowed once it does not; the file stays served', async () => {
      const path = await uploaded(500, 300);
      const saved = (await contentApi().save(contentInput('news', references, { coverImages: [{ image: { path, width: 500, height: 300, text: 'Kapak', crops: [] }, isSelected: true }] }))).data!.saveContent;
      const row = (await rowOf(path))!;

      const refused = await library().delete(row.id, row.version);
      expect(refused.errors?.[0]).toMatchObject({ message: 'This record cannot be deleted while other records use it: Contents (1).', extensions: { code: 'CONFLICT' } });
      expect(await rowOf(path)).toBeDefined();

      const deleted = await graphqlCall(server.yoga, 'mutation { deleteContent(id: "' + saved.id + '", version: ' + saved.version + ') { id } }', { token: tokens.admin, siteId: SITE });
      expect(deleted.errors).toBeUndefined();
      expect(await usagesOf(row.id)).toEqual({ usageCount: 0, usages: [] });
      expect((await library().delete(row.id, row.version)).errors).toBeUndefined();
      expect(await rowOf(path)).toBeUndefined();
      expect((await server.app.inject({ url: `/storage/files/${path}` })).statusCode).toBe(200);
    });
  });
});
