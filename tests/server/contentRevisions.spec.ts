import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRevisions } from '../../server/db/revisionsTable.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import type { ContentRevision } from '../../server/contract/generated/resolverTypes.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Content revisions: every save and status change keeps one (who, when, the version, what changed,
 * every field); they list newest first in pages, one is read with its fields, and a restore is a
 * new save of them (CONFLICT when stale), under the content type's view and save permissions.
 */
const SITE = '4';

/** As the client reads it: ids are strings. */
type Revision = Omit<ContentRevision, 'id' | 'snapshot'> & { id: string; snapshot?: Record<string, unknown> };

const LIST = /* GraphQL */ `
  query Revisions($contentId: ID!, $page: Int, $limit: Int) {
    contentRevisions(contentId: $contentId, page: $page, limit: $limit) { id version createdDate createdUser { id name } changedFields restoredFromVersion }
  }
`;
const ONE = /* GraphQL */ `
  query Revision($contentId: ID!, $revisionId: ID!) {
    contentRevision(contentId: $contentId, revisionId: $revisionId) { id version changedFields snapshot }
  }
`;
const RESTORE = /* GraphQL */ `
  mutation Restore($contentId: ID!, $revisionId: ID!, $version: Int!) {
    restoreContentRevision(contentId: $contentId, revisionId: $revisionId, version: $version) { id version title spot text status }
  }
`;

describe.each(testDatabaseKinds())('content revisions on %s', (database) => {
  let server: TestApp;
  let tokens: Record<'admin' | 'reporter' | 'reader', string>;
  let references: ContentReferences;
  const as = (account: keyof typeof tokens): CallOptions => ({ token: tokens[account], siteId: SITE, language: 'en' });
  const admin = () => contentCalls(server.yoga, as('admin'));
  const revisions = async (contentId: string, args: { page?: number; limit?: number } = {}, account: keyof typeof tokens = 'admin') =>
    graphqlCall<{ contentRevisions: Revision[] }>(server.yoga, LIST, { ...as(account), variables: { contentId, ...args } });
  const revision = (contentId: string, revisionId: string, account: keyof typeof tokens = 'admin') =>
    graphqlCall<{ contentRevision: Revision | null }>(server.yoga, ONE, { ...as(account), variables: { contentId, revisionId } });
  const restore = (contentId: string, revisionId: string, version: number, account: keyof typeof tokens = 'admin') =>
    graphqlCall<{ restoreContentRevision: Record<string, unknown> }>(server.yoga, RESTORE, { ...as(account), variables: { contentId, revisionId, version } });
  const revisionCount = async (contentId: string) =>
    (await server.db.select({ total: count() }).from(recordRevisions).where(and(eq(recordRevisions.resource, 'contents'), eq(recordRevisions.recordId, Number(contentId)))))[0].total;

  beforeAll(async () => {
    server = await startTestApp(database);
    tokens = { admin: await demoToken(server.baseUrl, 'admin'), reporter: await demoToken(server.baseUrl, 'reporter'), reader: await demoToken(server.baseUrl, 'reader') };
    references = await contentReferences(server.yoga, { token: tokens.admin, siteId: SITE });
  });
  afterAll(() => server?.stop());

  it('keeps one per save and status change, newest first, with who, when and what changed', async () => {
    const created = (await admin().save(contentInput('news', references, { text: '<p>İlk cümle.</p>' }))).data!.saveContent;
    const edited = (await admin().save({ id: created.id, version: created.version, title: 'Yeni başlık', text: '<p>İkinci cümle.</p>' })).data!.saveContent;
    // A save that changes nothing writes no version and no revision.
    await admin().save({ id: edited.id, version: edited.version, title: 'Yeni başlık' });
    expect((await admin().status(created.id, 1)).data).toEqual({ updateStatusToContent: true });

    const listed = (await revisions(created.id)).data!.contentRevisions;
    expect(listed.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(listed[0].changedFields.sort()).toEqual(['isPublished', 'publishDate', 'status']);
    expect(listed[1].changedFields.sort()).toEqual(['text', 'title']);
    expect(listed[2].changedFields).toEqual(expect.arrayContaining(['type', 'title', 'spot', 'text', 'categoryId']));
    expect(listed[0].createdUser).toMatchObject({ name: expect.any(String) });
    expect(listed.every((entry) => entry.restoredFromVersion === null && !Number.isNaN(Date.parse(entry.createdDate)))).toBe(true);

    const first = (await revision(created.id, listed[2].id)).data!.contentRevision!;
    expect(first.snapshot).toMatchObject({ title: created.title, text: '<p>İlk cümle.</p>', status: 2 });
    const second = (await revision(created.id, listed[1].id)).data!.contentRevision!;
    expect(second.snapshot).toMatchObject({ title: 'Yeni başlık', text: '<p>İkinci cümle.</p>' });
  });

  it('pages newest first; a page shorter than limit is the last', async () => {
    let record = (await admin().save(contentInput('news', references))).data!.saveContent;
    for (const n of [2, 3, 4, 5]) record = (await admin().save({ id: record.id, version: record.version, title: `Başlık ${n}` })).data!.saveContent;
    const page = async (number: number) => (await revisions(record.id, { page: number, limit: 2 })).data!.contentRevisions.map((entry) => entry.version);
    expect([await page(1), await page(2), await page(3)]).toEqual([[5, 4], [3, 2], [1]]);
    expect((await revisions(record.id, { limit: 101 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('restores a revision as a new save and revision, audited', async () => {
    const created = (await admin().save(contentInput('news', references, { text: '<p>Eski metin.</p>' }))).data!.saveContent;
    const edited = (await admin().save({ id: created.id, version: created.version, title: 'Değişti', text: '<p>Yeni metin.</p>' })).data!.saveContent;
    const [, original] = (await revisions(created.id)).data!.contentRevisions;

    const restored = await restore(created.id, original.id, edited.version);
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restoreContentRevision).toMatchObject({ version: 3, title: created.title, text: '<p>Eski metin.</p>' });
    expect((await admin().one(created.id)).data!.content).toMatchObject({ version: 3, title: created.title, text: '<p>Eski metin.</p>' });
    const [latest] = (await revisions(created.id)).data!.contentRevisions;
    expect(latest).toMatchObject({ version: 3, restoredFromVersion: 1 });
    expect(latest.changedFields.sort()).toEqual(['text', 'title']);
    const audits = await server.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.resource, 'contents'), eq(auditLog.recordId, created.id)));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'restore']);
  });

  it('answers CONFLICT on a stale version and changes nothing', async () => {
    const created = (await admin().save(contentInput('news', references))).data!.saveContent;
    await admin().save({ id: created.id, version: created.version, title: 'Başkası kaydetti' });
    const before = (await admin().one(created.id)).data!.content;
    const [, original] = (await revisions(created.id)).data!.contentRevisions;
    const refused = await restore(created.id, original.id, created.version);
    expect(refused.errors?.[0]).toMatchObject({ message: expect.any(String), extensions: { code: 'CONFLICT' } });
    expect((await admin().one(created.id)).data!.content).toEqual(before);
    expect(await revisionCount(created.id)).toBe(2);
  });

  it('answers NOT_FOUND for a revision of another record', async () => {
    const one = (await admin().save(contentInput('news', references))).data!.saveContent;
    const other = (await admin().save(contentInput('news', references))).data!.saveContent;
    const [ofOther] = (await revisions(other.id)).data!.contentRevisions;
    expect((await restore(one.id, ofOther.id, one.version)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await revision(one.id, ofOther.id)).data!.contentRevision).toBeNull();
  });

  it('refuses a user who cannot view the content its revisions, and one who cannot save it the restore', async () => {
    const column = (await admin().save(contentInput('column', references))).data!.saveContent;
    const [first] = (await revisions(column.id)).data!.contentRevisions;
    for (const account of ['reporter', 'reader'] as const) {
      expect((await revisions(column.id, {}, account)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await revision(column.id, first.id, account)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await restore(column.id, first.id, column.version, account)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await revisionCount(column.id)).toBe(1);
    // The reporter writes news: its history is theirs to read and restore.
    const news = (await admin().save(contentInput('news', references))).data!.saveContent;
    const [ofNews] = (await revisions(news.id, {}, 'reporter')).data!.contentRevisions;
    expect((await restore(news.id, ofNews.id, news.version, 'reporter')).errors).toBeUndefined();
  });

  it('goes with the content when it is deleted', async () => {
    const created = (await admin().save(contentInput('news', references))).data!.saveContent;
    const deleted = await graphqlCall(server.yoga, 'mutation($id: ID!, $version: Int!) { deleteContent(id: $id, version: $version) { id } }', {
      ...as('admin'),
      variables: { id: created.id, version: created.version },
    });
    expect(deleted.errors).toBeUndefined();
    expect(await revisionCount(created.id)).toBe(0);
  });
});
