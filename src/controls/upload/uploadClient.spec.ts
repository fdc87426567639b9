import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUploadClient } from './uploadClient.ts';
import { UploadError } from './uploadError.ts';
import { fileUrl, resizeUrl } from './storageUrls.ts';
import { jpegFile } from './stories/sampleUploadFiles.ts';

interface Received {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Answer = (request: Received, response: ServerResponse) => void;

/** A real HTTP server standing in for the storage; jsdom's XMLHttpRequest and fetch reach it cross-origin. */
let answer: Answer = (_request, response) => response.writeHead(500).end();
let base = '';
const server = createServer((request, response) => {
  response.setHeader('access-control-allow-origin', '*');
  if (request.method === 'OPTIONS') {
    response.setHeader('access-control-allow-headers', 'authorization, siteid, language, accept');
    response.setHeader('access-control-allow-methods', 'GET, POST');
    response.writeHead(204).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () =>
    answer({ method: request.method ?? '', url: new URL(request.url ?? '/', base), headers: request.headers, body: Buffer.concat(chunks) }, response),
  );
});
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const formOf = (received: Received) =>
  new Request('http://storage.test/', { method: 'POST', headers: { 'content-type': String(received.headers['content-type']) }, body: new Uint8Array(received.body) }).formData();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => new Promise((resolve) => server.close(resolve)));

const client = (storageUrl?: string) =>
  createUploadClient({
    getStorageUrl: () => storageUrl ?? `${base}/storage/`,
    getIdToken: async () => 'id-token-1',
    getSiteId: () => '4',
    getLanguage: () => 'en',
  });

const stored = { relativePath: 'images/2026/11/abc.jpg', width: 96, height: 64, fileHash: 'ab', size: 10, mimeType: 'image/jpeg' };
const send = (onProgress = vi.fn(), signal = new AbortController().signal) =>
  client().upload(jpegFile(), { method: 'file', type: 1 }, { onProgress, signal });

describe('uploadClient.upload', () => {
  it('posts method, type and file in that order with the bearer, site and language, reporting progress', async () => {
    let received: Received | undefined;
    answer = (request, response) => {
      received = request;
      json(response, 200, { data: stored });
    };
    const onProgress = vi.fn();
    await expect(send(onProgress)).resolves.toEqual(stored);
    expect(received?.method).toBe('POST');
    expect(received?.url.pathname).toBe('/storage/upload');
    expect(received?.headers).toMatchObject({ authorization: 'Bearer id-token-1', siteid: '4', language: 'en' });
    const form = await formOf(received!);
    expect([...form.keys()]).toEqual(['method', 'type', 'file']);
    expect(form.get('method')).toBe('file');
    expect(form.get('type')).toBe('1');
    const file = form.get('file') as File;
    expect(file.name).toBe('mavi.jpg');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(await jpegFile().arrayBuffer()));
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('names a crop\'s source and type before the file', async () => {
    let received: Received | undefined;
    answer = (request, response) => {
      received = request;
      json(response, 200, { data: stored });
    };
    await client().upload(jpegFile(), { method: 'file', type: 1, crop: { of: 'images/2026/11/kaynak.jpg', type: '16:9' } }, { onProgress: vi.fn(), signal: new AbortController().signal });
    const form = await formOf(received!);
    expect([...form.keys()]).toEqual(['method', 'type', 'cropOf', 'cropType', 'file']);
    expect([form.get('cropOf'), form.get('cropType')]).toEqual(['images/2026/11/kaynak.jpg', '16:9']);
  });

  it("turns the server's refusal into its translated rule message", async () => {
    answer = (_request, response) =>
      json(response, 400, {
        error: { code: 'BAD_USER_INPUT', message: 'The file content does not match its type', messageKey: 'contentMismatch' },
      });
    const error = await send().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ message: 'upload.messages.contentMismatch', status: 400 });
  });

  it('keeps the params of a refusal', async () => {
    answer = (_request, response) =>
      json(response, 400, { error: { messageKey: 'formatNotSuitable', params: { extensions: 'jpg, png' } } });
    await expect(send()).rejects.toMatchObject({ message: 'upload.messages.formatNotSuitable', values: { extensions: 'jpg, png' } });
  });

  it('maps 401/403 to no authorization, and an unknown failure to Upload failed', async () => {
    answer = (_request, response) => json(response, 403, { error: { code: 'FORBIDDEN', message: 'forbidden' } });
    await expect(send()).rejects.toMatchObject({ message: 'errors.noAuthorization', status: 403 });
    answer = (_request, response) => response.writeHead(502).end('Bad Gateway');
    await expect(send()).rejects.toMatchObject({ message: 'upload.messages.uploadFailed', status: 502 });
    answer = (_request, response) => json(response, 200, { data: {} });
    await expect(send()).rejects.toMatchObject({ message: 'upload.messages.uploadFailed' });
  });

  it('reports a network failure as the server being unreachable', async () => {
    answer = (_request, response) => response.destroy();
    await expect(send()).rejects.toMatchObject({ message: 'errors.unreachable' });
  });

  it('aborts the request when the signal fires', async () => {
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    answer = () => arrived();
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const controller = new AbortController();
    const upload = send(vi.fn(), controller.signal);
    await reached;
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it("raises 'No valid post action found.' without a storage URL", async () => {
    const upload = client('').upload(jpegFile(), { method: 'file', type: 1 }, { onProgress: vi.fn(), signal: new AbortController().signal });
    await expect(upload).rejects.toMatchObject({ message: 'upload.messages.noPostAction' });
  });
});

describe('lookupFileByHash', () => {
  const hash = 'a'.repeat(64);

  it('answers the stored file, sending the hash and the headers', async () => {
    let received: Received | undefined;
    answer = (request, response) => {
      received = request;
      json(response, 200, { data: stored });
    };
    await expect(client().lookupFileByHash(hash)).resolves.toEqual(stored);
    expect(received?.method).toBe('GET');
    expect(received?.url.pathname).toBe('/storage/file-info');
    expect(received?.url.searchParams.get('fileHash')).toBe(hash);
    expect(received?.headers).toMatchObject({ authorization: 'Bearer id-token-1', siteid: '4' });
  });

  it('answers null for a hash not stored yet (200 with no data) without logging', async () => {
    const warn = vi.spyOn(console, 'warn');
    answer = (_request, response) => json(response, 200, { data: null });
    await expect(client().lookupFileByHash(hash)).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs any other failure and answers null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = (_request, response) => response.writeHead(500).end();
    await expect(client().lookupFileByHash(hash)).resolves.toBeNull();
    answer = (_request, response) => json(response, 404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    await expect(client().lookupFileByHash(hash)).resolves.toBeNull();
    answer = (_request, response) => response.destroy();
    await expect(client().lookupFileByHash(hash)).resolves.toBeNull();
    await expect(client('').lookupFileByHash(hash)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('storage URLs', () => {
  it('builds file and resize URLs under the storage URL', () => {
    expect(fileUrl('images/2026/11/a b.jpg', '/storage/')).toBe('/storage/files/images/2026/11/a%20b.jpg');
    expect(resizeUrl('images/2026/11/a.jpg', 300, '/storage')).toBe('/storage/resize?uri=images%2F2026%2F11%2Fa.jpg&width=300');
    expect(resizeUrl('images/a.jpg', undefined, '')).toBeUndefined();
  });
});
