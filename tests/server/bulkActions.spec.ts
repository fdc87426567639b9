import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/usersTable.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { holdPermit } from '../../server/permits/permitOperations.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { headlineCalls, newHeadlineType } from './support/headlineCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Bulk actions through the API: every row checked on its own and reported, the whole call refused without the permission. */
const SITE = '4';
const REPORT = 'done refused failed rows { id outcome code message heldBy }';

interface Report {
  done: number;
  refused: number;
  failed: number;
  rows: { id: string; outcome: string; code: string | null; message: string | null; heldBy: string | null }[];
}

describe.each(testDatabaseKinds())('bulk actions on %s', (database) => {
  let server: TestApp;
  let tokens: Record<'admin' | 'chief' | 'reader', string>;
  let references: ContentReferences;
  let chief: { id: number; name: string };
  const as = (account: keyof typeof tokens): CallOptions => ({ token: tokens[account], siteId: SITE, language: 'en' });

  const bulk = (account: keyof typeof tokens, input: Record<string, unknown>) =>
    graphqlCall<{ bulkAction: Report }>(server.yoga, `mutation ($input: BulkActionInput!) { bulkAction(input: $input) { ${REPORT} } }`, { ...as(account), variables: { input } });
  const newContent = async (title: string, status = 2) => (await contentCalls(server.yoga, as('admin')).save(contentInput('news', references, { title, status }))).data!.saveContent as { id: string; version: number };
  const stored = async (id: string) => (await contentCalls(server.yoga, as('admin')).one(id)).data!.content as { status: number; version: number } | null;
  const heldByChief = (recordId: string) =>
    holdPermit({ db: server.db, events: server.events, settings: server.config.permits }, { site: Number(SITE), resource: 'contents', recordId }, { userId: chief.id, session: 'chief-tab' }, 'en');
  /** A row whose version the list showed before someone else saved it. */
  async function staleContent(title: string) {
    const shown = await newContent(title);
    const saved = await contentCalls(server.yoga, as('admin')).save(contentInput('news', references, { id: shown.id, version: shown.version, title: `${title} (changed)`, status: 2 }));
    expect(saved.errors).toBeUndefined();
    return shown;
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    tokens = { admin: await demoToken(server.baseUrl, 'admin'), chief: await demoToken(server.baseUrl, 'chief'), reader: await demoToken(server.baseUrl, 'reader') };
    references = await contentReferences(server.yoga, as('admin'));
    const [row] = await server.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, 'chief@newsroom.example'));
    chief = { id: row!.id, name: row!.name };
  });
  afterAll(() => server?.close());

  it('deletes the rows it may and reports each refusal: a held permit, a used record, a stale version, a missing row', async () => {
    const free = await newContent('Silinecek haber');
    const held = await newContent('Başkasının elindeki haber');
    await heldByChief(held.id);
    const used = await newContent('Manşetteki haber', 1);
    const { headline } = await newHeadlineType(server.yoga, as('admin'));
    expect((await headlineCalls(server.yoga, as('admin')).save({ id: headline.id, version: headline.version, items: [{ contentId: used.id, order: 1 }] })).errors).toBeUndefined();
    const stale = await staleContent('Bayat haber');
    const rows = [free, held, used, stale, { id: '999999', version: 1 }].map(({ id, version }) => ({ id, version }));

    const response = await bulk('admin', { resource: 'contents', action: 'delete', rows });
    expect(response.errors).toBeUndefined();
    const report = response.data!.bulkAction;
    expect(report).toMatchObject({ done: 1, refused: 4, failed: 0 });
    expect(report.rows.map((row) => [row.id, row.outcome, row.code])).toEqual([
      [free.id, 'DONE', null],
      [held.id, 'REFUSED', 'PERMIT_HELD'],
      [used.id, 'REFUSED', 'IN_USE'],
      [stale.id, 'REFUSED', 'CONFLICT'],
      ['999999', 'REFUSED', 'NOT_FOUND'],
    ]);
    expect(report.rows[1]).toMatchObject({ heldBy: chief.name, message: `The edit permit is held by ${chief.name}.` });
    expect(report.rows[2]!.message).toMatch(/headline/i);
    expect(await stored(free.id)).toBeNull();
    for (const kept of [held, used, stale]) expect(await stored(kept.id)).not.toBeNull();
  });

  it('approves through the status path, each row in its own transaction, and refuses the held and the stale', async () => {
    const first = await newContent('Onaylanacak birinci');
    const held = await newContent('Onaylanacak ama tutulan');
    await heldByChief(held.id);
    const stale = await staleContent('Onaylanacak ama bayat');
    const second = await newContent('Onaylanacak ikinci');
    const rows = [first, held, stale, second].map(({ id, version }) => ({ id, version }));

    const report = (await bulk('admin', { resource: 'contents', action: 'approve', rows })).data!.bulkAction;
    expect(report.rows.map((row) => row.code ?? row.outcome)).toEqual(['DONE', 'PERMIT_HELD', 'CONFLICT', 'DONE']);
    expect(report).toMatchObject({ done: 2, refused: 2 });
    expect(await stored(first.id)).toMatchObject({ status: 1, version: first.version + 1 });
    expect(await stored(second.id)).toMatchObject({ status: 1 });
    expect(await stored(held.id)).toMatchObject({ status: 2, version: held.version });
    expect((await stored(stale.id))!.status).toBe(2);

    const back = (await bulk('admin', { resource: 'contents', action: 'unapprove', rows: [{ id: first.id, version: first.version + 1 }] })).data!.bulkAction;
    expect(back).toMatchObject({ done: 1, refused: 0 });
    expect(await stored(first.id)).toMatchObject({ status: 2 });
  });

  it('refuses the whole call without the permission, and offers a role only the actions it may do', async () => {
    const content = await newContent('Okurun silemeyeceği haber');
    const refused = await bulk('reader', { resource: 'contents', action: 'delete', rows: [{ id: content.id, version: content.version }] });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    expect(await stored(content.id)).not.toBeNull();

    const offered = (account: keyof typeof tokens) =>
      graphqlCall<{ availableBulkActions: string[] }>(server.yoga, `query { availableBulkActions(resource: "contents") }`, as(account)).then((response) => response.data!.availableBulkActions);
    expect(await offered('admin')).toEqual(['approve', 'unapprove', 'delete']);
    expect(await offered('reader')).toEqual([]);
  });

  it('refuses an unknown action, a value the action does not take and more than 500 rows before touching any', async () => {
    const content = await newContent('Dokunulmayacak haber');
    const row = { id: content.id, version: content.version };
    expect(errorCodes(await bulk('admin', { resource: 'contents', action: 'publishEverywhere', rows: [row] }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await bulk('admin', { resource: 'contents', action: 'approve', value: 'x', rows: [row] }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await bulk('admin', { resource: 'contents', action: 'approve', rows: Array.from({ length: 501 }, () => row) }))).toEqual(['BAD_USER_INPUT']);
    expect(await stored(content.id)).toMatchObject({ status: 2, version: content.version });
  });

  it('sets the status of agency items and marks them used, refusing a stale version and a missing item', async () => {
    const wire = (n: number): WireItem => ({
      format: 'ninjs-3', kind: 'text', guid: `urn:bulk:${n}`, version: 1, agencyName: 'Toplu Ajans', title: `Toplu ajans haberi ${n}`, spot: '', content: '', city: null, country: null,
      tags: [], types: ['news'], priority: 5, agencyCategoryName: 'Economy', author: null, source: null, createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [],
    });
    await storeWireItems(server.db, [wire(1), wire(2)]);
    const items = async () =>
      (await graphqlCall<{ agencyContents: { agencyContentId: string; status: string; hasItBeenUsed: boolean; version: number }[] }>(server.yoga, `query { agencyContents(limit: 2) { agencyContentId status hasItBeenUsed version } }`, as('admin'))).data!.agencyContents;
    const shown = await items();
    expect(shown.map((item) => item.agencyContentId).sort()).toEqual(['urn:bulk:1', 'urn:bulk:2']);

    const rows = [...shown.map((item) => ({ id: item.agencyContentId, version: item.version })), { id: 'urn:bulk:none', version: 1 }];
    const status = (await bulk('admin', { resource: 'agencyContents', action: 'status', value: 'rejected', rows })).data!.bulkAction;
    expect(status.rows.map((row) => row.code ?? row.outcome)).toEqual(['DONE', 'DONE', 'NOT_FOUND']);
    expect((await items()).map((item) => item.status)).toEqual(['rejected', 'rejected']);

    // The status change moved both versions on: the versions shown before are stale now.
    const fresh = await items();
    const used = (await bulk('admin', { resource: 'agencyContents', action: 'used', value: 'true', rows: [{ id: fresh[0]!.agencyContentId, version: fresh[0]!.version }, rows[1]] })).data!.bulkAction;
    expect(used.rows.map((row) => row.code ?? row.outcome)).toEqual(['DONE', 'CONFLICT']);
    expect((await items()).map((item) => item.hasItBeenUsed)).toEqual([true, false]);

    // The video tab's rows take a status too (no version: the video's status is its only change).
    await storeWireItems(server.db, [{ ...wire(3), guid: 'urn:bulk:video', kind: 'video', types: ['video'] }]);
    const videos = async () => (await graphqlCall<{ agencyVideos: { id: string; status: string }[] }>(server.yoga, `query { agencyVideos(limit: 5) { id status } }`, as('admin'))).data!.agencyVideos;
    const [video] = await videos();
    const videoStatus = (await bulk('admin', { resource: 'agencyVideos', action: 'status', value: 'done', rows: [{ id: video!.id, version: null }, { id: '999999', version: null }] })).data!.bulkAction;
    expect(videoStatus.rows.map((row) => row.code ?? row.outcome)).toEqual(['DONE', 'NOT_FOUND']);
    expect(await videos()).toEqual([{ id: video!.id, status: 'done' }]);
  });
});
