import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GRAPHQL_PATH, type GraphQLServer } from '../graphql/yoga.ts';
import type { LeanGraphQL } from './leanGraphQL.ts';

const isStreamed = (contentType: string | null) =>
  !!contentType && (contentType.startsWith('text/event-stream') || contentType.startsWith('multipart/mixed'));

/**
 * yoga at /graphql (graphql-yoga's Fastify integration: Fastify parses the body, yoga answers with
 * a Fetch Response copied onto the reply), rate limited per verified user (per address without a
 * valid token) per minute (429 + Retry-After).
 * The admin's persisted operations take the lean path first (same limit, same answers).
 * Needs @fastify/rate-limit registered with `global: false`.
 */
export function registerGraphQLRoute(
  app: FastifyInstance,
  yoga: GraphQLServer,
  rateLimit: { max: number; keyGenerator: (request: FastifyRequest) => Promise<string> },
  lean?: LeanGraphQL,
) {
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    config: { rateLimit: { ...rateLimit, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      if (lean && (await lean(request, reply))) return reply;
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      if (!response.body) return reply.send(response.body);
      // A result is one JSON text: sent whole it goes out in one write with a Content-Length,
      // where piping the body stream costs a chunked response and several writes. Only
      // incremental answers (SSE, multipart) stream.
      if (isStreamed(response.headers.get('content-type'))) return reply.send(response.body);
      return reply.send(await response.text());
    },
  });
}
