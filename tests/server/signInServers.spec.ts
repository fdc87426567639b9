import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoUsers.ts';
import { runServer, type RunningServer } from '../e2e/support/runServer.ts';
import { freePort } from '../support/freePort.ts';
import { graphqlCall, graphqlOverHttp } from './support/graphqlCall.ts';
import { attemptLogin, refreshTokens } from './support/oidcLogin.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/testDatabase.ts';

/**
 * Two server processes on one PostgreSQL behind one address (issue 34 point 1): the embedded
 * provider's state and keys are in the database, so a sign-in started on one server finishes on
 * the other, a code is exchanged once whichever server sees it, and either server's tokens work
 * on both. The address is a small proxy here that the test tells where each request goes.
 */
type Name = 'A' | 'B';
type Route = (request: IncomingMessage) => Name;

interface RoutingProxy {
  url: string;
  /** Where each request went, in order. */
  served: Array<{ server: Name; method: string; path: string }>;
  route: Route;
  close(): Promise<void>;
}

async function startRoutingProxy(targets: () => Record<Name, string>): Promise<RoutingProxy> {
  const proxy: RoutingProxy = { url: '', served: [], route: () => 'A', close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const name = proxy.route(request);
    proxy.served.push({ server: name, method: request.method ?? 'GET', path: (request.url ?? '/').split('?')[0]! });
    const target = new URL(targets()[name]);
    const upstream = forward(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(error.message));
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

const EDITOR = 'editor@newsroom.example';
const onlyTo =
  (name: Name): Route =>
  () =>
    name;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('sign-in across two servers behind one address', () => {
  let database: ScratchDatabase;
  let noDist: string;
  let proxy: RoutingProxy;
  const servers: Partial<Record<Name, RunningServer>> = {};

  beforeAll(async () => {
    database = await createScratchDatabase({ seeded: true });
    noDist = await mkdtemp(path.join(tmpdir(), 'sign-in-no-dist-'));
    proxy = await startRoutingProxy(() => ({ A: servers.A!.url, B: servers.B!.url }));
    // Both servers' issuer is the one address; each is also reachable directly.
    const env = { DATABASE_URL: database.url, PUBLIC_URL: proxy.url, DEMO_AGENCY_ITEMS: '0', ADMIN_DIST_DIR: noDist };
    // Side by side, so both look for the keys at once and must agree on the one row.
    const started = await Promise.allSettled([runServer(env), runServer(env)]);
    if (started[0].status === 'fulfilled') servers.A = started[0].value;
    if (started[1].status === 'fulfilled') servers.B = started[1].value;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, 240_000);
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    await proxy?.close();
    await database?.drop();
    if (noDist) await rm(noDist, { recursive: true, force: true });
  });

  it('publishes one issuer and one signing key on both servers', async () => {
    const document = async (server: RunningServer, file: string) => (await fetch(`${server.url}/oidc/${file}`)).json();
    const [discoveryA, discoveryB] = await Promise.all([document(servers.A!, '.well-known/openid-configuration'), document(servers.B!, '.well-known/openid-configuration')]);
    expect(discoveryA.issuer).toBe(`${proxy.url}/oidc`);
    expect(discoveryB.issuer).toBe(discoveryA.issuer);
    const [jwksA, jwksB] = await Promise.all([document(servers.A!, 'jwks'), document(servers.B!, 'jwks')]);
    expect(jwksA.keys).toHaveLength(1);
    expect(jwksB).toEqual(jwksA);
  });

  it('finishes on B a sign-in started on A, exchanges its code once, and refuses the replay on A', async () => {
    // A shows the login form; B takes the password, resumes the authorization and exchanges the code.
    proxy.route = (request) => (request.method === 'POST' || /^\/oidc\/auth\/[^/?]+/.test(request.url ?? '') ? 'B' : 'A');
    proxy.served.length = 0;
    const attempt = await attemptLogin(proxy.url, EDITOR, DEMO_PASSWORD);
    expect(attempt.code).toBeTruthy();
    const tokens = await attempt.exchange();
    expect(decodeJwt(tokens.idToken)).toMatchObject({ iss: `${proxy.url}/oidc`, email: EDITOR });
    // The consent step (granted by the login page itself) went through A again, in between.
    expect(proxy.served.map(({ server, method, path }) => `${server} ${method} ${path.replace(/(interaction|auth)\/[^/]+/, '$1/:uid')}`)).toEqual([
      'A GET /oidc/.well-known/openid-configuration',
      'A GET /oidc/auth',
      'A GET /oidc/interaction/:uid',
      'B POST /oidc/interaction/:uid/login',
      'B GET /oidc/auth/:uid',
      'A GET /oidc/interaction/:uid',
      'B GET /oidc/auth/:uid',
      'B POST /oidc/token',
    ]);

    proxy.route = onlyTo('A');
    await expect(attempt.exchange()).rejects.toThrow(/HTTP 400 invalid_grant/);
    // oidc-provider ends the grant of a replayed code: the refresh token B issued no longer works, on B either.
    proxy.route = onlyTo('B');
    await expect(refreshTokens(proxy.url, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
  });

  it('gives one set of tokens for two simultaneous exchanges of one code on the two servers', async () => {
    proxy.route = onlyTo('A');
    const attempt = await attemptLogin(proxy.url, EDITOR, DEMO_PASSWORD);
    let tokenRequests = 0;
    proxy.route = (request) => (request.url?.startsWith('/oidc/token') ? (tokenRequests++ % 2 === 0 ? 'A' : 'B') : 'A');
    const outcomes = await Promise.allSettled([attempt.exchange(), attempt.exchange()]);
    expect(tokenRequests).toBe(2);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(String(refused?.reason)).toMatch(/HTTP 400 invalid_grant/);
  });

  it("renews on B with A's refresh token, answers A's id_token on B's API, and keeps A's browser session on B", async () => {
    proxy.route = onlyTo('A');
    const attempt = await attemptLogin(proxy.url, EDITOR, DEMO_PASSWORD);
    const tokens = await attempt.exchange();

    const { data, errors } = await graphqlCall(graphqlOverHttp(servers.B!.url), '{ currentUser { email } }', { token: tokens.idToken, siteId: '4' });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ currentUser: { email: EDITOR } });

    proxy.route = onlyTo('B');
    const renewed = await refreshTokens(proxy.url, tokens.refreshToken!, { scope: tokens.scope });
    expect(decodeJwt(renewed.idToken)).toMatchObject({ email: EDITOR });
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    // The rotated-away token is spent on A as well.
    proxy.route = onlyTo('A');
    await expect(refreshTokens(proxy.url, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);

    // A's session cookie, read by B: back to the app with a code and no login form.
    proxy.route = onlyTo('B');
    proxy.served.length = 0;
    const again = await attemptLogin(proxy.url, '', '', { cookies: attempt.cookies });
    expect(again.html).not.toMatch(/name="password"/);
    expect(again.code).toBeTruthy();
    expect((await again.exchange()).idToken).toBeTruthy();
    expect(new Set(proxy.served.map((hop) => hop.server))).toEqual(new Set(['B']));
  });

});
