/** What the embedded local receivers (the push service, the FCM and webhook receivers) share: a refusal with its status, and a body read up to a limit. */
import type { IncomingMessage } from 'node:http';

/** A request the receiver answers with `status` and the message. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request's body, refused with 413 and `tooLarge` once it passes `maxBytes` (the rest is read and dropped). */
export function readBody(request: IncomingMessage, maxBytes: number, tooLarge: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => (size > maxBytes ? reject(new Refusal(413, tooLarge)) : resolve(Buffer.concat(chunks))));
    request.on('error', reject);
  });
}
