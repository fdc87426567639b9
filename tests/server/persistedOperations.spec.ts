import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS } from '../../server/config.ts';
import { readEmbeddedPublicJwks } from '../../server/auth/providerKeys.ts';
import { createTokenVerifier } from '../../server/auth/tokenVerifier.ts';
import { createContextFactory } from '../../server/context.ts';
import { loadPersistedOperations, PERSISTED_OPERATIONS_FILE } from '../../server/graphql/persistedOperations.ts';
import { registerGraphQLRoute } from '../../server/http/graphqlRoute.ts';
import { createLeanGraphQL } from '../../server/http/leanGraphQL.ts';
import { createRequestClaims, requestRateLimitKey } from '../../server/http/rateLimitKey.ts';
import { demoToken } from './support/demoTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

const PERMISSIONS = 'query GetPermissions { permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } } }';
const CURRENT_USER = 'query GetCurrentUser { currentUser { id name email roles sites } }';
const AGENCY_CONTENTS = 'query GetAgencyContents($limit: Int) { agencyContents(limit: $limit) { agencyContentId title } }';
const NOT_IN_MANIFEST = 'query Other { currentUser { id } }';
const AGENCY_FILTERED = 'query GetFilteredAgencyContents($filter: AgencyContentFilter) { agencyContents(filter: $filter) { id } }';
const MANY_ALIASES = `query ManyAliases { ${Array.from({ length: DEFAULT_REQUEST_LIMITS.maxAliases + 1 }, (_, n) => `a${n}: currentTime`).join(' ')} }`;

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

interface Call {
  query: string;
  operationName: string;
  variables?: Record<string, unknown>;
  token?: string;
  accept?: string;
  origin?: string;
}

describe('persisted operations', () => {
  let server: TestApp;
  let distDir: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'persisted-operations-'));
    const manifest = Object.fromEntries([PERMISSIONS, CURRENT_USER, AGENCY_CONTENTS, AGENCY_FILTERED, MANY_ALIASES].map((text) => [`sha256:${hex(text)}`, text]));
    await writeFile(path.join(distDir, PERSISTED_OPERATIONS_FILE), JSON.stringify(manifest));
    server = await startTestApp('pglite', { distDir });
    for (const account of ['admin', 'reader', 'inactive'] as const) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(distDir, { recursive: true, force: true });
  });

  async function post(call: Call, byHash: boolean) {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: call.accept ?? APOLLO_ACCEPT,
        siteid: '4',
        ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        ...(call.origin ? { origin: call.origin } : {}),
      },
      body: JSON.stringify({
        operationName: call.operationName,
        variables: call.variables ?? {},
        ...(byHash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hex(call.query) } } } : { query: call.query }),
      }),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      allowOrigin: response.headers.get('access-control-allow-origin'),
      body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] },
    };
  }

  it('runs a known hash without the query text, on the lean path (yoga never sees it)', async () => {
    const { config, db, events, lookups, schema, yoga, services } = server;
    const verifyToken = createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, jwks: await readEmbeddedPublicJwks(db) });
    const createContext = createContextFactory({ db, events, lookups, verifyToken, subjectIsUserId: true, services });
    const lean = createLeanGraphQL({ schema, createContext, operations: loadPersistedOperations(distDir), yoga, corsOrigins: [], log: server.app.log });
    const onlyLean = Fastify();
    onlyLean.post('/graphql', async (request, reply) => ((await lean(request, reply)) ? reply : reply.code(501).send('not lean')));
    try {
      const call = (body: object) =>
        onlyLean.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${tokens.admin}`, siteid: '4' }, payload: body });
      const known = await call({ operationName: 'GetPermissions', extensions: { persistedQuery: { version: 1, sha256Hash: hex(PERMISSIONS) } } });
      expect(known.statusCode).toBe(200);
      expect((known.json().data.permissions as unknown[]).length).toBeGreaterThan(0);
      expect((await call({ operationName: 'Other', extensions: { persistedQuery: { version: 1, sha256Hash: hex(NOT_IN_MANIFEST) } } })).statusCode).toBe(501);
      expect((await call({ operationName: 'GetPermissions', query: PERMISSIONS })).statusCode).toBe(501);
    } finally {
      await onlyLean.close();
    }
  });

  it('verifies a token once per request: its rate limit key and its context share the verification, refusals included', async () => {
    const { config, db, events, lookups, schema, yoga, services } = server;
    const verify = createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, jwks: await readEmbeddedPublicJwks(db) });
    let verifications = 0;
    const verifyToken = (token: string) => {
      verifications += 1;
      return verify(token);
    };
    const app = Fastify();
    const requestClaims = createRequestClaims(app, verifyToken);
    const createContext = createContextFactory({ db, events, lookups, verifyToken, subjectIsUserId: true, services });
    const lean = createLeanGraphQL({ schema, createContext, operations: loadPersistedOperations(distDir), yoga, corsOrigins: [], log: server.app.log, requestClaims });
    await app.register(rateLimit, { global: false });
    registerGraphQLRoute(app, yoga, { max: 100, keyGenerator: requestRateLimitKey(requestClaims) }, lean);
    const call = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, siteid: '4' },
        payload: { operationName: 'GetPermissions', extensions: { persistedQuery: { version: 1, sha256Hash: hex(PERMISSIONS) } } },
      });
    try {
      for (let round = 1; round <= 3; round++) {
        const answer = await call(tokens.admin);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data.permissions.length).toBeGreaterThan(0);
        expect(verifications).toBe(round);
      }
      const refused = await call('junk');
      expect(refused.json().errors.map((error: { extensions?: { code?: string } }) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(verifications).toBe(4);
    } finally {
      await app.close();
    }
  });

  it("tells the server's own time for a lean answer in Server-Timing, memo answers included", async () => {
    const serverTiming = async (byHash: boolean) => {
      const body = { operationName: 'GetPermissions', ...(byHash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hex(PERMISSIONS) } } } : { query: PERMISSIONS }) };
      const response = await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.admin}`, siteid: '4' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return response.headers.get('server-timing');
    };
    for (const timing of [await serverTiming(true), await serverTiming(true)]) {
      const [, duration] = /^app;dur=(\d+\.\d{3})$/.exec(timing ?? '') ?? [];
      expect(Number(duration)).toBeGreaterThan(0);
    }
    expect(await serverTiming(false)).toBeNull();
  });

  it('sends the matrix again from its memo only while the session lookups are unchanged: a saved matrix shows on the next call', async () => {
    type Matrix = { permissions: { permissionCategories: { keyword: string; permissionDetails: { keyword: string; roleIds: string[] }[] }[] }[] };
    const roleIds = (answer: { data?: Record<string, unknown> | null }) =>
      (answer.data as unknown as Matrix).permissions[0].permissionCategories.find((category) => category.keyword === 'brand')!.permissionDetails.find((detail) => detail.keyword === 'view')!.roleIds;
    const first = await post({ query: PERMISSIONS, operationName: 'GetPermissions', token: tokens.admin }, true);
    const again = await post({ query: PERMISSIONS, operationName: 'GetPermissions', token: tokens.admin }, true);
    expect(again.body).toEqual(first.body);
    const before = roleIds(first.body);
    const granted = !before.includes('4');
    const saved = await post(
      {
        query: 'mutation Save($input: SavePermissionsInput!) { savePermissions(input: $input) { id } }',
        operationName: 'Save',
        variables: { input: { changes: [{ category: 'brand', keyword: 'view', roleId: '4', granted, baseRoleIds: before }] } },
        token: tokens.admin,
      },
      false,
    );
    expect(saved.body.errors).toBeUndefined();
    const after = await post({ query: PERMISSIONS, operationName: 'GetPermissions', token: tokens.admin }, true);
    expect(roleIds(after.body).includes('4')).toBe(granted);
    const reader = await post({ query: PERMISSIONS, operationName: 'GetPermissions', token: tokens.reader }, true);
    expect(reader.body).toEqual(after.body);
  });

  it('answers an unknown hash with PersistedQueryNotFound, and runs the same document sent whole', async () => {
    const byHash = await post({ query: NOT_IN_MANIFEST, operationName: 'Other', token: tokens.admin }, true);
    expect(byHash.body.errors?.map((error) => error.message)).toEqual(['PersistedQueryNotFound']);
    const whole = await post({ query: NOT_IN_MANIFEST, operationName: 'Other', token: tokens.admin }, false);
    expect(whole.body).toEqual({ data: { currentUser: { id: expect.any(String) } } });
  });

  const cases: Array<[string, Omit<Call, 'token'> & { account?: string }]> = [
    ['the matrix for an administrator', { query: PERMISSIONS, operationName: 'GetPermissions', account: 'admin' }],
    ['FORBIDDEN for a reader', { query: PERMISSIONS, operationName: 'GetPermissions', account: 'reader' }],
    ['UNAUTHENTICATED without a token', { query: CURRENT_USER, operationName: 'GetCurrentUser' }],
    ['an inactive user refused', { query: CURRENT_USER, operationName: 'GetCurrentUser', account: 'inactive' }],
    ['plain JSON when asked', { query: CURRENT_USER, operationName: 'GetCurrentUser', account: 'reader', accept: 'application/json' }],
    ['a variable of the wrong type', { query: AGENCY_CONTENTS, operationName: 'GetAgencyContents', account: 'admin', variables: { limit: 'many' } }],
    ['variables coerced', { query: AGENCY_CONTENTS, operationName: 'GetAgencyContents', account: 'admin', variables: { limit: 2 } }],
  ];

  it.each(cases)('answers as yoga does: %s', async (_name, { account, ...call }) => {
    const withToken = { ...call, token: account ? tokens[account] : undefined };
    expect(await post(withToken, true)).toEqual(await post(withToken, false));
  });

  it('holds the request limits for known hashes too: a document over them, a list variable too long', async () => {
    const codes = (answer: Awaited<ReturnType<typeof post>>) => answer.body.errors?.map((error) => error.extensions?.code);
    expect(codes(await post({ query: MANY_ALIASES, operationName: 'ManyAliases', token: tokens.admin }, true))).toEqual(['BAD_USER_INPUT']);
    const agencyIds = Array.from({ length: DEFAULT_REQUEST_LIMITS.maxListItems + 1 }, (_, n) => String(n + 1));
    const call = { query: AGENCY_FILTERED, operationName: 'GetFilteredAgencyContents', token: tokens.admin, variables: { filter: { agencyIds } } };
    expect(codes(await post(call, true))).toEqual(['BAD_USER_INPUT']);
    expect((await post({ ...call, variables: { filter: { agencyIds: agencyIds.slice(1) } } }, true)).body).toEqual({ data: { agencyContents: [] } });
  });

  it('answers a browser origin with the same CORS header as yoga', async () => {
    const call = { query: CURRENT_USER, operationName: 'GetCurrentUser', token: tokens.admin, origin: server.baseUrl };
    const lean = await post(call, true);
    expect(lean.allowOrigin).toBe(server.baseUrl);
    expect(lean).toEqual(await post(call, false));
  });
});
