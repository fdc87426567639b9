import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../resources/content.ts';
import { typeValues } from '../../resources/contentTypes.ts';
import { hashPassword } from '../../server/db/password.ts';
import { localAccounts, users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { contentCalls, contentInput, contentReferences, image, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { acceptCurrentHandbook } from './support/handbook.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Content writes on the server: fields outside a type are stored empty, the status operation of
 * the spec, and access by type (a reporter holds news and video only, resources/permissionCatalogue.ts).
 */
const SITE = '4';
const [news, video, column] = typeValues('news', 'video', 'column');

describe.each(testDatabaseKinds())('content writes on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let reporterToken: string;
  let references: ContentReferences;
  const admin = () => contentCalls(server.yoga, { token: adminToken, siteId: SITE, language: 'en' });
  const reporter = () => contentCalls(server.yoga, { token: reporterToken, siteId: SITE, language: 'en' });
  const stored = async (id: string) => (await server.db.select().from(tableFor(contents)).where(eq(tableFor(contents).id, Number(id))))[0];

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
    const [user] = await server.db
      .insert(users)
      .values({ name: 'Muhabir', username: 'reporter', email: 'reporter@test.example', isApproved: true, roles: ['5'], sites: [SITE] })
      .returning();
    await server.db.insert(localAccounts).values({ userId: user.id, passwordHash: await hashPassword('reporter-password') });
    reporterToken = (await loginWithPassword(server.baseUrl, 'reporter@test.example', 'reporter-password')).idToken;
    await acceptCurrentHandbook(server.yoga, reporterToken);
    references = await contentReferences(server.yoga, { token: adminToken, siteId: SITE });
  });
  afterAll(() => server?.stop());

  describe('a field that does not belong to the type', () => {
    it('is stored empty on create and update, and its kind checks do not run', async () => {
      const foreign = {
        announcementNumber: 'ILN1',
        podcastEmbed: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>',
        // An image without its description would be refused where images belong.
        images: [{ image: image('yabanci', null), caption: 'Yabancı' }],
        tableOfContents: true,
        authorId: references.authorId,
      };
      const created = await admin().save(contentInput('cartoon', references, foreign));
      expect(created.errors).toBeUndefined();
      const record = created.data!.saveContent;
      expect(record).toMatchObject({ announcementNumber: null, podcastEmbed: null, images: [], tableOfContents: false, authorId: null });
      expect(await stored(record.id)).toMatchObject({ announcementNumber: null, podcastEmbed: null, images: [], tableOfContents: false, authorId: null });

      const updated = await admin().save({ id: record.id, version: record.version, ...foreign, title: 'Karikatür yeni başlık' });
      expect(updated.errors).toBeUndefined();
      expect(updated.data!.saveContent).toMatchObject({ title: 'Karikatür yeni başlık', announcementNumber: null, images: [], tableOfContents: false, authorId: null });
    });

    it('is kept where it belongs, and checked there', async () => {
      const saved = await admin().save(contentInput('news', references, { tableOfContents: true, authorId: references.authorId }));
      expect(saved.data!.saveContent).toMatchObject({ tableOfContents: true, authorId: references.authorId });
      const refused = await admin().save(contentInput('photoGallery', references, { images: [1, 2].map((n) => ({ image: image(`g${n}`), caption: '' })) }));
      expect(refused.errors?.[0].extensions?.fields).toMatchObject({ 'images.0.caption': expect.any(String) });
    });

    it('is emptied when the type changes to one it does not belong to', async () => {
      const saved = (await admin().save(contentInput('news', references, { tableOfContents: true, incident: 'Deprem' }))).data!.saveContent;
      const changed = await admin().save({ id: saved.id, version: saved.version, ...contentInput('cartoon', references) });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.saveContent).toMatchObject({ type: typeValues('cartoon')[0], tableOfContents: false, incident: null, text: null });
    });
  });

  describe('updateStatusToContent(contentId, status)', () => {
    it('approves and unapproves, false when nothing changed, versioned and audited', async () => {
      const saved = (await admin().save(contentInput('news', references))).data!.saveContent;
      expect(saved).toMatchObject({ status: 2, isPublished: false });
      expect((await admin().status(saved.id, 1)).data).toEqual({ updateStatusToContent: true });
      expect((await admin().status(saved.id, 1)).data).toEqual({ updateStatusToContent: false });
      const approved = (await admin().one(saved.id)).data!.content!;
      expect(approved).toMatchObject({ status: 1, isPublished: true, version: saved.version + 1 });
      expect((await admin().status(saved.id, 2)).data).toEqual({ updateStatusToContent: true });
      expect((await admin().one(saved.id)).data!.content).toMatchObject({ status: 2, isPublished: false, version: saved.version + 2 });
      const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'contents'), eq(auditLog.recordId, saved.id))).orderBy(asc(auditLog.id));
      expect(audits.map((row) => row.action)).toEqual(['create', 'status', 'status']);
      expect(audits[1].changes).toMatchObject({ status: { from: 2, to: 1 }, isPublished: { from: false, to: true } });
    });

    it('publishes now an item approved without a publish date, by the switch as by a save, and keeps a date it has', async () => {
      const near = (value: unknown, from: number) => expect(Date.parse(String(value))).toBeGreaterThanOrEqual(from - 1000);
      const before = Date.now();
      const switched = (await admin().save(contentInput('news', references))).data!.saveContent;
      expect(switched.publishDate).toBeNull();
      await admin().status(switched.id, 1);
      const approved = (await admin().one(switched.id)).data!.content!;
      near(approved.publishDate, before);
      expect(approved).toMatchObject({ isPublished: true });
      expect((await server.db.select().from(auditLog).where(and(eq(auditLog.recordId, switched.id), eq(auditLog.action, 'status'))))[0].changes).toMatchObject({
        publishDate: { from: null, to: expect.any(String) },
      });
      // Unapproved and approved again, it keeps the date it was published at.
      await admin().status(switched.id, 2);
      await admin().status(switched.id, 1);
      expect((await admin().one(switched.id)).data!.content!.publishDate).toBe(approved.publishDate);

      const created = (await admin().save(contentInput('news', references, { status: 1 }))).data!.saveContent;
      near(created.publishDate, before);
      const saved = (await admin().save(contentInput('news', references))).data!.saveContent;
      const published = (await admin().save({ id: saved.id, version: saved.version, status: 1 })).data!.saveContent;
      near(published.publishDate, before);
      const scheduled = '2099-01-01T08:00:00.000Z';
      const later = (await admin().save(contentInput('news', references, { publishDate: scheduled }))).data!.saveContent;
      await admin().status(later.id, 1);
      expect((await admin().one(later.id)).data!.content).toMatchObject({ publishDate: scheduled, isPublished: false });
    });

    it('refuses a status outside the enum with BAD_USER_INPUT, changing nothing', async () => {
      const saved = (await admin().save(contentInput('news', references))).data!.saveContent;
      for (const status of [0, 3]) {
        const refused = await admin().status(saved.id, status);
        expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect((await admin().one(saved.id)).data!.content).toEqual(saved);
    });
  });

  describe('embed codes', () => {
    it('are stored as the delivery API serves them: the https frame alone, without handler, srcdoc or script', async () => {
      // One iframe, as the rule asks, carrying what a website must not run.
      const dirty = (src: string) => `<iframe src="${src}" onload="alert(1)" srcdoc="<script>alert(1)</script>" width="100%"><script>alert(2)</script></iframe>`;
      const player = 'https://w.soundcloud.com/player/?url=x';
      const video = 'https://www.youtube.com/embed/abc';
      const podcast = (await admin().save(contentInput('podcast', references, { podcastEmbed: dirty(player) }))).data!.saveContent;
      expect(podcast.podcastEmbed).toBe(`<iframe src="${player}" width="100%"></iframe>`);
      expect((await stored(podcast.id)).podcastEmbed).toBe(`<iframe src="${player}" width="100%"></iframe>`);
      const withEmbeds = (await admin().save(contentInput('news', references, { embeds: [{ code: dirty(video), caption: 'Video' }], footballEmbed: dirty(video) }))).data!.saveContent;
      expect(withEmbeds).toMatchObject({ embeds: [{ code: `<iframe src="${video}" width="100%"></iframe>` }], footballEmbed: `<iframe src="${video}" width="100%"></iframe>` });
    });

    it('with no https frame left are refused with the rule’s message, writing nothing', async () => {
      const saved = (await admin().save(contentInput('news', references))).data!.saveContent;
      const refused = await admin().save({ id: saved.id, version: saved.version, footballEmbed: '<iframe src="http://www.youtube.com/embed/abc"></iframe>' });
      expect(refused.errors?.[0].extensions?.fields).toEqual({ footballEmbed: expect.stringMatching(/^Please enter valid .+ code\.$/) });
      expect((await admin().one(saved.id)).data!.content).toEqual(saved);
    });
  });

  describe('access by type', () => {
    it('lets a news writer save a news, not a column, naming the permission needed', async () => {
      const saved = await reporter().save(contentInput('news', references));
      expect(saved.errors).toBeUndefined();
      const refused = await reporter().save(contentInput('column', references));
      expect(refused.errors?.[0]).toMatchObject({ message: 'Permission denied: needs column.save', extensions: { code: 'FORBIDDEN' } });
    });

    it('does not let a news writer turn a news into a column, nor touch a column', async () => {
      const mine = (await reporter().save(contentInput('news', references))).data!.saveContent;
      const [before, rows] = [mine, (await server.db.select().from(tableFor(contents))).length];
      const turned = await reporter().save({ id: mine.id, version: mine.version, ...contentInput('column', references) });
      expect(turned.errors?.[0]).toMatchObject({ message: 'Permission denied: needs column.save', extensions: { code: 'FORBIDDEN' } });
      const theirs = (await admin().save(contentInput('column', references))).data!.saveContent;
      const touched = await reporter().save({ id: theirs.id, version: theirs.version, title: 'Başka' });
      expect(touched.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await reporter().status(theirs.id, 1)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await admin().one(mine.id)).data!.content).toEqual(before);
      expect((await server.db.select().from(tableFor(contents))).length).toBe(rows + 1);
    });

    it('reads only the types it may view', async () => {
      const ofColumn = (await admin().save(contentInput('column', references))).data!.saveContent;
      const ofVideo = (await admin().save(contentInput('video', references))).data!.saveContent;
      const listed = (await reporter().list({ limit: 1000 })).data!.contents;
      expect(new Set(listed.map((record) => record.type))).toEqual(new Set([news, video]));
      expect(listed.map((record) => record.id)).toContain(ofVideo.id);
      expect((await reporter().one(ofVideo.id)).data!.content?.id).toBe(ofVideo.id);
      const hidden = await reporter().one(ofColumn.id);
      expect(hidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await reporter().list({ filter: { type: [column] }, limit: 1000 })).data!.contents).toEqual([]);
    });
  });
});
