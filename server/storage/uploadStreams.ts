import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';

/**
 * The first `bytes` of a stream (or all of it when shorter), and a stream that yields the same
 * bytes again followed by the rest: content can be checked before anything is written.
 * Destroying `body` destroys the source.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    if (head.length) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  // Closing the replay before it is read through must still release the source.
  body.once('close', () => {
    if (!ended && !source.destroyed && !source.readableEnded) source.destroy();
  });
  return { head, body };
}

/** Passes bytes through while computing their SHA-256. */
export function hashingStream() {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Passes at most `maxBytes`; one byte more fails the stream with `tooLarge()`. */
export function sizeLimitStream(maxBytes: number, tooLarge: () => Error) {
  let bytes = 0;
  let exceeded = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        exceeded = true;
        callback(tooLarge());
        return;
      }
      callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes, exceeded: () => exceeded };
}
