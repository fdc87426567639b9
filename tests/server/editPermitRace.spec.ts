import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editPermits, editPermitTransitions } from '../../server/db/editPermitsTable.ts';
import { users } from '../../server/db/usersTable.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * R4: 20 tabs race to hold, request, answer, take over and release one item's permit. The
 * transitions are logged under the permit's row lock; replayed in order, each starts from the
 * holder the one before left: one holder at every instant, whatever the timing.
 */
const SITE = '4';
const CLIENTS = 20;
const ROUNDS = 12;
const ACCOUNTS = ['admin', 'chief', 'editor'] as const;
const OPERATIONS = ['hold', 'request', 'takeOver', 'accept', 'decline', 'release', 'heartbeat'] as const;
const HOLDING_KINDS = ['held', 'takenOver', 'accepted', 'autoAccepted'];
const FREEING_KINDS = ['released', 'expired'];

const DOCUMENTS: Record<(typeof OPERATIONS)[number], string> = {
  hold: 'holdEditPermit(resource: $resource, id: $id, session: $session)',
  request: 'requestEditPermit(resource: $resource, id: $id, session: $session)',
  takeOver: 'takeOverEditPermit(resource: $resource, id: $id, session: $session)',
  accept: 'answerEditPermitRequest(resource: $resource, id: $id, accept: true)',
  decline: 'answerEditPermitRequest(resource: $resource, id: $id, accept: false)',
  release: 'releaseEditPermit(resource: $resource, id: $id, session: $session)',
  heartbeat: 'heartbeatEditPermit(resource: $resource, id: $id, session: $session)',
};

/** A small deterministic generator: the same race on every run, whatever the interleaving. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe.each(testDatabaseKinds())('edit permit race (R4) on %s', (database) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp(database, { rateLimitMax: 1_000_000 });
  });
  afterAll(() => server?.stop());

  it('20 clients racing on one item: the logged transitions replay to exactly one holder at every instant', async () => {
    const tokens = Object.fromEntries(await Promise.all(ACCOUNTS.map(async (account) => [account, await demoToken(server.baseUrl, account)])));
    const userIds = Object.fromEntries(
      await Promise.all(ACCOUNTS.map(async (account) => [account, (await server.db.select({ id: users.id }).from(users).where(eq(users.email, `${account}@newsroom.example`)))[0]!.id])),
    );
    const admin = { token: tokens.admin, siteId: SITE };
    const content = (await contentCalls(server.yoga, admin).save(contentInput('news', await contentReferences(server.yoga, admin)))).data!.saveContent!;
    const refusals = new Map<string, number>();
    const unexpected: unknown[] = [];

    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const account = ACCOUNTS[client % ACCOUNTS.length]!;
        const session = `tab-${client}`;
        const next = generator(client + 1);
        for (let round = 0; round < ROUNDS; round++) {
          const operation = OPERATIONS[next(OPERATIONS.length)]!;
          const sessionVariable = DOCUMENTS[operation].includes('$session') ? ', $session: String!' : '';
          const query = `mutation ($resource: String!, $id: ID!${sessionVariable}) { permit: ${DOCUMENTS[operation]} { holder { userId session } } }`;
          const response = await graphqlCall<{ permit: { holder: { userId: string; session: string } | null } }>(server.yoga, query, {
            token: tokens[account],
            siteId: SITE,
            variables: { resource: 'contents', id: content.id, ...(sessionVariable ? { session } : {}) },
          });
          const code = response.errors?.[0]?.extensions?.code;
          if (code) {
            if (!/^PERMIT_|^FORBIDDEN$/.test(code)) unexpected.push(response.errors);
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
            continue;
          }
          // What a hold or take over answers is the state its own transaction left: the caller holds it.
          if (operation === 'hold' || operation === 'takeOver') expect(response.data!.permit.holder).toEqual({ userId: String(userIds[account]), session });
        }
      }),
    );
    expect(unexpected).toEqual([]);
    // The race did race: someone was refused because someone else held it.
    expect(refusals.get('PERMIT_HELD')).toBeGreaterThan(0);

    const log = await server.db
      .select()
      .from(editPermitTransitions)
      .where(and(eq(editPermitTransitions.resource, 'contents'), eq(editPermitTransitions.recordId, content.id)))
      .orderBy(asc(editPermitTransitions.id));
    expect(log.length).toBeGreaterThan(CLIENTS);
    let holder: [number | null, string | null] = [null, null];
    for (const entry of log) {
      expect([entry.holderBeforeUserId, entry.holderBeforeSession], `transition #${entry.id} (${entry.kind})`).toEqual(holder);
      const after: [number | null, string | null] = [entry.holderAfterUserId, entry.holderAfterSession];
      if (HOLDING_KINDS.includes(entry.kind)) expect(after[0]).not.toBeNull();
      else if (FREEING_KINDS.includes(entry.kind)) expect(after).toEqual([null, null]);
      else expect(after).toEqual(holder);
      holder = after;
    }
    const [row] = await server.db.select().from(editPermits).where(and(eq(editPermits.resource, 'contents'), eq(editPermits.recordId, content.id)));
    expect([row!.holderUserId, row!.holderSession]).toEqual(holder);
    expect(log.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['held', 'requested', 'takenOver']));
  });
});
