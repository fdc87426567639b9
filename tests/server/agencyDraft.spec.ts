import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE } from '../../resources/enums.ts';
import { contentDrafts } from '../../server/content/contentDraftsTable.ts';
import { mediaFiles } from '../../server/db/schema.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { createWireMediaFetcher } from '../../server/ingest/wireMedia.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import { demoToken } from './support/demoTokens.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { jpegSample } from './support/mediaSamples.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const news = CONTENT_TYPE.values.find((entry) => entry.key === 'news')!.value as number;
const photoGallery = CONTENT_TYPE.values.find((entry) => entry.key === 'photoGallery')!.value as number;

function item(guid: string, overrides: Partial<WireItem> = {}): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid, version: 1, agencyName: 'Draft Wire', title: `Title of ${guid}`, spot: 'The spot', content: '<p>The text.</p>',
    city: null, country: null, tags: ['economy', 'ankara'], types: ['news'], priority: 3, agencyCategoryName: 'Economy', author: null, source: null,
    createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [], ...overrides,
  };
}

const picture = (href: string, text: string) => ({ href, text, width: null, height: null, agencyImageId: `${href}-${text}` });

const SAVE = 'mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { hasItBeenUsed draftId version } }';
const DRAFT = 'query ($id: ID!) { contentDraft(id: $id) { type title spot values agencySource { agencyName agencyContentId agencyVersion } } }';

describe.each(testDatabaseKinds())('an agency item made a draft on %s', (database) => {
  let app: TestApp;
  let folder: string;
  let admin: string;
  let reporter: string;

  const versionOf = async (agencyContentId: string) =>
    (await graphqlCall<{ agencyContent: { version: number } }>(app.yoga, 'query ($id: String!) { agencyContent(agencyContentId: $id) { version } }', { token: admin, siteId: SITE, variables: { id: agencyContentId } })).data!.agencyContent.version;
  const makeDraft = async (token: string, agencyContentId: string, type: number, language = 'en') =>
    graphqlCall<{ saveAgencyContent: { hasItBeenUsed: boolean; draftId: string | null; version: number } }>(app.yoga, SAVE, {
      token, siteId: SITE, language, variables: { input: { agencyContentId, version: await versionOf(agencyContentId), createDraft: type } },
    });
  const draftCount = async () => (await app.db.select({ id: contentDrafts.id }).from(contentDrafts)).length;

  beforeAll(async () => {
    app = await startTestApp(database);
    [admin, reporter] = await Promise.all([demoToken(app.baseUrl, 'admin'), demoToken(app.baseUrl, 'reporter')]);
    folder = await mkdtemp(path.join(tmpdir(), 'agency-draft-'));
    await writeFile(path.join(folder, 'shared.jpg'), await jpegSample(320, 200, 7));
    await writeFile(path.join(folder, 'own.jpg'), await jpegSample(320, 200, 8));
    // The shared picture again under another name: the same bytes, so the same stored file.
    await writeFile(path.join(folder, 'shared-again.jpg'), await jpegSample(320, 200, 7));
    const media = createWireMediaFetcher(app.storage, createMediaFiles(app.db), app.config.upload);
    await storeWireItems(
      app.db,
      [
        item('urn:draft:two-pictures', { version: 3, images: [picture('shared.jpg', 'Shared'), picture('own.jpg', 'Own'), picture('shared-again.jpg', 'Shared again')] }),
        item('urn:draft:same-picture', { images: [picture('shared-again.jpg', 'Same')] }),
        item('urn:draft:embargoed', { embargoUntil: new Date(Date.now() + 48 * 3_600_000).toISOString() }),
      ],
      { media, baseDir: folder },
    );
  });
  afterAll(async () => {
    await app?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('makes a news item the caller\'s news draft with its text, tags and pictures (each file once), its provenance, and marks it used', async () => {
    const answer = await makeDraft(reporter, 'urn:draft:two-pictures', news);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.saveAgencyContent).toMatchObject({ hasItBeenUsed: true, draftId: expect.stringMatching(/^\d+$/) });
    const draft = await graphqlCall<{ contentDraft: { type: number; title: string; values: Record<string, unknown>; agencySource: unknown } }>(app.yoga, DRAFT, {
      token: reporter, siteId: SITE, variables: { id: answer.data!.saveAgencyContent.draftId },
    });
    expect(draft.data!.contentDraft).toMatchObject({
      type: news,
      title: 'Title of urn:draft:two-pictures',
      agencySource: { agencyName: 'Draft Wire', agencyContentId: 'urn:draft:two-pictures', agencyVersion: 3 },
    });
    const values = draft.data!.contentDraft.values as { text: string; spot: string; tags: string[]; categoryId: unknown; images: { image: { path: string }; caption: string }[] };
    expect(values).toMatchObject({ spot: 'The spot', text: '<p>The text.</p>', tags: ['economy', 'ankara'], categoryId: null });
    expect(values.images.map((entry) => entry.caption)).toEqual(['Shared', 'Own']);

    // Three pictures on the wire, two different files: two media_files rows, the draft's paths theirs.
    const files = await app.db.select().from(mediaFiles);
    expect(files).toHaveLength(2);
    expect(values.images.map((entry) => entry.image.path).sort()).toEqual(files.map((file) => file.relativePath).sort());

    // Another item with the shared picture points at the same file.
    const other = await makeDraft(admin, 'urn:draft:same-picture', news);
    const [otherRow] = await app.db.select().from(contentDrafts).where(eq(contentDrafts.id, Number(other.data!.saveAgencyContent.draftId)));
    const sharedPath = values.images[0]!.image.path;
    expect((otherRow!.values.images as { image: { path: string } }[]).map((entry) => entry.image.path)).toEqual([sharedPath]);
    expect(await app.db.select().from(mediaFiles)).toHaveLength(2);

    // The wire's pictures are the cover's choices, the first one chosen; its description is the editor's to write.
    const covers = (values as unknown as { coverImages: { image: { path: string; text: string }; isSelected: boolean }[] }).coverImages;
    expect(covers).toEqual([
      { image: expect.objectContaining({ path: values.images[0]!.image.path, text: '' }), isSelected: true },
      { image: expect.objectContaining({ path: values.images[1]!.image.path, text: '' }), isSelected: false },
    ]);
    // The draft is the caller's: another user does not see it.
    const foreign = await graphqlCall<{ contentDraft: unknown }>(app.yoga, DRAFT, { token: admin, siteId: SITE, variables: { id: answer.data!.saveAgencyContent.draftId } });
    expect(foreign.data!.contentDraft).toBeNull();

    // Saved as it came, the cover wants its description; described, the content keeps the wire's picture as its cover.
    const reporterCalls = contentCalls(app.yoga, { token: reporter, siteId: SITE, language: 'en' });
    const references = await contentReferences(app.yoga, { token: admin, siteId: SITE });
    const fromDraft = (coverImages: unknown) => contentInput('news', references, { title: 'From the wire', coverImages, fromDraftId: answer.data!.saveAgencyContent.draftId });
    const undescribed = await reporterCalls.save(fromDraft(covers));
    expect(errorCodes(undescribed)).toEqual(['BAD_USER_INPUT']);
    const described = covers.map((cover) => ({ ...cover, image: { ...cover.image, text: 'Ankara’da toplantı' } }));
    const saved = await reporterCalls.save(fromDraft(described));
    expect(saved.errors).toBeUndefined();
    const content = (await reporterCalls.one(saved.data!.saveContent.id)).data!.content as unknown as { coverImages: { image: { path: string; text: string }; isSelected: boolean }[] };
    expect(content.coverImages.filter((cover) => cover.isSelected).map((cover) => cover.image)).toEqual([expect.objectContaining({ path: values.images[0]!.image.path, text: 'Ankara’da toplantı' })]);
  });

  it('refuses an item under embargo, in the request language, and writes nothing', async () => {
    const before = await draftCount();
    const english = await makeDraft(admin, 'urn:draft:embargoed', news);
    expect(english.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { createDraft: expect.stringContaining('under embargo until') } });
    const turkish = await makeDraft(admin, 'urn:draft:embargoed', news, 'tr');
    expect(turkish.errors?.[0]?.message).toContain('tarihine kadar ambargolu');
    expect(await draftCount()).toBe(before);
    const used = await graphqlCall<{ hasAgencyContentBeenUsed: boolean }>(app.yoga, '{ hasAgencyContentBeenUsed(agencyContentId: "urn:draft:embargoed") }', { token: admin, siteId: SITE });
    expect(used.data!.hasAgencyContentBeenUsed).toBe(false);
  });

  it('refuses a type the caller may not save, and an edit of the wire text without agency.save, writing nothing', async () => {
    const before = await draftCount();
    const gallery = await makeDraft(reporter, 'urn:draft:embargoed', photoGallery);
    expect(gallery.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(gallery.errors?.[0]?.message).toContain('photoGallery.save');
    const edit = await graphqlCall(app.yoga, SAVE, {
      token: reporter, siteId: SITE, variables: { input: { agencyContentId: 'urn:draft:embargoed', version: await versionOf('urn:draft:embargoed'), createDraft: news, title: 'Changed' } },
    });
    expect(edit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await draftCount()).toBe(before);
  });
});
