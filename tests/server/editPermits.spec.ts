import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStream } from '../../server/events/eventBus.ts';
import { editPermitTransitions } from '../../server/db/editPermitsTable.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { users } from '../../server/db/usersTable.ts';
import { AUTO_ACCEPT_JOB, type AutoAcceptPayload, type PermitEnv } from '../../server/permits/permitChanges.ts';
import { autoAcceptRequest, sweepPermits } from '../../server/permits/permitJobs.ts';
import { holdPermit, readPermit } from '../../server/permits/permitOperations.ts';
import { busSubscriptions } from './support/busSubscriptions.ts';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { nextWithin } from './support/nextWithin.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Edit permits (spec 02 §1, §4): every transition and its refusals through the API, the content
 * writes they guard, the server's countdown and heartbeat expiry (driven with a clock), the events.
 */
const SITE = '4';
const PERMIT = `resource recordId holder { userId name session since } expiresAt request { user { userId name session } requestedAt autoAcceptAt }
  viewers { userId session } last { kind byUserId toUserId toSession at } autoAcceptSeconds heartbeatSeconds`;

type Account = 'admin' | 'chief' | 'editor' | 'reader';

export interface Permit {
  resource: string;
  recordId: string;
  holder: { userId: string; name: string; session: string; since: string } | null;
  expiresAt: string | null;
  request: { user: { userId: string; name: string; session: string }; requestedAt: string; autoAcceptAt: string } | null;
  viewers: { userId: string; session: string }[];
  last: { kind: string; byUserId: string | null; toUserId: string | null; toSession: string | null; at: string } | null;
  autoAcceptSeconds: number;
  heartbeatSeconds: number;
}

describe.each(testDatabaseKinds())('edit permits on %s', (database) => {
  let server: TestApp;
  let tokens: Record<Account, string>;
  let ids: Record<Account, string>;
  let references: ContentReferences;
  const as = (account: Account): CallOptions => ({ token: tokens[account], siteId: SITE, language: 'en' });
  const env = (): PermitEnv => ({ db: server.db, events: server.events, settings: server.config.permits });

  async function call(account: Account, operation: string, args: Record<string, unknown>) {
    const variables = { resource: 'contents', ...args };
    const isQuery = operation === 'editPermit';
    const parameters = Object.keys(variables).map((name) => `$${name}: ${name === 'accept' ? 'Boolean!' : name === 'session' || name === 'resource' ? 'String!' : 'ID!'}`);
    const passed = Object.keys(variables).map((name) => `${name}: $${name}`);
    const document = `${isQuery ? 'query' : 'mutation'} (${parameters.join(', ')}) { ${operation}(${passed.join(', ')}) { ${PERMIT} } }`;
    return graphqlCall<Record<string, Permit>>(server.yoga, document, { ...as(account), variables });
  }
  const permit = async (account: Account, operation: string, args: Record<string, unknown>) => {
    const response = await call(account, operation, args);
    expect(response.errors).toBeUndefined();
    return response.data![operation]!;
  };
  const refusal = async (account: Account, operation: string, args: Record<string, unknown>) => {
    const response = await call(account, operation, args);
    return { codes: errorCodes(response), message: response.errors?.[0]?.message };
  };
  const newContent = async (title = 'İzinli haber') => (await contentCalls(server.yoga, as('admin')).save(contentInput('news', references, { title }))).data!.saveContent!;
  const transitions = (recordId: string) =>
    server.db
      .select()
      .from(editPermitTransitions)
      .where(and(eq(editPermitTransitions.resource, 'contents'), eq(editPermitTransitions.recordId, recordId)))
      .orderBy(asc(editPermitTransitions.id));

  beforeAll(async () => {
    server = await startTestApp(database);
    const accounts: Account[] = ['admin', 'chief', 'editor', 'reader'];
    tokens = Object.fromEntries(await Promise.all(accounts.map(async (account) => [account, await demoToken(server.baseUrl, account)]))) as Record<Account, string>;
    const me = async (account: Account) => String((await server.db.select({ id: users.id }).from(users).where(eq(users.email, `${account}@newsroom.example`)))[0]!.id);
    ids = Object.fromEntries(await Promise.all(accounts.map(async (account) => [account, await me(account)]))) as Record<Account, string>;
    references = await contentReferences(server.yoga, as('admin'));
  });
  afterAll(() => server?.stop());

  it('hold: free becomes yours, yours is refreshed (and moves to your other tab), someone else is refused PERMIT_HELD naming the holder', async () => {
    const { id } = await newContent();
    const free = await permit('editor', 'editPermit', { id });
    expect(free).toMatchObject({ resource: 'contents', recordId: id, holder: null, request: null, viewers: [], last: null, autoAcceptSeconds: 30, heartbeatSeconds: 45 });

    const held = await permit('editor', 'holdEditPermit', { id, session: 'tab-1' });
    expect(held.holder).toMatchObject({ userId: ids.editor, session: 'tab-1' });
    expect(Date.parse(held.expiresAt!) - Date.parse(held.holder!.since)).toBe(45_000);
    expect(held.last).toMatchObject({ kind: 'held', byUserId: ids.editor, toUserId: ids.editor, toSession: 'tab-1' });
    expect(held.viewers).toEqual([{ userId: ids.editor, session: 'tab-1' }]);

    const again = await permit('editor', 'holdEditPermit', { id, session: 'tab-1' });
    expect(Date.parse(again.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(held.expiresAt!));
    expect(again.last).toEqual(held.last);

    const refused = await refusal('chief', 'holdEditPermit', { id, session: 'chief-1' });
    expect(refused.codes).toEqual(['PERMIT_HELD']);
    expect(refused.message).toBe(`The edit permit is held by ${held.holder!.name}.`);

    const otherTab = await permit('editor', 'holdEditPermit', { id, session: 'tab-2' });
    expect(otherTab.holder).toMatchObject({ userId: ids.editor, session: 'tab-2' });
    expect((await transitions(id)).map((row) => row.kind)).toEqual(['held', 'held']);
  });

  it('request: refused when you asked already or someone else did; the holder declines or accepts; only the holder answers', async () => {
    const { id } = await newContent();
    await permit('editor', 'holdEditPermit', { id, session: 'e' });
    const requested = await permit('chief', 'requestEditPermit', { id, session: 'c' });
    expect(requested.request).toMatchObject({ user: { userId: ids.chief, session: 'c' } });
    expect(Date.parse(requested.request!.autoAcceptAt) - Date.parse(requested.request!.requestedAt)).toBe(30_000);
    expect(requested.last).toMatchObject({ kind: 'requested', byUserId: ids.chief });
    expect(requested.viewers.map((viewer) => viewer.session)).toEqual(['e', 'c']);

    expect((await refusal('chief', 'requestEditPermit', { id, session: 'c' })).codes).toEqual(['PERMIT_ALREADY_REQUESTED']);
    expect(await refusal('admin', 'requestEditPermit', { id, session: 'a' })).toEqual({ codes: ['PERMIT_REQUESTED_BY_OTHER'], message: 'Requested by another user.' });
    expect((await refusal('chief', 'answerEditPermitRequest', { id, accept: true })).codes).toEqual(['PERMIT_NOT_HOLDER']);

    const declined = await permit('editor', 'answerEditPermitRequest', { id, accept: false });
    expect(declined).toMatchObject({ holder: { userId: ids.editor }, request: null, last: { kind: 'declined', byUserId: ids.editor, toUserId: ids.chief, toSession: 'c' } });

    await permit('chief', 'requestEditPermit', { id, session: 'c' });
    const accepted = await permit('editor', 'answerEditPermitRequest', { id, accept: true });
    expect(accepted).toMatchObject({ holder: { userId: ids.chief, session: 'c' }, request: null, last: { kind: 'accepted', byUserId: ids.editor, toUserId: ids.chief, toSession: 'c' } });
    // The holder's own request changes nothing; a free permit requested is the caller's at once.
    expect((await permit('chief', 'requestEditPermit', { id, session: 'c' })).request).toBeNull();
    expect((await transitions(id)).map((row) => [row.kind, row.holderAfterUserId])).toEqual([
      ['held', Number(ids.editor)],
      ['requested', Number(ids.editor)],
      ['declined', Number(ids.editor)],
      ['requested', Number(ids.editor)],
      ['accepted', Number(ids.chief)],
    ]);
  });

  it('take over needs its own permission; release frees it or hands it to the requester; remove sends a user off the page', async () => {
    const { id } = await newContent();
    await permit('chief', 'holdEditPermit', { id, session: 'c' });
    expect((await refusal('editor', 'takeOverEditPermit', { id, session: 'e' })).codes).toEqual(['FORBIDDEN']);
    await permit('editor', 'heartbeatEditPermit', { id, session: 'e' });
    await permit('editor', 'requestEditPermit', { id, session: 'e' });

    const taken = await permit('admin', 'takeOverEditPermit', { id, session: 'a' });
    expect(taken).toMatchObject({ holder: { userId: ids.admin, session: 'a' }, request: null, last: { kind: 'takenOver', byUserId: ids.admin, toUserId: ids.admin, toSession: 'a' } });

    expect((await refusal('chief', 'removeUserFromPage', { id, userId: ids.editor })).codes).toEqual(['PERMIT_NOT_HOLDER']);
    expect((await refusal('admin', 'removeUserFromPage', { id, userId: ids.admin })).codes).toEqual(['BAD_USER_INPUT']);
    const removed = await permit('admin', 'removeUserFromPage', { id, userId: ids.editor });
    expect(removed.viewers.map((viewer) => viewer.userId)).toEqual([ids.chief, ids.admin]);
    expect(removed.last).toMatchObject({ kind: 'removed', byUserId: ids.admin, toUserId: ids.editor });

    // Someone else's release changes nothing but their own presence.
    const chiefLeft = await permit('chief', 'releaseEditPermit', { id, session: 'c' });
    expect(chiefLeft).toMatchObject({ holder: { userId: ids.admin }, viewers: [{ userId: ids.admin, session: 'a' }] });
    await permit('chief', 'requestEditPermit', { id, session: 'c2' });
    const handed = await permit('admin', 'releaseEditPermit', { id, session: 'a' });
    expect(handed).toMatchObject({ holder: { userId: ids.chief, session: 'c2' }, last: { kind: 'accepted', byUserId: ids.admin, toUserId: ids.chief } });
    const released = await permit('chief', 'releaseEditPermit', { id, session: 'c2' });
    expect(released).toMatchObject({ holder: null, viewers: [], last: { kind: 'released', byUserId: ids.chief } });
  });

  it("needs the record's save permission on the site; an unknown resource or record is refused", async () => {
    const { id } = await newContent();
    expect((await refusal('reader', 'editPermit', { id })).codes).toEqual(['FORBIDDEN']);
    expect((await refusal('reader', 'holdEditPermit', { id, session: 'r' })).codes).toEqual(['FORBIDDEN']);
    expect((await refusal('editor', 'holdEditPermit', { id: '999999', session: 'e' })).codes).toEqual(['NOT_FOUND']);
    const unknown = await call('editor', 'editPermit', { resource: 'categories', id });
    expect(errorCodes(unknown)).toEqual(['BAD_USER_INPUT']);
    const elsewhere = await graphqlCall(server.yoga, `query { editPermit(resource: "contents", id: "${id}") { holder { userId } } }`, { ...as('editor'), siteId: '1' });
    expect(errorCodes(elsewhere)).toEqual(['NOT_FOUND']);
  });

  it("guards the content's writes: a non-holder's save, restore, status change and delete are refused and change nothing; a free permit is held by the save", async () => {
    const content = await newContent();
    const calls = (account: Account) => contentCalls(server.yoga, as(account));
    await permit('editor', 'holdEditPermit', { id: content.id, session: 'e' });

    const save = await calls('chief').save({ id: content.id, version: content.version, title: 'Başkasının başlığı' });
    expect(errorCodes(save)).toEqual(['PERMIT_HELD']);
    expect((await calls('chief').status(content.id, 1)).errors?.[0]?.extensions?.code).toBe('PERMIT_HELD');
    const remove = await graphqlCall(server.yoga, `mutation { deleteContent(id: "${content.id}", version: ${content.version}) { id } }`, as('chief'));
    expect(errorCodes(remove)).toEqual(['PERMIT_HELD']);
    const [revision] = (await graphqlCall<{ contentRevisions: { id: string }[] }>(server.yoga, `{ contentRevisions(contentId: "${content.id}") { id } }`, as('chief'))).data!.contentRevisions;
    const restore = await graphqlCall(server.yoga, `mutation { restoreContentRevision(contentId: "${content.id}", revisionId: "${revision!.id}", version: ${content.version}) { id } }`, as('chief'));
    expect(errorCodes(restore)).toEqual(['PERMIT_HELD']);
    expect((await calls('admin').one(content.id)).data!.content).toMatchObject({ version: content.version, title: content.title, status: content.status });

    const mine = await calls('editor').save({ id: content.id, version: content.version, title: 'Sahibinin başlığı' });
    expect(mine.errors).toBeUndefined();
    await permit('editor', 'releaseEditPermit', { id: content.id, session: 'e' });

    const taken = await calls('chief').save({ id: content.id, version: content.version + 1, title: 'Serbestken kaydedildi' });
    expect(taken.errors).toBeUndefined();
    const held = await permit('chief', 'editPermit', { id: content.id });
    expect(held).toMatchObject({ holder: { userId: ids.chief, session: 'save' }, last: { kind: 'held', byUserId: ids.chief } });
    // The chief's editor tab picks the permit up with its heartbeat.
    expect((await permit('chief', 'heartbeatEditPermit', { id: content.id, session: 'c' })).holder).toMatchObject({ userId: ids.chief, session: 'c' });
    // Creating needs no permit.
    expect((await calls('editor').save(contentInput('news', references))).errors).toBeUndefined();
  });

  it('a status switched in the list leaves the permit free at once (another editor opens it right after); a tab of the switcher keeps holding it', async () => {
    const content = await newContent();
    const calls = (account: Account) => contentCalls(server.yoga, as(account));
    const switched = async (status: number) => expect((await calls('editor').status(content.id, status)).data).toEqual({ updateStatusToContent: true });
    const version = async () => (await calls('editor').one(content.id)).data!.content!.version as number;
    await switched(1);
    expect((await permit('editor', 'editPermit', { id: content.id })).holder).toBeNull();
    expect((await permit('chief', 'holdEditPermit', { id: content.id, session: 'c' })).holder).toMatchObject({ userId: ids.chief, session: 'c' });
    await permit('chief', 'releaseEditPermit', { id: content.id, session: 'c' });

    // A permit an earlier save left with the API's session goes with the switch.
    expect((await calls('editor').save({ id: content.id, version: await version(), title: 'Kaydedilip kapatıldı' })).errors).toBeUndefined();
    expect((await permit('editor', 'editPermit', { id: content.id })).holder).toMatchObject({ userId: ids.editor, session: 'save' });
    await switched(2);
    expect(await permit('editor', 'editPermit', { id: content.id })).toMatchObject({ holder: null, last: { kind: 'released', byUserId: ids.editor } });

    await permit('editor', 'holdEditPermit', { id: content.id, session: 'e' });
    await switched(1);
    expect((await permit('editor', 'editPermit', { id: content.id })).holder).toMatchObject({ userId: ids.editor, session: 'e' });
  });

  it('a holder without a heartbeat loses it: reads and transitions treat it as free, the sweep announces it expired; viewers lapse the same way', async () => {
    const { id } = await newContent();
    const key = { site: Number(SITE), resource: 'contents', recordId: id };
    const start = new Date();
    const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    await holdPermit(env(), key, { userId: Number(ids.editor), session: 'e' }, 'en', start);
    await permit('chief', 'heartbeatEditPermit', { id, session: 'c' });
    expect((await readPermit(env(), key, later(44))).holder).toMatchObject({ userId: Number(ids.editor) });
    const lapsed = await readPermit(env(), key, later(46));
    expect(lapsed).toMatchObject({ holder: null, expiresAt: null, viewers: [] });

    const stream = server.events.subscribe<{ last: { kind: string } | null; holder: unknown }>({ topic: 'editPermits', site: Number(SITE), key: `contents/${id}` });
    try {
      expect(await sweepPermits(env(), later(46))).toMatchObject({ permits: expect.any(Number) });
      const event = await nextWithin(stream);
      expect(event).toMatchObject({ holder: null, viewers: [], last: { kind: 'expired', byUserId: null } });
      // Nothing left to sweep on this permit.
      await sweepPermits(env(), later(47));
      expect(await nextWithin(stream, 100)).toBe('nothing');
    } finally {
      await stream.return?.();
    }
    // A lapsed holder is free for the next one at once, and the log says why it changed hands.
    await holdPermit(env(), key, { userId: Number(ids.chief), session: 'c' }, 'en', later(50));
    expect((await transitions(id)).map((row) => [row.kind, row.holderBeforeUserId, row.holderAfterUserId])).toEqual([
      ['held', null, Number(ids.editor)],
      ['expired', Number(ids.editor), null],
      ['held', null, Number(ids.chief)],
    ]);
  });

  it("the countdown grants an unanswered request with the holder gone, once: a job at autoAcceptAt that checks it is the same request", async () => {
    const { id } = await newContent();
    await permit('editor', 'holdEditPermit', { id, session: 'e' });
    const requested = await permit('chief', 'requestEditPermit', { id, session: 'c' });
    const pendingJob = async (session: string) =>
      (await server.db.select().from(jobs).where(and(eq(jobs.name, AUTO_ACCEPT_JOB), sql`${jobs.payload}->>'recordId' = ${id}`, sql`${jobs.payload}->>'session' = ${session}`)))[0];
    const job = await pendingJob('c');
    const payload = job!.payload as AutoAcceptPayload;
    expect(payload).toMatchObject({ recordId: id, userId: Number(ids.chief), session: 'c' });
    expect(job!.runAt.toISOString()).toBe(requested.request!.autoAcceptAt);

    // The holder's tab is gone: nobody answers. The job runs at the countdown's end (here, by hand).
    expect(await autoAcceptRequest(env(), payload, new Date(requested.request!.autoAcceptAt))).toEqual({ holderUserId: Number(ids.chief) });
    const granted = await permit('chief', 'editPermit', { id });
    expect(granted).toMatchObject({ holder: { userId: ids.chief, session: 'c' }, request: null, last: { kind: 'autoAccepted', byUserId: null, toUserId: ids.chief } });
    // Run again (a second server, a retry): the request is gone, nothing changes.
    await autoAcceptRequest(env(), payload, new Date(requested.request!.autoAcceptAt));
    expect((await transitions(id)).filter((row) => row.kind === 'autoAccepted')).toHaveLength(1);

    // A job of an answered request grants nothing.
    await permit('editor', 'requestEditPermit', { id, session: 'e' });
    const declined = await permit('chief', 'answerEditPermitRequest', { id, accept: false });
    const stale = await pendingJob('e');
    await autoAcceptRequest(env(), stale!.payload as AutoAcceptPayload, new Date(Date.parse(declined.last!.at) + 1000));
    expect((await permit('chief', 'editPermit', { id })).holder).toMatchObject({ userId: ids.chief });
  });

  it('streams every change to subscribers of the permit over graphql-ws, after checking the site and permission', async () => {
    const { id } = await newContent();
    const subscriptions = busSubscriptions(server, SITE);
    const open = (account: Account) =>
      subscriptions.open<{ editPermitChanged: Permit }>(tokens[account], `subscription ($resource: String!, $id: ID!) { editPermitChanged(resource: $resource, id: $id) { ${PERMIT} } }`, {
        resource: 'contents',
        id,
      });
    try {
      const chief = open('chief');
      const reader = open('reader');
      const refused = await reader.next().catch((error: unknown) => error);
      expect(JSON.stringify(refused)).toContain('Permission denied');
      const first = chief.next();
      await subscriptions.listening();
      await permit('editor', 'holdEditPermit', { id, session: 'e' });
      expect((await first).value.data!.editPermitChanged).toMatchObject({ holder: { userId: ids.editor, session: 'e' }, last: { kind: 'held' } });
      // A heartbeat of the holder is not news; a new viewer is.
      await permit('editor', 'heartbeatEditPermit', { id, session: 'e' });
      await permit('chief', 'heartbeatEditPermit', { id, session: 'c' });
      const next: Permit = (await chief.next()).value.data!.editPermitChanged;
      expect(next.viewers.map((viewer) => viewer.session)).toEqual(['e', 'c']);
      expect(next.last).toMatchObject({ kind: 'held' });
    } finally {
      await subscriptions.close();
    }
  });

  it("tells a list's readers who holds which record as it changes hands, and nothing while the holder stays", async () => {
    const { id } = await newContent();
    const subscriptions = busSubscriptions(server, SITE);
    type Change = { recordId: string; holder: { userId: string; name: string } | null };
    const open = (account: Account, resource = 'contents') =>
      subscriptions.open<{ editPermitHoldersChanged: Change }>(
        tokens[account],
        'subscription ($resource: String!) { editPermitHoldersChanged(resource: $resource) { recordId holder { userId name } } }',
        { resource },
      );
    try {
      // Who may read the list may follow it; the reader of site 4 may not read contents.
      expect(JSON.stringify((await open('reader').next()).value)).toContain('Permission denied: needs content.view');
      expect(JSON.stringify(await open('admin', 'nothing').next().catch((error: unknown) => error))).toMatch(/nothing/);
      const reader = open('admin');
      const first = reader.next();
      await subscriptions.listening();
      await permit('editor', 'holdEditPermit', { id, session: 'e' });
      expect((await first).value.data!.editPermitHoldersChanged).toEqual({ recordId: id, holder: { userId: ids.editor, name: expect.any(String) } });
      // A heartbeat, a viewer and a request leave the holder as it was: not sent.
      await permit('editor', 'heartbeatEditPermit', { id, session: 'e' });
      await permit('chief', 'heartbeatEditPermit', { id, session: 'c' });
      await permit('chief', 'requestEditPermit', { id, session: 'c' });
      await permit('editor', 'answerEditPermitRequest', { id, accept: true });
      expect((await reader.next()).value.data!.editPermitHoldersChanged).toEqual({ recordId: id, holder: { userId: ids.chief, name: expect.any(String) } });
      await permit('chief', 'releaseEditPermit', { id, session: 'c' });
      expect((await reader.next()).value.data!.editPermitHoldersChanged).toEqual({ recordId: id, holder: null });
    } finally {
      await subscriptions.close();
    }
  });
});
