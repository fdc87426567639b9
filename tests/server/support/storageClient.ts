import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { listFiles } from './storageFixtures.ts';

export interface StorageAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T; error?: { code: string; message: string; messageKey?: string; params?: Record<string, string> } };
}

export interface UploadedFile {
  relativePath: string;
  width: number | null;
  height: number | null;
  fileHash: string;
  size: number;
  mimeType: string;
  name: string | null;
  cropOf: string | null;
}

export interface UploadForm {
  method?: string;
  type?: string;
  /** A crop: its source's path and type, sent before the file. */
  cropOf?: string;
  cropType?: string;
  /** Omit to send no file part. */
  file?: { name: string; bytes: Buffer; mime?: string };
}

function authHeaders(token?: string, siteId = '4'): Record<string, string> {
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), siteid: siteId };
}

/** POST /storage/upload as the browser sends it: multipart fields method, type, file, in that order. */
export async function upload(baseUrl: string, token: string | undefined, form: UploadForm, siteId = '4'): Promise<StorageAnswer<UploadedFile>> {
  const body = new FormData();
  if (form.method !== undefined) body.append('method', form.method);
  if (form.type !== undefined) body.append('type', form.type);
  if (form.cropOf !== undefined) body.append('cropOf', form.cropOf);
  if (form.cropType !== undefined) body.append('cropType', form.cropType);
  if (form.file) body.append('file', new Blob([new Uint8Array(form.file.bytes)], { type: form.file.mime ?? 'application/octet-stream' }), form.file.name);
  const response = await fetch(`${baseUrl}/storage/upload`, { method: 'POST', headers: authHeaders(token, siteId), body });
  return { status: response.status, headers: response.headers, body: (await response.json()) as StorageAnswer<UploadedFile>['body'] };
}

export const uploadImage = (baseUrl: string, token: string, name: string, bytes: Buffer, mime = 'image/jpeg') =>
  upload(baseUrl, token, { method: 'file', type: '1', file: { name, bytes, mime } });

export async function getJson<T>(url: string, token?: string, siteId = '4'): Promise<StorageAnswer<T>> {
  const response = await fetch(url, { headers: authHeaders(token, siteId) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as StorageAnswer<T>['body'] };
}

export async function getBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export async function postZip(baseUrl: string, token: string | undefined, paths: unknown, siteId = '4') {
  const response = await fetch(`${baseUrl}/storage/zip`, {
    method: 'POST',
    headers: { ...authHeaders(token, siteId), 'content-type': 'application/json' },
    body: JSON.stringify({ paths }),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** Waits (up to `ms`) until `check` passes, for effects that finish after the answer (cleanup after an abort). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * Starts a multipart upload over a raw HTTP request, sends `sendBytes` of `bytes`, waits until
 * `started()` says the server is writing, then cuts the connection: a browser's cancelled upload.
 */
export async function abortedUpload(
  baseUrl: string,
  token: string,
  file: { name: string; bytes: Buffer; sendBytes: number; type?: '1' | '2'; mime?: string },
  started: () => Promise<boolean>,
): Promise<void> {
  const boundary = '----newsroomAbortTest';
  const head = Buffer.from(
    [
      `--${boundary}\r\ncontent-disposition: form-data; name="method"\r\n\r\nfile\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\n${file.type ?? '1'}\r\n`,
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.mime ?? 'image/jpeg'}\r\n\r\n`,
    ].join(''),
  );
  const total = head.length + file.bytes.length + `\r\n--${boundary}--\r\n`.length;
  const url = new URL(`${baseUrl}/storage/upload`);
  const request = httpRequest({
    hostname: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: { ...authHeaders(token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': total },
  });
  const failed = new Promise<void>((resolve) => request.on('error', () => resolve()));
  let answered: number | undefined;
  request.on('response', (response) => {
    answered = response.statusCode;
    // Cutting the request after an answer makes the answer fail too; that is expected here.
    response.on('error', () => undefined);
    response.resume();
  });
  request.write(head);
  request.write(file.bytes.subarray(0, file.sendBytes));
  const deadline = Date.now() + 5000;
  while (!(await started())) {
    if (Date.now() > deadline) throw new Error('the server never started writing the upload');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (answered !== undefined) throw new Error(`the server answered ${answered} before the upload was cut`);
  request.destroy();
  await failed;
}

export { listFiles };
