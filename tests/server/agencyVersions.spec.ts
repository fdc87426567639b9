import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/engine/auditLog.ts';
import { agencyContents, agencyVideos } from '../../server/db/agencyTables.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const ITEM = 'agencyContentId title spot hasItBeenUsed isInappropriate status version user { name }';

interface Item {
  agencyContentId: string;
  title: string;
  hasItBeenUsed: boolean;
  status: string;
  version: number;
}

function item(guid: string, overrides: Partial<WireItem> = {}): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid, version: 1, agencyName: 'Version Wire', title: `${guid} v1`, spot: '', content: '', city: null, country: null,
    tags: [], types: ['news'], priority: 5, agencyCategoryName: null, author: null, source: null, createdDate: null, updatedDate: null,
    embargoUntil: null, pubStatus: 'usable', images: [], videos: [], ...overrides,
  };
}

describe.each(testDatabaseKinds())('agency record versions and audit on %s', (database) => {
  let app: TestApp;
  let admin: string;

  const read = async (guid: string) =>
    (await graphqlCall<{ agencyContent: Item }>(app.yoga, `query ($id: String!) { agencyContent(agencyContentId: $id) { ${ITEM} } }`, { token: admin, siteId: SITE, variables: { id: guid } }))
      .data!.agencyContent;
  const save = (input: Record<string, unknown>) =>
    graphqlCall<{ saveAgencyContent: Item }>(app.yoga, `mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { ${ITEM} } }`, {
      token: admin,
      siteId: SITE,
      language: 'en',
      variables: { input },
    });
  const setStatus = (guid: string, status: string) =>
    graphqlCall<{ updateStatusToAgencyContent: boolean }>(app.yoga, 'mutation ($id: String!, $status: AgencyStatus!) { updateStatusToAgencyContent(agencyContentId: $id, status: $status) }', {
      token: admin,
      siteId: SITE,
      variables: { id: guid, status },
    });
  const auditOf = (resource: string, recordId: number) =>
    app.db
      .select({ action: auditLog.action, changes: auditLog.changes, userId: auditLog.userId, siteId: auditLog.siteId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(recordId))))
      .orderBy(asc(auditLog.id));
  const rowId = async (guid: string) => (await app.db.select({ id: agencyContents.id }).from(agencyContents).where(eq(agencyContents.agencyContentId, guid)))[0]!.id;

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await demoToken(app.baseUrl, 'admin');
    await storeWireItems(app.db, [item('urn:versions:correction', { version: 2, title: 'Wire v2' }), item('urn:versions:status'), item('urn:versions:audit')]);
    await storeWireItems(app.db, [item('urn:versions:video', { kind: 'video', types: ['video'] })]);
  });
  afterAll(() => app?.stop());

  it('bumps the version on a wire correction, so a save based on the version before is a CONFLICT carrying the item as it is now', async () => {
    const seen = await read('urn:versions:correction');
    await storeWireItems(app.db, [item('urn:versions:correction', { version: 3, title: 'Wire v3 (corrected)' })]);
    const stale = await save({ agencyContentId: 'urn:versions:correction', version: seen.version, title: 'Editor on v2' });
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'saveErrors.conflict',
      current: { agencyContentId: 'urn:versions:correction', title: 'Wire v3 (corrected)', version: seen.version + 1 },
    });
    expect((await read('urn:versions:correction')).title).toBe('Wire v3 (corrected)');
    // Built on the version the conflict carried, the save goes through.
    const current = (stale.errors![0]!.extensions as { current: Item }).current;
    const saved = await save({ agencyContentId: 'urn:versions:correction', version: current.version, title: 'Editor on v3' });
    expect(saved.data?.saveAgencyContent).toMatchObject({ title: 'Editor on v3', version: current.version + 1 });
  });

  it('bumps the version on a status change and on archiving, so saves based on the version before are CONFLICTs', async () => {
    const seen = await read('urn:versions:status');
    expect((await setStatus('urn:versions:status', 'inProgress')).data?.updateStatusToAgencyContent).toBe(true);
    expect((await save({ agencyContentId: 'urn:versions:status', version: seen.version, isInappropriate: true })).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const before = await read('urn:versions:status');
    const archived = await graphqlCall(app.yoga, 'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id } }', {
      token: admin,
      siteId: SITE,
      variables: { input: { agencyContentId: 'urn:versions:status', title: 'Archived', images: [{ path: 'images/a.jpg', text: 'A' }] } },
    });
    expect(archived.errors).toBeUndefined();
    expect(await read('urn:versions:status')).toMatchObject({ hasItBeenUsed: true, version: before.version + 1 });
    expect((await save({ agencyContentId: 'urn:versions:status', version: before.version, hasItBeenUsed: false })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('audits an agency item\'s saves and status changes with who, the site and what changed', async () => {
    const seen = await read('urn:versions:audit');
    expect((await save({ agencyContentId: 'urn:versions:audit', version: seen.version, title: 'Edited', hasItBeenUsed: true })).errors).toBeUndefined();
    expect((await setStatus('urn:versions:audit', 'done')).data?.updateStatusToAgencyContent).toBe(true);
    // The same status again changes nothing and writes nothing.
    expect((await setStatus('urn:versions:audit', 'done')).data?.updateStatusToAgencyContent).toBe(false);
    const rows = await auditOf('agencyContents', await rowId('urn:versions:audit'));
    expect(rows).toEqual([
      { action: 'update', changes: { title: { from: 'urn:versions:audit v1', to: 'Edited' }, hasItBeenUsed: { from: false, to: true } }, userId: expect.any(Number), siteId: 4 },
      { action: 'status', changes: { status: { from: 'new', to: 'done' } }, userId: expect.any(Number), siteId: 4 },
    ]);
  });

  it('audits archive items created, edited and moved between statuses, and video status changes', async () => {
    const created = await graphqlCall<{ saveAgencyArchive: { id: string; version: number } }>(
      app.yoga,
      'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id version } }',
      { token: admin, siteId: SITE, variables: { input: { title: 'Archive item', images: [{ path: 'images/b.jpg', text: 'B' }] } } },
    );
    const { id, version } = created.data!.saveAgencyArchive;
    const edited = await graphqlCall<{ saveAgencyArchive: { version: number } }>(
      app.yoga,
      'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { version } }',
      { token: admin, siteId: SITE, variables: { input: { id, version, title: 'Archive item, renamed', images: [{ path: 'images/b.jpg', text: 'B' }] } } },
    );
    expect(edited.data?.saveAgencyArchive.version).toBe(version + 1);
    const status = await graphqlCall(app.yoga, 'mutation ($id: ID!) { updateStatusToAgencyArchive(agencyArchiveId: $id, status: read) }', { token: admin, siteId: SITE, variables: { id } });
    expect(status.data).toEqual({ updateStatusToAgencyArchive: true });
    const stale = await graphqlCall(app.yoga, 'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id } }', {
      token: admin,
      siteId: SITE,
      variables: { input: { id, version: version + 1, title: 'Lost?', images: [{ path: 'images/b.jpg', text: 'B' }] } },
    });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', current: { id, title: 'Archive item, renamed', status: 'read', version: version + 2 } });

    const archiveRows = await auditOf('agencyArchives', Number(id));
    expect(archiveRows.map((row) => row.action)).toEqual(['create', 'update', 'status']);
    expect(archiveRows[0]!.changes).toMatchObject({ title: { from: null, to: 'Archive item' } });
    expect(archiveRows[1]!.changes).toEqual({ title: { from: 'Archive item', to: 'Archive item, renamed' } });
    expect(archiveRows[2]!.changes).toEqual({ status: { from: 'new', to: 'read' } });

    const [video] = await app.db.select({ id: agencyVideos.id }).from(agencyVideos).where(eq(agencyVideos.agencyContentId, 'urn:versions:video'));
    const videoStatus = await graphqlCall(app.yoga, `mutation { updateStatusToAgencyVideo(agencyVideoId: ${video!.id}, status: rejected) }`, { token: admin, siteId: SITE });
    expect(videoStatus.data).toEqual({ updateStatusToAgencyVideo: true });
    expect(await auditOf('agencyVideos', video!.id)).toEqual([{ action: 'status', changes: { status: { from: 'new', to: 'rejected' } }, userId: expect.any(Number), siteId: 4 }]);
  });
});
