import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '../../resources/featureFlag.ts';
import { KNOWN_FEATURE_FLAGS } from '../../resources/knownFeatureFlags.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Known flags are seeded on; switching one off reaches the delivery API and the sessions at once. */
describe.each(testDatabaseKinds())('feature flags on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let reader: CallOptions;

  beforeAll(async () => {
    // A cache far longer than the test: only the save's invalidation can make a change show.
    server = await startTestApp(database, { lookupCacheTtlMs: 600_000 });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: '4', language: 'en' };
    reader = { token: await demoToken(server.baseUrl, 'reader'), siteId: '4', language: 'en' };
  });
  afterAll(async () => server?.stop());

  const flags = () => resourceCalls(server.yoga, featureFlags, admin);
  const headlinesStatus = async () => (await server.app.inject({ method: 'GET', url: '/api/public/4/headlines' })).statusCode;
  const disabled = async (options: CallOptions) => (await graphqlCall<{ disabledFeatures: string[] }>(server.yoga, '{ disabledFeatures }', options)).data?.disabledFeatures;
  const switchFlag = async (key: string, enabled: boolean) => {
    const flag = (await flags().list({ limit: 100 })).data!.featureFlags!.find((row) => row.key === key);
    const saved = await flags().save({ id: flag!.id, version: flag!.version, key, description: flag!.description, enabled });
    expect(saved.errors).toBeUndefined();
  };

  it('seeds every known flag, on', async () => {
    const rows = (await flags().list({ limit: 100 })).data!.featureFlags!;
    for (const known of KNOWN_FEATURE_FLAGS) expect(rows.find((row) => row.key === known.key)).toMatchObject({ enabled: true, description: known.description.tr });
    expect(await disabled(reader)).toEqual([]);
  });

  it("the delivery API's headline feed answers 404 while its flag is off, and again once it is on", async () => {
    expect(await headlinesStatus()).toBe(200);
    await switchFlag('deliveryHeadlines', false);
    expect(await headlinesStatus()).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/public/4/contents' })).statusCode).toBe(200);
    expect(await disabled(reader)).toEqual(['deliveryHeadlines']);
    await switchFlag('deliveryHeadlines', true);
    expect(await headlinesStatus()).toBe(200);
    expect(await disabled(reader)).toEqual([]);
  });
});
