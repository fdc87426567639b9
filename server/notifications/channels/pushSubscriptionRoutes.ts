/**
 * The delivery API's push endpoints (server/notifications/README.md, "Web Push"): a site's pages ask
 * for the VAPID public key, subscribe the reader's browser with it and hand the subscription here,
 * with the audiences and categories the reader chose. Called from the sites' own origins, so every
 * answer allows any origin, as the rest of the delivery API does.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { en, tr } from '../../../resources/messages/notification.ts';
import { DELIVERY_PATH, NOT_FOUND, send } from '../../contract/deliveryReplies.ts';
import type { Language } from '../../contract/language.ts';
import type { Db } from '../../db/client.ts';
import { openSiteId, readEndpoint, readPushSubscription, removePushSubscription, savePushSubscription } from './pushSubscriptions.ts';

/** A subscription's body is well under this. */
const BODY_LIMIT = 8 * 1024;
const INVALID_KEY = 'notification.subscription.invalid';

/** The browser's first choice between ours, else Turkish. */
const requestLanguage = (request: FastifyRequest): Language => (/^\s*en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'tr');

function answer(reply: FastifyReply, status: number, body?: unknown) {
  reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
  return body === undefined ? reply.code(status).send() : reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const invalid = (request: FastifyRequest, reply: FastifyReply) =>
  answer(reply, 400, { error: (requestLanguage(request) === 'en' ? en : tr).notification.subscription.invalid, messageKey: INVALID_KEY });

const preflight = (methods: string) => (_request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', methods)
    .header('access-control-allow-headers', 'Content-Type, Accept-Language, If-None-Match')
    .header('access-control-max-age', '86400')
    .send();

type SiteRequest = FastifyRequest<{ Params: { siteId: string }; Body: unknown }>;

export async function registerPushSubscriptionRoutes(app: FastifyInstance, env: { db: Db; publicKey: () => Promise<string>; rateLimitMax: number }): Promise<void> {
  const { db } = env;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.rateLimit({ max: env.rateLimitMax, timeWindow: 60_000, keyGenerator: (request) => `push-subscriptions:${request.ip}` }));
      // A body that is not JSON, or not one at all, is a subscription that is not valid.
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        if (error.statusCode === 400 || error.statusCode === 415) return invalid(request, reply);
        throw error;
      });
      scope.options('/:siteId/push/vapid-public-key', preflight('GET'));
      scope.options('/:siteId/push/subscriptions', preflight('POST, DELETE'));

      scope.get('/:siteId/push/vapid-public-key', async (request: SiteRequest, reply) => {
        if ((await openSiteId(db, request.params.siteId)) === undefined) return send(request, reply, 404, NOT_FOUND);
        return send(request, reply, 200, { publicKey: await env.publicKey() });
      });

      scope.post('/:siteId/push/subscriptions', { bodyLimit: BODY_LIMIT }, async (request: SiteRequest, reply) => {
        const input = readPushSubscription(request.body);
        const siteId = input ? await openSiteId(db, request.params.siteId) : undefined;
        if (!input || siteId === undefined) return invalid(request, reply);
        const saved = await savePushSubscription(db, siteId, input);
        return answer(reply, saved.created ? 201 : 200, { endpoint: input.endpoint, audiences: input.audiences, categoryIds: input.categoryIds });
      });

      scope.delete('/:siteId/push/subscriptions', { bodyLimit: BODY_LIMIT }, async (request: SiteRequest, reply) => {
        const endpoint = readEndpoint((request.body as { endpoint?: unknown } | undefined)?.endpoint);
        const siteId = endpoint ? await openSiteId(db, request.params.siteId) : undefined;
        if (!endpoint || siteId === undefined) return invalid(request, reply);
        await removePushSubscription(db, siteId, endpoint);
        return answer(reply, 204);
      });
    },
    { prefix: DELIVERY_PATH },
  );
}
