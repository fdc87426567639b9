import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoToken } from './support/demoTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('rate limiting', () => {
  let server: TestApp;
  const LIMIT = 3;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestApp('pglite', { rateLimitMax: LIMIT, storageRateLimitMax: LIMIT });
    for (const account of ['editor', 'chief', 'agency', 'reader'] as const) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  const post = (authorization?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', siteid: '4', ...(authorization ? { authorization } : {}) },
      payload: { query: '{ currentTime }' },
    });

  it('answers 429 with Retry-After once a user is over RATE_LIMIT_MAX per minute, counting each user apart', async () => {
    for (let call = 0; call < LIMIT; call += 1) expect((await post(`Bearer ${tokens.editor}`)).statusCode).toBe(200);
    const limited = await post(`Bearer ${tokens.editor}`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await post(`Bearer ${tokens.chief}`)).statusCode).toBe(200);
  });

  it('counts the verified user, however the Authorization header is spelled', async () => {
    const token = tokens.agency;
    for (let call = 0; call < LIMIT; call += 1) expect((await post(`Bearer ${token}`)).statusCode).toBe(200);
    for (const spelling of [`bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`, `Bearer\t${token}`, `Bearer ${token} `]) {
      expect((await post(spelling)).statusCode, JSON.stringify(spelling)).toBe(429);
    }
  });

  it('counts calls without a valid token by address, a made-up token per call included', async () => {
    for (let call = 0; call < LIMIT; call += 1) expect((await post(`Bearer junk-${call}`)).statusCode).not.toBe(429);
    expect((await post('Bearer junk-fresh')).statusCode).toBe(429);
    expect((await post()).statusCode).toBe(429);
    // A signed-in user is not held back by the address's budget.
    expect((await post(`Bearer ${tokens.reader}`)).statusCode).toBe(200);
  });

  it('limits /storage too, per user', async () => {
    const get = (token: string) => server.app.inject({ method: 'GET', url: '/storage/files/nothing.jpg', headers: { authorization: `Bearer ${token}`, siteid: '4' } });
    for (let call = 0; call < LIMIT; call += 1) expect((await get(tokens.chief)).statusCode).not.toBe(429);
    expect((await get(tokens.chief)).statusCode).toBe(429);
    expect((await get(tokens.reader)).statusCode).not.toBe(429);
  });

  it('limits websocket operations per user', async () => {
    const client = createClient({
      url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.reader}`, siteid: '4' },
      retryAttempts: 0,
    });
    const query = () =>
      new Promise<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>((resolve) => {
        let result: { data?: unknown } = {};
        client.subscribe({ query: '{ currentTime }' }, { next: (value) => (result = value), error: (errors) => resolve({ errors: errors as never }), complete: () => resolve(result) });
      });
    try {
      // The reader spent one call of its minute over HTTP above; websocket operations have a budget of their own.
      for (let call = 0; call < LIMIT; call += 1) expect((await query()).data).toEqual({ currentTime: expect.any(String) });
      const limited = await query();
      expect(limited.errors?.map((error) => error.extensions?.code)).toEqual(['TOO_MANY_REQUESTS']);
    } finally {
      await client.dispose();
    }
  });

  it('leaves the rest of the server alone', async () => {
    for (let call = 0; call < LIMIT + 2; call += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    }
  });
});
