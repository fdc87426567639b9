import { pipeline, Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.ts';
import { assertStorageKey, type ByteRange, type StorageBackend } from './storageBackend.ts';

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.$metadata?.httpStatusCode === 404 || failure?.name === 'NoSuchKey' || failure?.name === 'NotFound';
}

function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/** "bytes 0-99/1234" → 1234 */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total && total !== '*' ? Number(total) : undefined;
}

/**
 * Objects in one S3 bucket (AWS or any S3-compatible server). Writes stream through lib-storage's
 * Upload: one PutObject for small bodies, a multipart upload in 5 MB parts otherwise, aborted when
 * the body fails, so an object appears only when complete.
 */
export function createS3Backend(config: S3Config): StorageBackend {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers reject the SDK's default CRC32 trailers; S3 itself does not need them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function head(key: string) {
    assertStorageKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 's3',
    async put(key, body, options = {}) {
      assertStorageKey(key);
      const counter = byteCounter();
      // Failing the body (not Upload.abort(), which settles before the cleanup) makes lib-storage
      // abort its multipart upload before done() rejects.
      const onAbort = () => counter.stream.destroy(Object.assign(new Error('Upload aborted'), { name: 'AbortError' }));
      if (options.signal?.aborted) onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      // Errors reach Upload through the counter; the callback only keeps pipeline from throwing.
      pipeline(body, counter.stream, () => undefined);
      try {
        await new Upload({
          client,
          params: { Bucket, Key: key, Body: counter.stream, ContentType: options.contentType },
          queueSize: 2,
        }).done();
      } catch (error) {
        counter.stream.destroy(error as Error);
        throw error;
      } finally {
        options.signal?.removeEventListener('abort', onAbort);
      }
      return { size: counter.bytes() };
    },
    async get(key, range?: ByteRange) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const size = totalFromContentRange(answer.ContentRange) ?? answer.ContentLength ?? 0;
        return { size, body: answer.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    head,
    exists: async (key) => (await head(key)) !== undefined,
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: async () => client.destroy(),
  };
}
