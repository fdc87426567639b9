import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { contentDrafts } from '../../server/content/contentDraftsTable.ts';
import { agencyContents, agencyContentVersions } from '../../server/db/schema.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** A story's agency provenance (issue 13): copied from its draft on save, and told when the wire moves on. */
const SITE = '4';
const [news] = typeValues('news');
const GUID = 'urn:source:story';

function wire(version: number, overrides: Partial<WireItem> = {}): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid: GUID, version, agencyName: 'Source Wire', title: 'Barajlarda su seviyesi yükseldi', spot: 'Yağışlar sürüyor',
    content: '<p>Barajlarda doluluk yüzde 40 oldu.</p>', city: null, country: null, tags: [], types: ['news'], priority: 4, agencyCategoryName: null,
    author: null, source: null, createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [], ...overrides,
  };
}

const SOURCE = 'agencySource { agencyItemId agencyContentId agencyId agencyName version }';
const UPDATE = 'agencyUpdate { version sourceVersion previous { title spot text } current { title spot text } }';
const SAVE = `mutation ($input: ContentInput!) { saveContent(input: $input) { id version title ${SOURCE} agencyUpdate { version } } }`;
const ONE = `query ($id: ID!) { content(id: $id) { id version title ${SOURCE} ${UPDATE} } }`;

interface Saved {
  id: string;
  version: number;
  title: string;
  agencySource: { agencyItemId: number; agencyContentId: string; agencyName: string; version: number } | null;
  agencyUpdate: { version: number } | null;
}

describe.each(testDatabaseKinds())('a content\'s agency source on %s', (database) => {
  let app: TestApp;
  let tokens: Record<'admin' | 'reporter', string>;
  let references: ContentReferences;
  let story: Saved;

  const call = <T>(user: keyof typeof tokens, query: string, variables: Record<string, unknown>) =>
    graphqlCall<T>(app.yoga, query, { token: tokens[user], siteId: SITE, language: 'en', variables });
  const save = (user: keyof typeof tokens, input: Record<string, unknown>) => call<{ saveContent: Saved }>(user, SAVE, { input });
  const read = async (id: string) => (await call<{ content: Saved & { agencyUpdate: Record<string, unknown> | null } }>('reporter', ONE, { id })).data!.content;
  const draftExists = async (id: string) => (await app.db.select({ id: contentDrafts.id }).from(contentDrafts).where(eq(contentDrafts.id, Number(id)))).length === 1;
  const agencyRow = async () => (await app.db.select().from(agencyContents).where(eq(agencyContents.agencyContentId, GUID)))[0]!;
  const makeDraft = async (user: keyof typeof tokens) => {
    const made = await call<{ saveAgencyContent: { draftId: string } }>(user, 'mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { draftId } }', {
      input: { agencyContentId: GUID, version: (await agencyRow()).rowVersion, createDraft: news },
    });
    expect(made.errors).toBeUndefined();
    return made.data!.saveAgencyContent.draftId;
  };
  const story$ = (extra: Record<string, unknown>) => contentInput('news', references, { title: 'Barajlarda su seviyesi yükseldi', text: '<p>Barajlarda doluluk yüzde 40 oldu.</p>', ...extra });

  beforeAll(async () => {
    app = await startTestApp(database);
    tokens = { admin: await demoToken(app.baseUrl, 'admin'), reporter: await demoToken(app.baseUrl, 'reporter') };
    references = await contentReferences(app.yoga, { token: tokens.admin, siteId: SITE });
    await storeWireItems(app.db, [wire(1), { ...wire(1), guid: 'urn:source:unused' }]);
    // Refuses, at commit, any content titled so: what the save did before the commit is undone with it.
    await app.db.execute(sql`create function refuse_at_commit() returns trigger language plpgsql as $$
      begin if new.title = 'Refused at commit' then raise exception 'refused at commit'; end if; return null; end $$`);
    await app.db.execute(sql`create constraint trigger refuse_at_commit after insert on contents deferrable initially deferred for each row execute function refuse_at_commit()`);
  });
  afterAll(() => app?.stop());

  it('keeps the draft when the save from it fails, even after the save deleted it, and copies its provenance and deletes it when the save succeeds', async () => {
    const draftId = await makeDraft('reporter');
    const refused = await save('reporter', story$({ title: '', fromDraftId: draftId }));
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const failedAtCommit = await save('reporter', story$({ title: 'Refused at commit', fromDraftId: draftId }));
    expect(failedAtCommit.errors).toBeDefined();
    expect(await draftExists(draftId)).toBe(true);

    const saved = await save('reporter', story$({ fromDraftId: draftId }));
    expect(saved.errors).toBeUndefined();
    story = saved.data!.saveContent;
    const item = await agencyRow();
    expect(story.agencySource).toEqual({ agencyItemId: item.id, agencyContentId: GUID, agencyId: item.agencyId, agencyName: 'Source Wire', version: 1 });
    expect(story.agencyUpdate).toBeNull();
    expect(await draftExists(draftId)).toBe(false);

    // A later save without a draft keeps the provenance.
    const edited = await save('reporter', story$({ id: story.id, version: story.version, title: 'Barajlarda seviye yükseldi' }));
    expect(edited.data!.saveContent.agencySource).toEqual(story.agencySource);
    story = edited.data!.saveContent;
  });

  it('takes nothing from another user\'s draft and leaves it', async () => {
    const othersDraft = await makeDraft('reporter');
    const saved = await save('admin', story$({ fromDraftId: othersDraft }));
    expect(saved.data!.saveContent.agencySource).toBeNull();
    expect(await draftExists(othersDraft)).toBe(true);
    expect((await save('admin', story$({ fromDraftId: 'draft-1' }))).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('lets no client write the provenance', async () => {
    const forged = await save('admin', story$({ agencySource: { agencyItemId: 1, agencyContentId: GUID, agencyId: 1, agencyName: 'Forged', version: 1 } }));
    expect(forged.errors?.[0]?.message).toMatch(/agencySource/);
    expect(forged.data ?? null).toBeNull();
    const onUpdate = await save('admin', { id: story.id, version: story.version, agencySource: null });
    expect(onUpdate.errors?.[0]?.message).toMatch(/agencySource/);
    expect((await read(story.id)).agencySource).toEqual(story.agencySource);
  });

  it('flags the story when a newer version of its wire arrives, with the wire\'s text then and now', async () => {
    await storeWireItems(app.db, [wire(2, { title: 'Barajlarda su seviyesi yüzde 45', content: '<p>Barajlarda doluluk yüzde 45 oldu.</p>' }), { ...wire(2), guid: 'urn:source:unused' }]);
    expect(await read(story.id)).toMatchObject({
      agencyUpdate: {
        version: 2,
        sourceVersion: 1,
        previous: { title: 'Barajlarda su seviyesi yükseldi', spot: 'Yağışlar sürüyor', text: '<p>Barajlarda doluluk yüzde 40 oldu.</p>' },
        current: { title: 'Barajlarda su seviyesi yüzde 45', spot: 'Yağışlar sürüyor', text: '<p>Barajlarda doluluk yüzde 45 oldu.</p>' },
      },
    });
    const listed = await call<{ contents: { id: string; agencyUpdate: { version: number } | null }[] }>('reporter', '{ contents(limit: 50) { id agencyUpdate { version } } }', {});
    const flagged = listed.data!.contents.filter((row) => row.agencyUpdate);
    expect(flagged).toEqual([{ id: story.id, agencyUpdate: { version: 2 } }]);
    // Only a used item's earlier versions are kept.
    const kept = await app.db.select({ version: agencyContentVersions.version }).from(agencyContentVersions);
    expect(kept).toEqual([{ version: 1 }]);
  });

  it('follows the version the editor applied once saved, so the flag is gone; a version the item never had is refused', async () => {
    const beyond = await save('reporter', { id: story.id, version: story.version, title: 'Barajlarda su seviyesi yüzde 45', agencyVersion: 3 });
    expect(beyond.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await read(story.id)).version).toBe(story.version);

    const applied = await save('reporter', { id: story.id, version: story.version, title: 'Barajlarda su seviyesi yüzde 45', text: '<p>Barajlarda doluluk yüzde 45 oldu.</p>', agencyVersion: 2 });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.saveContent).toMatchObject({ agencySource: { version: 2 }, agencyUpdate: null });
    // An older version applied late changes nothing.
    const late = await save('reporter', { id: applied.data!.saveContent.id, version: applied.data!.saveContent.version, agencyVersion: 1 });
    expect(late.data!.saveContent.agencySource?.version).toBe(2);
    expect((await read(story.id)).agencyUpdate).toBeNull();
  });
});
