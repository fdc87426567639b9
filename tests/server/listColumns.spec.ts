import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';

/** Drizzle's logger interface, on the session every query of `app.db` is prepared with. */
type Session = { logger: { logQuery(query: string, params: unknown[]): void } };

describe.each(testDatabaseKinds())('list queries read the columns the selection asks for, on %s', (database) => {
  let app: TestApp;
  let admin: string;
  const queries: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await demoToken(app.baseUrl, 'admin');
    const item: WireItem = {
      format: 'ninjs-3', kind: 'text', guid: 'urn:columns:1', version: 1, agencyName: 'Column Wire', title: 'A long story', spot: 'spot',
      content: `<p>${'word '.repeat(10_000)}</p>`, city: null, country: null, tags: [], types: ['news'], priority: 5, agencyCategoryName: 'Economy',
      author: null, source: null, createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [],
    };
    await storeWireItems(app.db, [item]);
    const session = (app.db as unknown as { session: Session }).session;
    const logger = session.logger;
    session.logger = { logQuery: (query, params) => (queries.push(query), logger.logQuery(query, params)) };
  });
  afterAll(() => app?.stop());

  /** The SQL of the queries one call ran that read `table`. */
  async function sqlOf(query: string, table: string) {
    queries.length = 0;
    const answer = await graphqlCall(app.yoga, query, { token: admin, siteId: SITE });
    expect(answer.errors).toBeUndefined();
    return { data: answer.data, sql: queries.filter((text) => text.includes(`from "${table}"`)) };
  }

  it('a page of agency contents { id title } does not read content; one asking for content does', async () => {
    const page = await sqlOf('{ agencyContents(limit: 50) { id title } }', 'agency_contents');
    expect(page.data).toEqual({ agencyContents: [{ id: expect.any(String), title: 'A long story' }] });
    expect(page.sql).toHaveLength(1);
    expect(page.sql[0]).toContain('"agency_contents"."title"');
    expect(page.sql[0]).not.toContain('"agency_contents"."content"');
    expect(page.sql[0]).not.toContain('"agency_contents"."spot"');

    const withContent = await sqlOf('query Page { agencyContents(limit: 50) { ...Item agency { name } } } fragment Item on AgencyContent { id ... on AgencyContent { content } }', 'agency_contents');
    expect(withContent.sql[0]).toContain('"agency_contents"."content"');
    expect(withContent.data).toEqual({ agencyContents: [{ id: expect.any(String), content: expect.stringContaining('word'), agency: { name: 'Column Wire' } }] });
  });

  it('a page of archive items or videos reads only the columns asked for', async () => {
    expect((await sqlOf('{ agencyArchives(limit: 5) { id title } }', 'agency_archives')).sql[0]).not.toContain('"agency_archives"."content"');
    expect((await sqlOf('{ agencyVideos(limit: 5) { id title } }', 'agency_videos')).sql[0]).not.toContain('"agency_videos"."content"');
  });

  it("a resource's list reads the fields asked for, its own columns (version, stamps) included, and nothing else", async () => {
    const names = await sqlOf('{ authors(limit: 5) { id name } }', 'authors');
    expect(names.sql[0]).toContain('"name"');
    for (const column of ['"about"', '"version"', '"created_date"', '"updated_user_id"']) expect(names.sql[0]).not.toContain(column);
    expect((await sqlOf('{ authors(limit: 5) { id about } }', 'authors')).sql[0]).toContain('"about"');
    const own = await sqlOf('{ authors(limit: 5) { version createdDate updatedUserId } }', 'authors');
    for (const column of ['"id"', '"version"', '"created_date"', '"updated_user_id"']) expect(own.sql[0]).toContain(column);
  });
});
