/**
 * How the delivery API's routes are registered (server/http/deliveryApi.ts and the features' public
 * routes under the same path): in a scope under DELIVERY_PATH where every request spends its
 * address's one budget for the whole API (`delivery:<address>`, so many routes give no more calls),
 * each GET with its CORS preflight and a wrong parameter (BadRequest) answered 400 with its message;
 * most of them read an approved site (`:siteId`), 404 for any other.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { openDeliverySite } from './deliveryPages.ts';
import { BadRequest, corsPreflight, DELIVERY_PATH, NOT_FOUND, send, type Query } from './deliveryReplies.ts';

type DeliveryRoute = { Params: Record<string, string>; Querystring: Query };
export type DeliveryRequest = FastifyRequest<DeliveryRoute>;
/** The approved site a route reads: its id and settings. */
export type DeliverySite = NonNullable<Awaited<ReturnType<typeof openDeliverySite>>>;

/** Registers `routes` in a scope of their own under DELIVERY_PATH, rate limited to `rateLimitMax` calls per address per minute (needs @fastify/rate-limit registered). */
export async function registerDeliveryScope(app: FastifyInstance, rateLimitMax: number, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.rateLimit({ max: rateLimitMax, timeWindow: 60_000, keyGenerator: (request) => `delivery:${request.ip}` }));
      routes(scope);
    },
    { prefix: DELIVERY_PATH },
  );
}

/** A GET route and its CORS preflight: `handle` answers; a BadRequest it throws answers 400 with its message. */
export function deliveryGet(scope: FastifyInstance, path: string, handle: (request: DeliveryRequest, reply: FastifyReply) => Promise<unknown>): void {
  scope.options(path, (_request, reply) => corsPreflight(reply));
  scope.get<DeliveryRoute>(path, async (request, reply) => {
    try {
      return await handle(request, reply);
    } catch (error) {
      if (error instanceof BadRequest) return send(request, reply, 400, { error: error.message });
      throw error;
    }
  });
}

/**
 * A GET route of an approved site's (`:siteId` in the path) and its CORS preflight: `answer`'s body
 * with a 200; a 404 for an unknown or unapproved site or when `answer` finds nothing (undefined); a
 * 400 for a BadRequest.
 */
export function siteGet(scope: FastifyInstance, db: Db, path: string, answer: (site: DeliverySite, request: DeliveryRequest) => Promise<unknown>): void {
  deliveryGet(scope, path, async (request, reply) => {
    const site = await openDeliverySite(db, request.params.siteId);
    const body = site ? await answer(site, request) : undefined;
    return body === undefined ? send(request, reply, 404, NOT_FOUND) : send(request, reply, 200, body);
  });
}
