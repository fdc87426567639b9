import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources/content.ts';
import { CONTENT_TYPES, type ContentTypeKey } from '../../resources/contentTypes.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { contentCalls, contentInput, contentReferences, image, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { expectedText } from './support/resourceTexts.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The per-type rules of spec 02 §5 through `saveContent`: each refused on its field with the
 * catalogue's message in Turkish and English, nothing written; a valid item of every type saves.
 */
const SITE = '4';

interface RuleCase {
  name: string;
  type: ContentTypeKey;
  changes: Record<string, unknown>;
  /** The field path refused and its message key. */
  path: string;
  message: string;
  /** The English text, where the catalogue's wording is the spec's. */
  en?: string;
}

const CASES: RuleCase[] = [
  { name: 'a photo gallery with one image', type: 'photoGallery', changes: { images: [{ image: image('tek'), caption: 'Tek' }] }, path: 'images', message: 'validation.minLength', en: 'Number of Photo gallery must be 2 or more.' },
  { name: 'an infographic without an image', type: 'infographic', changes: { images: [] }, path: 'images', message: 'validation.minLength' },
  { name: 'a column without an author', type: 'column', changes: { authorId: null }, path: 'authorId', message: 'validation.columnAuthor', en: 'Column content must have an author' },
  { name: 'a column whose author does not exist', type: 'column', changes: { authorId: '999999' }, path: 'authorId', message: 'validation.authorNotFound', en: 'Could not find author' },
  { name: 'no cover image', type: 'news', changes: { coverImages: [] }, path: 'coverImages', message: 'validation.hasCoverImage', en: 'Please upload cover image.' },
  { name: 'a cover image without a description', type: 'news', changes: { coverImages: [{ image: image('kapak', null), isSelected: true }] }, path: 'coverImages.0.image', message: 'saveErrors.imageDescription' },
  { name: 'no selected cover image', type: 'news', changes: { coverImages: [{ image: image('kapak'), isSelected: false }] }, path: 'coverImages', message: 'validation.noSelectedCover', en: 'Could not find any selected cover image' },
  { name: 'an invalid embed code', type: 'news', changes: { embeds: [{ code: '<div>embed</div>', caption: null }] }, path: 'embeds.0.code', message: 'validation.iframe' },
  { name: 'a podcast without the audio service iframe', type: 'podcast', changes: { podcastEmbed: '<iframe src="https://www.youtube.com/embed/x"></iframe>' }, path: 'podcastEmbed', message: 'validation.soundcloudIframe' },
  { name: 'a lower-case announcement number', type: 'officialAnnouncement', changes: { announcementNumber: 'iln2026' }, path: 'announcementNumber', message: 'validation.announcementNumber' },
  {
    name: 'a magazine issue that is not a whole number',
    type: 'news',
    changes: { magazineIssue: '12a' },
    path: 'magazineIssue',
    message: 'validation.decimal',
    en: 'The Magazine issue field may only contain numeric characters.',
  },
  { name: 'an external link that is not absolute', type: 'promotion', changes: { externalLink: '/kampanya' }, path: 'externalLink', message: 'validation.absoluteUrl' },
  { name: 'a rel other than nofollow', type: 'promotion', changes: { externalLinkRel: 'follow' }, path: 'externalLinkRel', message: 'validation.rel' },
  {
    name: 'a promotion starting after its end',
    type: 'promotion',
    changes: { startDate: '2031-02-01T00:00:00.000Z', endDate: '2031-01-01T00:00:00.000Z' },
    path: 'startDate',
    message: 'validation.startAfterEnd',
  },
  { name: 'a gallery image without a caption', type: 'photoGallery', changes: { images: [1, 2].map((n) => ({ image: image(`g${n}`), caption: n === 1 ? '' : 'İkinci' })) }, path: 'images.0.caption', message: 'validation.required' },
  { name: 'a video without a caption', type: 'video', changes: { coverVideo: { path: 'videos/kapak.mp4', caption: '' } }, path: 'coverVideo.caption', message: 'validation.required' },
];

describe.each(testDatabaseKinds())('content rules on %s', (database) => {
  let server: TestApp;
  let token: string;
  let references: ContentReferences;
  const calls = (language: 'tr' | 'en') => contentCalls(server.yoga, { token, siteId: SITE, language });
  const counts = async () => [
    (await server.db.select({ n: count() }).from(tableFor(contents)))[0].n,
    (await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'contents')))[0].n,
  ];

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
    references = await contentReferences(server.yoga, { token, siteId: SITE });
  });
  afterAll(() => server?.stop());

  it.each(CASES.map((entry) => [entry.name, entry] as const))('refuses %s with its message, writing nothing', async (_name, entry) => {
    const before = await counts();
    for (const language of ['en', 'tr'] as const) {
      const response = await calls(language).save(contentInput(entry.type, references, entry.changes));
      expect(response.data).toBeNull();
      const extensions = response.errors?.[0].extensions;
      expect(extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.keys(extensions?.fields ?? {})).toEqual([entry.path]);
      const key = extensions!.fieldKeys![entry.path];
      expect(key.message).toBe(entry.message);
      const { name: _label, ...params } = key.params as Record<string, string | number>;
      const field = entry.path.split('.').at(-1)!;
      expect(extensions!.fields![entry.path]).toBe(expectedText(contents, field, entry.message, params, language));
      if (language === 'en' && entry.en) expect(extensions!.fields![entry.path]).toBe(entry.en);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(CONTENT_TYPES.map((type) => [type.key] as const))('saves a valid %s', async (type) => {
    const saved = await calls('en').save(contentInput(type, references));
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveContent).toMatchObject({ type: CONTENT_TYPES.find((entry) => entry.key === type)!.value, version: 1 });
  });
});
