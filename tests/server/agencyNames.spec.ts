import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyArchives, agencyContents, agencyVideos } from '../../server/db/agencyTables.ts';
import { migrationsFolder, openDatabase } from '../../server/db/client.ts';
import { ingestFiles } from '../../server/ingest/ingestFiles.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const SAMPLES = path.resolve(import.meta.dirname, '../../server/ingest/samples');
const NEWSML = (name: string) => path.join(SAMPLES, 'newsml-g2', name);

function item(guid: string, agencyName: string, providerId: string | null = null): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid, version: 1, agencyName, providerId, title: guid, spot: '', content: '', city: null, country: null,
    tags: [], types: ['news'], priority: 5, agencyCategoryName: null, author: null, source: null, createdDate: null, updatedDate: null,
    embargoUntil: null, pubStatus: 'usable', images: [], videos: [],
  };
}

describe.each(testDatabaseKinds())('one agency however the wire spells it, on %s', (database) => {
  let app: TestApp;
  let admin: string;

  const listAgencies = async () =>
    (await graphqlCall<{ agencies: { agencyId: string; name: string }[] }>(app.yoga, '{ agencies(page: 0, limit: 0) { agencyId name } }', { token: admin, siteId: SITE })).data!.agencies;
  const guidsOf = async (agencyId: string) =>
    (
      await graphqlCall<{ agencyContents: { agencyContentId: string; agency: { id: string } }[] }>(
        app.yoga,
        'query ($filter: AgencyContentFilter) { agencyContents(filter: $filter, limit: 200) { agencyContentId agency { id } } }',
        { token: admin, siteId: SITE, variables: { filter: { agencyIds: [agencyId] } } },
      )
    ).data!.agencyContents.map((row) => row.agencyContentId).sort();

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await demoToken(app.baseUrl, 'admin');
  });
  afterAll(() => app?.stop());

  it('folds REUTERS / reuters and AcmeNews / Acme News and Media LLC from the IPTC samples, by spelling and by provider id', async () => {
    const report = await ingestFiles(app.db, [
      NEWSML('LISTING_1_A_NewsML-G2_News_Item.xml'),
      NEWSML('LISTING_29_Hop_History.xml'),
      NEWSML('LISTING_6_Simple_NewsML-G2_Package.xml'),
      NEWSML('LISTING_2_NewsML-G2_Text_Document.xml'),
      NEWSML('LISTING_26_Embedded_photo_metadata_fields_mapped_to_NewsML-G2.xml'),
    ]);
    expect(report.failed).toEqual([]);
    // A spelling seen under a provider id finds its agency without one too.
    await storeWireItems(app.db, [item('urn:names:reuters-plain', 'Reuters'), item('urn:names:acme-plain', 'Acme News and Media LLC')]);

    const listed = await listAgencies();
    // Shown as people write it: 'Reuters' over the samples' 'REUTERS'.
    expect(listed.map((agency) => agency.name).sort()).toEqual(['AcmeNews', 'Reuters']);
    const reuters = listed.find((agency) => agency.name === 'Reuters')!.agencyId;
    const acme = listed.find((agency) => agency.name === 'AcmeNews')!.agencyId;
    const reutersItems = await guidsOf(reuters);
    expect(reutersItems).toHaveLength(3);
    expect(reutersItems).toContain('urn:names:reuters-plain');
    const acmeItems = await guidsOf(acme);
    expect(acmeItems).toHaveLength(4);
    expect(acmeItems).toContain('urn:names:acme-plain');
  });

  it('matches spellings case- and accent-insensitively, with Turkish dotted and dotless i', async () => {
    await storeWireItems(app.db, [
      item('urn:names:iha-1', 'İhlas Haber Ajansı'),
      item('urn:names:iha-2', 'İHLAS HABER AJANSI'),
      item('urn:names:iha-3', 'ihlas  haber ajansi'),
      item('urn:names:iha-4', 'IHLAS HABER AJANSİ'),
      item('urn:names:dha-1', 'Demirören Haber Ajansı'),
      item('urn:names:dha-2', 'DEMIROREN HABER AJANSI'),
    ]);
    const listed = (await listAgencies()).filter((agency) => /haber ajans/i.test(agency.name));
    expect(listed.map((agency) => agency.name).sort()).toEqual(['Demirören Haber Ajansı', 'İhlas Haber Ajansı']);
    expect(await guidsOf(listed.find((agency) => agency.name === 'İhlas Haber Ajansı')!.agencyId)).toEqual(['urn:names:iha-1', 'urn:names:iha-2', 'urn:names:iha-3', 'urn:names:iha-4']);
  });

  it('keeps two providers that share a name apart', async () => {
    await storeWireItems(app.db, [item('urn:names:metro-a', 'Metro', 'metro-uk'), item('urn:names:metro-b', 'Metro', 'metro-tr'), item('urn:names:metro-c', 'METRO', 'metro-uk')]);
    const metros = await app.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, 'Metro'));
    expect(metros).toHaveLength(2);
    const rows = await app.db.select({ guid: agencyContents.agencyContentId, agencyId: agencyContents.agencyId }).from(agencyContents).where(sql`${agencyContents.agencyContentId} like 'urn:names:metro-%'`);
    const agencyOf = Object.fromEntries(rows.map((row) => [row.guid, row.agencyId]));
    expect(agencyOf['urn:names:metro-a']).toBe(agencyOf['urn:names:metro-c']);
    expect(agencyOf['urn:names:metro-a']).not.toBe(agencyOf['urn:names:metro-b']);
  });

  it('reads a ninjs 1.x file through the ingest into the desk, its association map\'s picture included', async () => {
    const report = await ingestFiles(app.db, [path.join(SAMPLES, 'ninjs/1.x/text_with_picture_association.json')]);
    expect(report).toMatchObject({ added: 1, failed: [] });
    const answer = await graphqlCall<{ agencyContent: unknown }>(
      app.yoga,
      '{ agencyContent(agencyContentId: "urn:newsml:wire.example.com:20261120:ninjs1-harbour") { title spot agency { name } images { text width height missing } } }',
      { token: admin, siteId: SITE },
    );
    expect(answer.data?.agencyContent).toEqual({
      title: 'Harbour reopens after the storm',
      spot: 'Ferries run again from this morning; two piers stay closed.',
      agency: { name: 'Example Wire' },
      images: [{ text: 'A ferry leaves Izmir harbour at 07:30.', width: 3000, height: 2000, missing: true }],
    });
  });
});

describe('the agency names migration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'agency-names-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('folds the spellings a database already holds into one agency, its items moved to it', async () => {
    // The migrations before this one, on a database that then gets three spellings of one agency.
    const before = path.join(dataDir, 'migrations-before');
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith('_agency_names')));
    await writeFile(journalFile, JSON.stringify(journal));
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database.db as never, { migrationsFolder: before });
      await database.db.execute(sql`INSERT INTO agencies (id, name) VALUES (101, 'REUTERS'), (102, 'Reuters'), (103, 'reuters '), (104, 'Anadolu Ajansı'), (105, 'ANADOLU AJANSI')`);
      await database.db.execute(sql`INSERT INTO agency_contents (agency_id, agency_content_id) VALUES (101, 'a'), (102, 'b'), (103, 'c'), (104, 'd'), (105, 'e')`);
      await database.db.execute(sql`INSERT INTO agency_archives (agency_id, title) VALUES (103, 'archived')`);
      await database.db.execute(sql`INSERT INTO agency_videos (agency_id, agency_content_id) VALUES (102, 'v')`);

      await database.migrate();

      expect((await database.db.select({ id: agencies.id, name: agencies.name }).from(agencies)).sort((a, b) => a.id - b.id)).toEqual([
        { id: 101, name: 'REUTERS' },
        { id: 104, name: 'Anadolu Ajansı' },
      ]);
      const owners = [
        ...(await database.db.select({ agencyId: agencyContents.agencyId }).from(agencyContents)),
        ...(await database.db.select({ agencyId: agencyArchives.agencyId }).from(agencyArchives)),
        ...(await database.db.select({ agencyId: agencyVideos.agencyId }).from(agencyVideos)),
      ].map((row) => row.agencyId);
      expect(owners.sort()).toEqual([101, 101, 101, 101, 101, 104, 104]);
      // Later wire items under yet another spelling find the folded agency.
      await storeWireItems(database.db, [item('urn:names:after', 'Reuters')]);
      const [after] = await database.db.select({ agencyId: agencyContents.agencyId }).from(agencyContents).where(eq(agencyContents.agencyContentId, 'urn:names:after'));
      expect(after!.agencyId).toBe(101);
    } finally {
      await database.close();
    }
  });
});
