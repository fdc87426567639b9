import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, StorageBackend } from './storageBackend.ts';
import { notFound } from './storageErrors.ts';

/** An SVG opened on its own cannot run script or load anything. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Stored names never change content, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** "bytes=0-99", "bytes=100-", "bytes=-100" against `size`; null when unsatisfiable; undefined for none or several ranges. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

export interface ObjectHeaders {
  contentType: string;
  etag: string;
  /** Bytes of the whole object. */
  size: number;
  extra?: Record<string, string>;
}

/** The headers every media answer carries; true when the client's copy is current (answer 304). */
export function setMediaHeaders(request: FastifyRequest, reply: FastifyReply, contentType: string, etag: string, extra: Record<string, string> = {}): boolean {
  reply.headers({
    'content-type': contentType,
    'cache-control': IMMUTABLE,
    etag,
    'x-content-type-options': 'nosniff',
    ...(contentType === 'image/svg+xml' ? { 'content-security-policy': SVG_CSP } : {}),
    ...extra,
  });
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag));
}

/** A stored object streamed from the backend: conditional GET, one byte range, HEAD without a read. */
export async function sendStoredObject(request: FastifyRequest, reply: FastifyReply, backend: StorageBackend, key: string, headers: ObjectHeaders) {
  if (setMediaHeaders(request, reply, headers.contentType, headers.etag, { 'accept-ranges': 'bytes', ...headers.extra })) {
    return reply.code(304).send();
  }
  const range = parseRange(request.headers.range, headers.size);
  if (range === null) return reply.code(416).header('content-range', `bytes */${headers.size}`).send();
  const length = range ? range.end - range.start + 1 : headers.size;
  reply.header('content-length', length);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${headers.size}`);
  if (request.method === 'HEAD') return reply.send();
  const object = await backend.get(key, range);
  if (!object) throw notFound();
  return reply.send(object.body);
}
