import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../../../server/config.ts';

export interface FakeS3Server {
  /** What to put in STORAGE_DRIVER=s3 settings (path style, one bucket, any credentials). */
  config: S3Config;
  /** Stored objects by key. */
  objects: Map<string, { body: Buffer; contentType?: string }>;
  /** Multipart uploads started and neither completed nor aborted. */
  pendingMultipartUploads(): number;
  /** One entry per request: 'PutObject', 'UploadPart', … */
  operations: string[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendError(response: ServerResponse, status: number, code: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(head ? undefined : xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/**
 * An in-process stand-in for the S3 calls the storage backend makes, over real HTTP so the real
 * SDK serialises and parses them: HeadBucket, PutObject, GetObject (with Range), HeadObject, DeleteObject and
 * the multipart upload (create, part, complete, abort). It does not check signatures or checksums,
 * and refuses (501) the SDK's aws-chunked streaming bodies rather than store them wrongly.
 */
export async function startFakeS3Server(bucket = 'media-test'): Promise<FakeS3Server> {
  const objects = new Map<string, { body: Buffer; contentType?: string }>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const operations: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const query = url.searchParams;
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', request.method === 'HEAD');
    const streaming = /aws-chunked/.test(request.headers['content-encoding'] ?? '') || /^STREAMING-/.test(String(request.headers['x-amz-content-sha256'] ?? ''));
    if (streaming) return sendError(response, 501, 'NotImplemented');
    if (request.method === 'HEAD' && !key) {
      operations.push('HeadBucket');
      response.writeHead(200);
      return response.end();
    }

    if (request.method === 'POST' && query.has('uploads')) {
      operations.push('CreateMultipartUpload');
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, parts: new Map() });
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`));
    }
    const uploadId = query.get('uploadId');
    if (uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload');
      if (request.method === 'PUT') {
        operations.push('UploadPart');
        const body = await readBody(request);
        upload.parts.set(Number(query.get('partNumber')), body);
        response.writeHead(200, { etag: etagOf(body) });
        return response.end();
      }
      if (request.method === 'DELETE') {
        operations.push('AbortMultipartUpload');
        uploads.delete(uploadId);
        response.writeHead(204);
        return response.end();
      }
      if (request.method === 'POST') {
        operations.push('CompleteMultipartUpload');
        const listed = [...(await readBody(request)).toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
          number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part)?.[1]),
          etag: /<ETag>([^<]+)<\/ETag>/.exec(part)?.[1].replace(/&quot;/g, '"'),
        }));
        const bodies = listed.map(({ number, etag }) => {
          const part = upload.parts.get(number);
          return part && etagOf(part) === etag ? part : undefined;
        });
        if (bodies.length === 0 || bodies.some((body) => !body)) return sendError(response, 400, 'InvalidPart');
        objects.set(key, { body: Buffer.concat(bodies as Buffer[]) });
        uploads.delete(uploadId);
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(xml(`<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(objects.get(key)!.body)}</ETag></CompleteMultipartUploadResult>`));
      }
    }
    if (request.method === 'PUT') {
      if (request.headers['x-amz-copy-source']) return sendError(response, 501, 'NotImplemented');
      operations.push('PutObject');
      const body = await readBody(request);
      objects.set(key, { body, contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: etagOf(body) });
      return response.end();
    }
    if (request.method === 'DELETE') {
      operations.push('DeleteObject');
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (request.method === 'HEAD' || request.method === 'GET') {
      operations.push(request.method === 'HEAD' ? 'HeadObject' : 'GetObject');
      if (!object) return sendError(response, 404, request.method === 'HEAD' ? 'NotFound' : 'NoSuchKey', request.method === 'HEAD');
      const headers = { 'content-type': object.contentType ?? 'application/octet-stream', etag: etagOf(object.body), 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        if (start > end) return sendError(response, 416, 'InvalidRange', request.method === 'HEAD');
        const slice = object.body.subarray(start, end + 1);
        response.writeHead(206, { ...headers, 'content-length': slice.length, 'content-range': `bytes ${start}-${end}/${object.body.length}` });
        return response.end(request.method === 'HEAD' ? undefined : slice);
      }
      response.writeHead(200, { ...headers, 'content-length': object.body.length });
      return response.end(request.method === 'HEAD' ? undefined : object.body);
    }
    return sendError(response, 501, 'NotImplemented');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    },
    objects,
    pendingMultipartUploads: () => uploads.size,
    operations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
