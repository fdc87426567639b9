import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { bearerToken, type VerifyToken } from '../context.ts';

/** The budget of a verification's subject, or of the address when there is no valid token. */
async function keyOf(claims: Promise<JWTPayload> | undefined, address: string | undefined): Promise<string> {
  if (claims) {
    try {
      const { iss, sub } = await claims;
      if (typeof sub === 'string') return `user:${iss ?? ''}:${sub}`;
    } catch {
      // Not a valid token: the address pays.
    }
  }
  return `address:${address ?? 'unknown'}`;
}

/**
 * Whose budget a call spends: the verified token's subject (however the Authorization header is
 * spelled: `bearer`, extra spaces, a tab), or the client's address when there is no valid token,
 * so a made-up token per call is counted by address and gets no budget of its own.
 */
export function createRateLimitKey(verifyToken: VerifyToken) {
  return function rateLimitKey(authorization: string | undefined, address: string | undefined): Promise<string> {
    const token = bearerToken(authorization);
    return keyOf(token ? verifyToken(token) : undefined, address);
  };
}

export type RateLimitKey = ReturnType<typeof createRateLimitKey>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verification of the request's bearer token once started (null: no token); see createRequestClaims. */
    tokenClaims: Promise<JWTPayload> | null | undefined;
  }
}

/**
 * The verification of an HTTP request's bearer token, started once and shared: the rate limit's key
 * and the request's context both need it (verifying again cost a cache lookup and several promises
 * per request). Undefined without a bearer token. Kept on the request, a property `app` declares
 * (a WeakMap by request cost as much as the verification it saved).
 */
export function createRequestClaims(app: FastifyInstance, verifyToken: VerifyToken) {
  app.decorateRequest('tokenClaims', undefined);
  return function requestClaims(request: FastifyRequest): Promise<JWTPayload> | undefined {
    let claims = request.tokenClaims;
    if (claims === undefined) {
      const { authorization } = request.headers;
      const token = bearerToken(Array.isArray(authorization) ? authorization[0] : authorization);
      claims = request.tokenClaims = token ? verifyToken(token) : null;
    }
    return claims ?? undefined;
  };
}

export type RequestClaims = ReturnType<typeof createRequestClaims>;

/** The key of an HTTP request (the keyGenerator of @fastify/rate-limit). */
export const requestRateLimitKey = (requestClaims: RequestClaims) => (request: FastifyRequest) => keyOf(requestClaims(request), request.ip);

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
