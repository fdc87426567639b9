import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/demoTokens.ts';
import { jpegSample, mp4Sample, pngSample, SVG_WITH_SCRIPT } from './support/mediaSamples.ts';
import { readZip } from './support/readZip.ts';
import { getBytes, listFiles, mediaDir, postZip, upload, uploadImage, type UploadedFile } from './support/storageClient.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe.each(testDatabaseKinds())('storage serving: files, resize, zip (%s)', (database) => {
  let server: TestApp;
  let editor: string;
  let photo: UploadedFile;
  let photoBytes: Buffer;
  let video: UploadedFile;
  let videoBytes: Buffer;
  let svg: UploadedFile;

  beforeAll(async () => {
    server = await startTestApp(database);
    editor = await demoToken(server.baseUrl, 'editor');
    photoBytes = await jpegSample(1000, 700, 1, { noise: true });
    photo = (await uploadImage(server.baseUrl, editor, 'photo.jpg', photoBytes)).body.data!;
    videoBytes = mp4Sample(1280, 720, { mdatBytes: 200_000 });
    video = (await upload(server.baseUrl, editor, { method: 'file', type: '2', file: { name: 'clip.mp4', bytes: videoBytes } })).body.data!;
    svg = (await uploadImage(server.baseUrl, editor, 'logo.svg', Buffer.from(SVG_WITH_SCRIPT), 'image/svg+xml')).body.data!;
  });
  afterAll(() => server?.stop());

  const fileUrl = (relativePath: string) => `${server.baseUrl}/storage/files/${relativePath}`;
  const resizeUrl = (relativePath: string, width: number | string) => `${server.baseUrl}/storage/resize?uri=${encodeURIComponent(relativePath)}&width=${width}`;

  describe('files', () => {
    it('serves a stored file to anyone, with its type, length, hash as etag and a year of caching', async () => {
      const answer = await getBytes(fileUrl(photo.relativePath));
      expect(answer.status).toBe(200);
      expect(answer.bytes.equals(photoBytes)).toBe(true);
      expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options', 'accept-ranges'].map((name) => [name, answer.headers.get(name)]))).toEqual({
        'content-type': 'image/jpeg',
        'content-length': String(photoBytes.length),
        etag: `"${photo.fileHash}"`,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      });
      expect(answer.headers.get('content-security-policy')).toBeNull();
    });

    it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
      expect((await getBytes(fileUrl(photo.relativePath), { 'if-none-match': `"${photo.fileHash}"` })).status).toBe(304);
      const head = await fetch(fileUrl(photo.relativePath), { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(photoBytes.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
    });

    it('serves byte ranges of a video (a player seeking), and 416 past the end', async () => {
      const middle = await getBytes(fileUrl(video.relativePath), { range: 'bytes=1000-1999' });
      expect(middle.status).toBe(206);
      expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${videoBytes.length}`);
      expect(middle.headers.get('content-type')).toBe('video/mp4');
      expect(middle.bytes.equals(videoBytes.subarray(1000, 2000))).toBe(true);
      const tail = await getBytes(fileUrl(video.relativePath), { range: 'bytes=-100' });
      expect(tail.bytes.equals(videoBytes.subarray(-100))).toBe(true);
      const beyond = await getBytes(fileUrl(video.relativePath), { range: `bytes=${videoBytes.length}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${videoBytes.length}`);
    });

    it('serves SVG with a CSP that forbids its script', async () => {
      const answer = await getBytes(fileUrl(svg.relativePath));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('content-security-policy')).toBe(SVG_CSP);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers 404 (not cached) for unknown or malformed paths', async () => {
      for (const relativePath of ['images/2026/01/00000000-0000-4000-8000-000000000000.jpg', 'cache/300/' + photo.relativePath, '..%2F..%2Fpglite%2FPG_VERSION', 'images%2F..%2F..%2Foidc%2Fjwks.json']) {
        const answer = await getBytes(fileUrl(relativePath));
        expect(answer.status, relativePath).toBe(404);
        expect(answer.headers.get('cache-control') ?? '', relativePath).not.toContain('immutable');
      }
    });
  });

  describe('resize', () => {
    it('resizes to the snapped width, keeps the copy on the backend and serves it from there the second time', async () => {
      const first = await getBytes(resizeUrl(photo.relativePath, 250));
      expect(first.status).toBe(200);
      expect(first.headers.get('x-resize-cache')).toBe('miss');
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(first.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 300, 210]);
      expect(await server.storage.exists(`cache/300/${photo.relativePath}`)).toBe(true);

      const second = await getBytes(resizeUrl(photo.relativePath, 300));
      expect(second.headers.get('x-resize-cache')).toBe('hit');
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(second.headers.get('etag')).toBe(`"${photo.fileHash}-w300"`);
      expect(second.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('never upscales: at or above the original width the original is the answer', async () => {
      for (const width of [1000, 1100, 5000]) {
        const answer = await getBytes(resizeUrl(photo.relativePath, width));
        expect(answer.headers.get('x-resize-cache'), String(width)).toBe('original');
        expect(answer.bytes.equals(photoBytes)).toBe(true);
      }
      expect(await server.storage.exists(`cache/1200/${photo.relativePath}`)).toBe(false);
    });

    it('gives simultaneous first requests one whole cached copy and the same answer', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => getBytes(resizeUrl(photo.relativePath, 600))));
      expect(answers.every((answer) => answer.status === 200 && answer.bytes.equals(answers[0].bytes))).toBe(true);
      expect((await sharp(answers[0].bytes).metadata()).width).toBe(600);
      const cached = (await listFiles(mediaDir(server.dataDir))).filter((file) => file.startsWith('cache/600/'));
      expect(cached).toEqual([`cache/600/${photo.relativePath}`]);
    });

    it('turns EXIF-rotated photos upright and keeps PNG as PNG', async () => {
      const rotated = (await uploadImage(server.baseUrl, editor, 'phone.jpg', await jpegSample(600, 400, 5, { orientation: 6 }))).body.data!;
      const upright = await sharp((await getBytes(resizeUrl(rotated.relativePath, 150))).bytes).metadata();
      expect([upright.width, upright.height]).toEqual([150, 225]);
      const png = (await uploadImage(server.baseUrl, editor, 'chart.png', await pngSample(900, 300), 'image/png')).body.data!;
      const small = await sharp((await getBytes(resizeUrl(png.relativePath, 80))).bytes).metadata();
      expect([small.format, small.width, small.height]).toEqual(['png', 80, 27]);
    });

    it('returns SVG as it is, with its CSP', async () => {
      const answer = await getBytes(resizeUrl(svg.relativePath, 300));
      expect(answer.headers.get('x-resize-cache')).toBe('original');
      expect(answer.bytes.toString()).toBe(SVG_WITH_SCRIPT);
      expect(answer.headers.get('content-security-policy')).toBe(SVG_CSP);
    });

    it('refuses a bad width (400), a video (400) and an unknown image (404)', async () => {
      for (const width of ['0', '-5', 'abc', '', '1e3']) expect((await getBytes(resizeUrl(photo.relativePath, width))).status, width).toBe(400);
      expect((await getBytes(resizeUrl(video.relativePath, 300))).status).toBe(400);
      expect((await getBytes(resizeUrl('images/2026/01/00000000-0000-4000-8000-000000000000.jpg', 300))).status).toBe(404);
    });
  });

  describe('zip', () => {
    it('streams the files as file-1.jpg, file-2.mp4, … in the order asked', async () => {
      const answer = await postZip(server.baseUrl, editor, [photo.relativePath, video.relativePath, svg.relativePath]);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/zip');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="files.zip"');
      const entries = readZip(answer.bytes);
      expect([...entries.keys()]).toEqual(['file-1.jpg', 'file-2.mp4', 'file-3.svg']);
      expect(entries.get('file-1.jpg')!.equals(photoBytes)).toBe(true);
      expect(entries.get('file-2.mp4')!.equals(videoBytes)).toBe(true);
    });

    it('refuses an unknown path with 404 before sending anything', async () => {
      const answer = await postZip(server.baseUrl, editor, [photo.relativePath, 'images/2026/01/00000000-0000-4000-8000-000000000000.jpg']);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.bytes.toString())).toMatchObject({ error: { code: 'NOT_FOUND', message: 'not found' } });
      expect((await postZip(server.baseUrl, editor, ['../../etc/passwd'])).status).toBe(404);
      expect((await postZip(server.baseUrl, editor, [])).status).toBe(400);
    });

    it('needs a signed-in member of the site', async () => {
      expect((await postZip(server.baseUrl, undefined, [photo.relativePath])).status).toBe(401);
      expect((await postZip(server.baseUrl, editor, [photo.relativePath], '2')).status).toBe(403);
    });
  });
});
