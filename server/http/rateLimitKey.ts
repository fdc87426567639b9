import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, type VerifyToken } from '../context.ts';

/**
 * Whose budget a call spends: the verified token's subject (however the Authorization header is
 * spelled: `bearer`, extra spaces, a tab), or the client's address when there is no valid token,
 * so a made-up token per call is counted by address and gets no budget of its own.
 */
export function createRateLimitKey(verifyToken: VerifyToken) {
  return async function rateLimitKey(authorization: string | undefined, address: string | undefined): Promise<string> {
    const token = bearerToken(authorization);
    if (token) {
      try {
        const claims = await verifyToken(token);
        if (typeof claims.sub === 'string') return `user:${claims.iss ?? ''}:${claims.sub}`;
      } catch {
        // Not a valid token: the address pays.
      }
    }
    return `address:${address ?? 'unknown'}`;
  };
}

export type RateLimitKey = ReturnType<typeof createRateLimitKey>;

/** The key of an HTTP request (the keyGenerator of @fastify/rate-limit). */
export const requestRateLimitKey = (rateLimitKey: RateLimitKey) => (request: FastifyRequest) =>
  rateLimitKey(Array.isArray(request.headers.authorization) ? request.headers.authorization[0] : request.headers.authorization, request.ip);

/**
 * A per-minute budget for calls that are not HTTP requests (websocket operations), kept in
 * @fastify/rate-limit's store: true when `key` is over `max` this minute.
 */
export function createCallLimiter(app: FastifyInstance, max: number): (key: string) => Promise<boolean> {
  // The limiter reads the key through keyGenerator and a group id from the call's route options.
  type Call = { routeOptions: { config: object }; rateLimitKey: string };
  const limit = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (call) => (call as unknown as Call).rateLimitKey });
  return async (key) => {
    const call: Call = { routeOptions: { config: {} }, rateLimitKey: key };
    const result = await limit(call as unknown as FastifyRequest);
    return !result.isAllowed && result.isExceeded;
  };
}
