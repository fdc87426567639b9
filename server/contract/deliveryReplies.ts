/**
 * How the delivery API answers (server/http/deliveryApi.ts, and the features' public routes under the
 * same path, e.g. the newsletters' web versions): JSON for any origin, cached briefly with an ETag (304
 * when unchanged), errors never cached; and how its list parameters are read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, type CachedAnswer } from './deliveryCache.ts';

export const DELIVERY_MAX_AGE_SECONDS = 30;
export const DELIVERY_PATH = '/api/public';
export const DELIVERY_LIMITS = { defaultLimit: 20, maxLimit: 50, maxAgeSeconds: DELIVERY_MAX_AGE_SECONDS } as const;

/** A wrong list parameter: 400 with its message. */
export class BadRequest extends Error {}

export type Query = Record<string, string | string[] | undefined>;

/** A parameter given at most once (empty = absent). */
export function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw new BadRequest(`${name}: give it once`);
  return value === undefined || value === '' ? undefined : value;
}

/** A list's `limit`: 1 to DELIVERY_LIMITS.maxLimit, the default when absent. */
export function pageLimit(query: Query): number {
  const limitText = single(query, 'limit') ?? String(DELIVERY_LIMITS.defaultLimit);
  const limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
  if (!(limit >= 1 && limit <= DELIVERY_LIMITS.maxLimit)) throw new BadRequest(`limit: a whole number from 1 to ${DELIVERY_LIMITS.maxLimit}`);
  return limit;
}

/** `If-None-Match` names this tag (a list, weak tags and `*` included). */
function matches(header: string | string[] | undefined, tag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  return text.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

/** `Cache-Control` of an answer the delivery cache purges (server/contract/deliveryCache.ts): every reader asks again (a 304 when unchanged), so no cache in front of a site outlives a purge. */
export const REVALIDATE = 'no-cache';

export function send(request: FastifyRequest, reply: FastifyReply, status: number, body: unknown) {
  if (status !== 200) {
    return reply.code(status).header('access-control-allow-origin', '*').header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(body));
  }
  return sendAnswer(request, reply, answerOf(body), `public, max-age=${DELIVERY_MAX_AGE_SECONDS}`);
}

/** A 200 whose JSON and ETag are made already (a delivery cache's answer), or a 304 when the site holds it. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl: string) {
  reply.header('access-control-allow-origin', '*').header('content-type', 'application/json; charset=utf-8');
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  return matches(request.headers['if-none-match'], answer.etag) ? reply.code(304).send() : reply.code(200).send(answer.bytes);
}

export const NOT_FOUND = { error: 'Not found' };

export function corsPreflight(reply: FastifyReply) {
  return reply
    .code(204)
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET')
    .header('access-control-allow-headers', 'If-None-Match')
    .header('access-control-max-age', '86400')
    .send();
}
