import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/demoTokens.ts';
import { startFakeS3Server, type FakeS3Server } from './support/fakeS3Server.ts';
import { HTML_PAGE, jpegSample, mp4Sample } from './support/mediaSamples.ts';
import { readZip } from './support/readZip.ts';
import { abortedUpload, eventually, getBytes, mediaDir, postZip, upload, uploadImage } from './support/storageClient.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

/** The same routes with STORAGE_DRIVER=s3, against the in-process S3 stand-in (support/fakeS3Server.ts). */
describe('storage on an S3 bucket', () => {
  let s3: FakeS3Server;
  let server: TestApp;
  let editor: string;

  beforeAll(async () => {
    s3 = await startFakeS3Server();
    server = await startTestApp('pglite', { storage: { driver: 's3', s3: s3.config } });
    editor = await demoToken(server.baseUrl, 'editor');
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
  });

  const keys = () => [...s3.objects.keys()].sort();

  it('uploads into the bucket (nothing on local disk), dedups by hash and serves the file', async () => {
    const bytes = await jpegSample(900, 600, 3, { noise: true });
    const first = await uploadImage(server.baseUrl, editor, 'bucket.jpg', bytes);
    expect(first.status).toBe(200);
    const { relativePath } = first.body.data!;
    expect(s3.objects.get(relativePath)?.body.equals(bytes)).toBe(true);
    expect(existsSync(mediaDir(server.dataDir))).toBe(false);

    const second = await uploadImage(server.baseUrl, editor, 'again.jpg', bytes);
    expect(second.body.data?.relativePath).toBe(relativePath);
    expect(keys()).toEqual([relativePath]);

    const part = await getBytes(`${server.baseUrl}/storage/files/${relativePath}`, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(bytes.subarray(10, 20))).toBe(true);
  });

  it('keeps resized copies in the bucket and serves the second request from there', async () => {
    const bytes = await jpegSample(1000, 500, 4);
    const { relativePath } = (await uploadImage(server.baseUrl, editor, 'wide.jpg', bytes)).body.data!;
    const url = `${server.baseUrl}/storage/resize?uri=${relativePath}&width=700`;
    const first = await getBytes(url);
    expect(first.headers.get('x-resize-cache')).toBe('miss');
    expect((await sharp(first.bytes).metadata()).width).toBe(800);
    expect(s3.objects.has(`cache/800/${relativePath}`)).toBe(true);
    const second = await getBytes(url);
    expect(second.headers.get('x-resize-cache')).toBe('hit');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('zips files read from the bucket', async () => {
    const video = mp4Sample(640, 360, { seed: 5 });
    const { relativePath } = (await upload(server.baseUrl, editor, { method: 'file', type: '2', file: { name: 'v.mp4', bytes: video } })).body.data!;
    const zip = await postZip(server.baseUrl, editor, [relativePath]);
    expect(readZip(zip.bytes).get('file-1.mp4')?.equals(video)).toBe(true);
  });

  it('stores nothing for a refusal', async () => {
    const before = keys();
    const refused = await uploadImage(server.baseUrl, editor, 'page.jpg', Buffer.from(HTML_PAGE));
    expect(refused.body.error?.messageKey).toBe('contentMismatch');
    expect(keys()).toEqual(before);
  });

  it('aborts the multipart upload when the client cuts a large upload', async () => {
    const before = keys();
    const video = mp4Sample(1280, 720, { mdatBytes: 8 * 1024 * 1024, seed: 8 });
    await abortedUpload(server.baseUrl, editor, { name: 'long.mp4', bytes: video, sendBytes: 7 * 1024 * 1024, type: '2', mime: 'video/mp4' }, async () =>
      s3.operations.includes('UploadPart'),
    );
    expect(await eventually(async () => s3.pendingMultipartUploads(), (open) => open === 0)).toBe(0);
    expect(s3.operations).toContain('AbortMultipartUpload');
    expect(keys()).toEqual(before);
    expect((await uploadImage(server.baseUrl, editor, 'after.jpg', await jpegSample(40, 40, 7))).status).toBe(200);
  });
});
