import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('rate limiting on /graphql', () => {
  let server: TestApp;
  const LIMIT = 3;

  beforeAll(async () => {
    server = await startTestApp('pglite', { rateLimitMax: LIMIT });
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
    for (let call = 0; call < LIMIT; call += 1) expect((await post('Bearer first-user')).statusCode).toBe(200);
    const limited = await post('Bearer first-user');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await post('Bearer second-user')).statusCode).toBe(200);
  });

  it('counts calls without a token by address', async () => {
    for (let call = 0; call < LIMIT; call += 1) expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(429);
  });

  it('leaves the rest of the server alone', async () => {
    for (let call = 0; call < LIMIT + 2; call += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    }
  });
});
