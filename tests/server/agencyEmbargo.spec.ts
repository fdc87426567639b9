import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const HOUR = 3_600_000;

function item(guid: string, embargoUntil: string | null): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid, version: 1, agencyName: 'Embargo Wire', title: guid, spot: '', content: '', city: null, country: null,
    tags: [], types: ['news'], priority: 5, agencyCategoryName: null, author: null, source: null, createdDate: null, updatedDate: null,
    embargoUntil, pubStatus: 'usable', images: [], videos: [],
  };
}

describe.each(testDatabaseKinds())('embargoed agency items on %s', (database) => {
  let app: TestApp;
  let admin: string;
  const later = new Date(Date.now() + 48 * HOUR).toISOString();
  const earlier = new Date(Date.now() - 48 * HOUR).toISOString();

  const guids = async (filter: Record<string, unknown>) => {
    const answer = await graphqlCall<{ agencyContents: { agencyContentId: string; embargoUntil: string | null }[] }>(
      app.yoga,
      'query ($filter: AgencyContentFilter) { agencyContents(filter: $filter) { agencyContentId embargoUntil } }',
      { token: admin, siteId: SITE, variables: { filter } },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.agencyContents.map((row) => row.agencyContentId).sort();
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await demoToken(app.baseUrl, 'admin');
    await storeWireItems(app.db, [item('urn:embargo:held', later), item('urn:embargo:lifted', earlier), item('urn:embargo:none', null)]);
    await storeWireItems(app.db, [item('urn:embargo:held-2', later)]);
  });
  afterAll(() => app?.stop());

  it('filters by embargo: true lists the items held until later, false the rest, absent all', async () => {
    expect(await guids({ embargoed: true })).toEqual(['urn:embargo:held', 'urn:embargo:held-2']);
    expect(await guids({ embargoed: false })).toEqual(['urn:embargo:lifted', 'urn:embargo:none']);
    expect(await guids({})).toEqual(['urn:embargo:held', 'urn:embargo:held-2', 'urn:embargo:lifted', 'urn:embargo:none']);
  });

  it('finds no embargoed archive items or videos: they carry no embargo', async () => {
    const answer = await graphqlCall<{ agencyArchives: unknown[]; agencyVideos: unknown[] }>(
      app.yoga,
      '{ agencyArchives(filter: { embargoed: true }) { id } agencyVideos(filter: { embargoed: true }) { id } }',
      { token: admin, siteId: SITE },
    );
    expect(answer.data).toEqual({ agencyArchives: [], agencyVideos: [] });
  });

  const archive = (agencyContentId: string, language: string) =>
    graphqlCall<{ saveAgencyArchive: { id: string } }>(app.yoga, 'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id } }', {
      token: admin,
      siteId: SITE,
      language,
      variables: { input: { agencyContentId, title: agencyContentId, images: [{ path: 'images/a.jpg', text: 'A' }] } },
    });
  const markUsed = async (agencyContentId: string, language = 'en') => {
    const current = await graphqlCall<{ agencyContent: { version: number } }>(app.yoga, 'query ($id: String!) { agencyContent(agencyContentId: $id) { version } }', {
      token: admin,
      siteId: SITE,
      variables: { id: agencyContentId },
    });
    return graphqlCall<{ saveAgencyContent: { hasItBeenUsed: boolean } }>(app.yoga, 'mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { hasItBeenUsed } }', {
      token: admin,
      siteId: SITE,
      language,
      variables: { input: { agencyContentId, version: current.data!.agencyContent.version, hasItBeenUsed: true } },
    });
  };
  const until = `${later.slice(0, 10)} ${later.slice(11, 16)} UTC`;

  it('refuses archiving an item before its embargo ends, in the request language, and changes nothing', async () => {
    const english = await archive('urn:embargo:held', 'en');
    expect(english.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { agencyContentId: `This item is under embargo until ${until}: it cannot be archived or used in content before then.` },
    });
    const turkish = await archive('urn:embargo:held', 'tr');
    expect(turkish.errors?.[0]?.message).toBe(`Bu haber ${until} tarihine kadar ambargolu: o zamana kadar arşive alınamaz ve içerikte kullanılamaz.`);
    const archived = await graphqlCall<{ agencyArchives: unknown[]; hasAgencyContentBeenUsed: boolean }>(
      app.yoga,
      '{ agencyArchives { id } hasAgencyContentBeenUsed(agencyContentId: "urn:embargo:held") }',
      { token: admin, siteId: SITE },
    );
    expect(archived.data).toEqual({ agencyArchives: [], hasAgencyContentBeenUsed: false });
    expect((await archive('urn:embargo:lifted', 'en')).data?.saveAgencyArchive.id).toBeTruthy();
  });

  it('refuses marking an item under embargo as used in content; once lifted it may be', async () => {
    const refused = await markUsed('urn:embargo:held-2');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { hasItBeenUsed: expect.stringContaining(until) } });
    expect((await markUsed('urn:embargo:none')).data?.saveAgencyContent.hasItBeenUsed).toBe(true);
  });
});
