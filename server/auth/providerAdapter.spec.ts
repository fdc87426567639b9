import { errors } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { oidcStates } from '../db/oidcTables.ts';
import { openTestDatabase, testDatabaseKinds } from '../../tests/server/support/testDatabase.ts';
import { createProviderAdapter, pruneProviderStates } from './providerAdapter.ts';
import { loadOrCreateProviderKeys } from './providerKeys.ts';

describe.each(testDatabaseKinds())("the provider's keys and adapter on %s", (kind) => {
  let database: Database;
  let adapterFor: ReturnType<typeof createProviderAdapter>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    adapterFor = createProviderAdapter(database.db);
  });
  afterAll(() => database?.close());

  it('makes one key row when servers start together: each gets the row that won, and keeps getting it', async () => {
    const started = await Promise.all([loadOrCreateProviderKeys(database.db), loadOrCreateProviderKeys(database.db), loadOrCreateProviderKeys(database.db)]);
    const kids = new Set(started.map((keys) => keys.jwks.keys[0]!.kid));
    expect(kids.size).toBe(1);
    expect(new Set(started.map((keys) => keys.cookieKeys[0])).size).toBe(1);
    expect((await loadOrCreateProviderKeys(database.db)).jwks.keys[0]!.kid).toBe([...kids][0]);
  });

  it('finds a model by id, uid and user code, never once it has expired, and prunes only the expired', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('live', { uid: 'uid-live', accountId: '42' }, 600);
    await sessions.upsert('forever', { uid: 'uid-forever' }, undefined as unknown as number);
    await sessions.upsert('over', { uid: 'uid-over', userCode: 'CODE-OVER' }, 0);
    const devices = adapterFor('DeviceCode');
    await devices.upsert('device', { userCode: 'ABCD-EFGH', grantId: 'g-device' }, 600);

    expect(await sessions.find('live')).toEqual({ uid: 'uid-live', accountId: '42' });
    expect(await sessions.findByUid('uid-live')).toEqual({ uid: 'uid-live', accountId: '42' });
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g-device' });
    // Ids are per model.
    expect(await devices.find('live')).toBeUndefined();
    expect(await sessions.find('over')).toBeUndefined();
    expect(await sessions.findByUid('uid-over')).toBeUndefined();
    expect(await sessions.findByUserCode('CODE-OVER')).toBeUndefined();

    await sessions.upsert('live', { uid: 'uid-live', accountId: '43' }, 600);
    expect(await sessions.find('live')).toEqual({ uid: 'uid-live', accountId: '43' });

    expect(await pruneProviderStates(database.db)).toBeGreaterThanOrEqual(1);
    const left = (await database.db.select({ id: oidcStates.id }).from(oidcStates)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining(['live', 'forever', 'device']));
    expect(left).not.toContain('over');

    await sessions.destroy('live');
    expect(await sessions.find('live')).toBeUndefined();
    expect(await sessions.find('forever')).toEqual({ uid: 'uid-forever' });
  });

  it('consumes a one-time model once: a second or simultaneous consume is refused as invalid_grant', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g-1', clientId: 'backoffice' }, 60);
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    await codes.consume('code-1');
    expect(typeof (await codes.find('code-1'))?.consumed).toBe('number');
    const again = await codes.consume('code-1').catch((error: unknown) => error);
    expect(again).toBeInstanceOf(errors.InvalidGrant);
    expect(again).toMatchObject({ error: 'invalid_grant', error_description: 'grant request is invalid' });

    await codes.upsert('code-2', { grantId: 'g-2', clientId: 'backoffice' }, 60);
    const outcomes = await Promise.allSettled([codes.consume('code-2'), codes.consume('code-2'), codes.consume('code-2')]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(errors.InvalidGrant);
  });

  it("revokes a grant's codes and tokens, leaving other grants and models alone", async () => {
    const refresh = adapterFor('RefreshToken');
    const grants = adapterFor('Grant');
    await refresh.upsert('rt-a', { grantId: 'g-a' }, 600);
    await refresh.upsert('rt-b', { grantId: 'g-b' }, 600);
    await grants.upsert('g-a', { grantId: 'g-a' }, 600);
    await refresh.revokeByGrantId('g-a');
    await grants.revokeByGrantId('g-a');
    expect(await refresh.find('rt-a')).toBeUndefined();
    expect(await refresh.find('rt-b')).toEqual({ grantId: 'g-b' });
    // The grant itself goes by destroy (oidc-provider's revoke does that), not with its members.
    expect(await grants.find('g-a')).toEqual({ grantId: 'g-a' });
  });
});
