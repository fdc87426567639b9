import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GRAPHQL_PATH, type GraphQLServer } from '../graphql/yoga.ts';

/** Per user: the same bearer token shares one budget; calls without one are counted per address. */
function rateLimitKey(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (authorization) return `token:${createHash('sha256').update(authorization).digest('base64url')}`;
  return `ip:${request.ip}`;
}

/**
 * yoga at /graphql (graphql-yoga's Fastify integration: Fastify parses the body, yoga answers with
 * a Fetch Response copied onto the reply), rate limited per user per minute (429 + Retry-After).
 * Needs @fastify/rate-limit registered with `global: false`.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: GraphQLServer, rateLimitMax: number) {
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000, keyGenerator: rateLimitKey } },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
