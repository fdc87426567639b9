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
  });
  afterAll(() => app?.stop());

  it('filters by embargo: true lists the items held until later, false the rest, absent all', async () => {
    expect(await guids({ embargoed: true })).toEqual(['urn:embargo:held']);
    expect(await guids({ embargoed: false })).toEqual(['urn:embargo:lifted', 'urn:embargo:none']);
    expect(await guids({})).toEqual(['urn:embargo:held', 'urn:embargo:lifted', 'urn:embargo:none']);
  });

  it('finds no embargoed archive items or videos: they carry no embargo', async () => {
    const answer = await graphqlCall<{ agencyArchives: unknown[]; agencyVideos: unknown[] }>(
      app.yoga,
      '{ agencyArchives(filter: { embargoed: true }) { id } agencyVideos(filter: { embargoed: true }) { id } }',
      { token: admin, siteId: SITE },
    );
    expect(answer.data).toEqual({ agencyArchives: [], agencyVideos: [] });
  });
});
