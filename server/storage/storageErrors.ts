import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, type UploadMessageKey } from '../../resources/uploadRules.ts';

export type StorageErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'INTERNAL_SERVER_ERROR';

/** An answer the storage routes give on purpose: `{ error: { code, message, messageKey?, params? } }`. */
export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: StorageErrorCode,
    message: string,
    readonly messageKey?: UploadMessageKey,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, messageKey: this.messageKey, params: this.params } };
  }
}

/** A refusal with the spec's text (400, or 413 for size), the same the browser shows. */
export function uploadRefusal(messageKey: UploadMessageKey, params?: Record<string, string>, status = 400): StorageHttpError {
  return new StorageHttpError(status, 'BAD_USER_INPUT', UPLOAD_MESSAGES[messageKey], messageKey, params);
}

export const notFound = () => new StorageHttpError(404, 'NOT_FOUND', 'not found');

export const badRequest = (message: string) => new StorageHttpError(400, 'BAD_USER_INPUT', message);

/** Our refusals as they are; Fastify's own 4xx (bad JSON, unknown content type) in the same shape; the rest as 500. */
export function storageErrorHandler(error: FastifyError | StorageHttpError, request: FastifyRequest, reply: FastifyReply) {
  // Headers a file answer may have set before failing must not describe the error.
  for (const name of ['etag', 'content-length', 'content-range', 'content-type', 'accept-ranges', 'content-security-policy']) reply.removeHeader(name);
  reply.header('cache-control', 'no-store');
  if (error instanceof StorageHttpError) return reply.code(error.status).send(error.toJSON());
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send(new StorageHttpError(status, 'BAD_USER_INPUT', error.message).toJSON());
  }
  // A client that went away mid-request has nobody to answer; that is not the server's failure.
  if (reply.raw.destroyed || request.raw.destroyed) request.log.debug({ err: error }, 'storage request cut by the client');
  else request.log.error({ err: error }, 'storage request failed');
  return reply.code(500).send(new StorageHttpError(500, 'INTERNAL_SERVER_ERROR', 'Internal server error').toJSON());
}
