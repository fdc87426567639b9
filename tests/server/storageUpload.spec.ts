import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, type UploadMessageKey } from '../../resources/uploadRules.ts';
import { mediaItems } from '../../resources/mediaItem.ts';
import { mediaFiles } from '../../server/db/schema.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { demoToken } from './support/demoTokens.ts';
import { bmpSample, HTML_PAGE, jpegSample, mp4Sample, PDF_SAMPLE, pngSample, SVG_WITH_SCRIPT } from './support/mediaSamples.ts';
import {
  abortedUpload,
  eventually,
  getBytes,
  getJson,
  listFiles,
  mediaDir,
  upload,
  uploadImage,
  type UploadedFile,
  type UploadForm,
} from './support/storageClient.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

const KB = 1024;
const LIMITS = { maxImageBytes: 512 * KB, maxVideoBytes: 1024 * KB };
const MEDIA_PATH = /^(images|videos)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]+$/;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabaseKinds())('storage uploads (%s)', (database) => {
  let server: TestApp;
  const tokens: Record<'admin' | 'editor' | 'reader' | 'agency' | 'inactive', string> = { admin: '', editor: '', reader: '', agency: '', inactive: '' };

  beforeAll(async () => {
    server = await startTestApp(database, { upload: LIMITS });
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  const files = () => listFiles(mediaDir(server.dataDir));
  const rowCount = async () => (await server.db.select({ id: mediaFiles.id }).from(mediaFiles)).length;

  describe('accepted files', () => {
    it('stores a JPEG under a fresh path and answers its size, hash and type; the hash then finds it', async () => {
      const bytes = await jpegSample(1000, 700, 1);
      const answer = await uploadImage(server.baseUrl, tokens.editor, 'Seçim gecesi.JPG', bytes);
      expect(answer.status).toBe(200);
      const data = answer.body.data!;
      expect(data).toEqual({ relativePath: expect.stringMatching(MEDIA_PATH), width: 1000, height: 700, fileHash: sha256(bytes), size: bytes.length, mimeType: 'image/jpeg', name: 'Seçim gecesi.JPG', cropOf: null });
      expect(data.relativePath).toMatch(/^images\/.*\.jpg$/);
      expect((await readFile(path.join(mediaDir(server.dataDir), data.relativePath))).equals(bytes)).toBe(true);

      const info = await getJson<UploadedFile>(`${server.baseUrl}/storage/file-info?fileHash=${data.fileHash.toUpperCase()}`, tokens.editor);
      expect(info.status).toBe(200);
      expect(info.body.data).toEqual(data);
    });

    it.each([
      ['a PNG with a .jpg name, stored as .png', 'shot.jpg', () => pngSample(64, 48), { width: 64, height: 48, mimeType: 'image/png', extension: 'png' }],
      ['a JPEG named .jfif', 'scan.jfif', () => jpegSample(40, 30, 9), { width: 40, height: 30, mimeType: 'image/jpeg', extension: 'jpg' }],
      ['a JPEG turned by EXIF (upright size)', 'phone.jpg', () => jpegSample(300, 200, 4, { orientation: 6 }), { width: 200, height: 300, mimeType: 'image/jpeg', extension: 'jpg' }],
      ['a BMP', 'paint.bmp', async () => bmpSample(33, 21), { width: 33, height: 21, mimeType: 'image/bmp', extension: 'bmp' }],
      ['an SVG (width/height attributes)', 'logo.svg', async () => Buffer.from(SVG_WITH_SCRIPT), { width: 120, height: 80, mimeType: 'image/svg+xml', extension: 'svg' }],
    ])('accepts %s', async (_label, name, make, expected) => {
      const bytes = await make();
      const answer = await uploadImage(server.baseUrl, tokens.editor, name, bytes, 'application/octet-stream');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ width: expected.width, height: expected.height, mimeType: expected.mimeType });
      expect(answer.body.data!.relativePath.endsWith(`.${expected.extension}`)).toBe(true);
    });

    it.each([
      ['an MP4 with moov first', 'clip.mp4', mp4Sample(1280, 720, { seed: 11 }), { width: 1280, height: 720, mimeType: 'video/mp4' }],
      ['an MP4 with moov after mdat', 'camera.mp4', mp4Sample(1920, 1080, { moovLast: true, seed: 12 }), { width: 1920, height: 1080, mimeType: 'video/mp4' }],
      ['a portrait phone video (rotation matrix)', 'story.mp4', mp4Sample(1920, 1080, { rotate: true, seed: 13 }), { width: 1080, height: 1920, mimeType: 'video/mp4' }],
      ['a QuickTime movie', 'interview.mov', mp4Sample(640, 360, { brand: 'qt  ', seed: 14 }), { width: 640, height: 360, mimeType: 'video/quicktime' }],
    ])('accepts %s, sized from its track header', async (_label, name, bytes, expected) => {
      const answer = await upload(server.baseUrl, tokens.editor, { method: '4', type: '2', file: { name, bytes, mime: 'video/mp4' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject(expected);
      expect(answer.body.data!.relativePath).toMatch(/^videos\//);
    });
  });

  describe('documents (a content\'s PDFs: type 4)', () => {
    it('stores a PDF asked for as a document under documents/, out of the media library, and serves it inline under the name its link gives, else its own', async () => {
      const answer = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '4', file: { name: 'ilan.pdf', bytes: PDF_SAMPLE, mime: 'application/pdf' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const data = answer.body.data!;
      expect(data).toEqual({ relativePath: expect.stringMatching(/^documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/), width: null, height: null, fileHash: sha256(PDF_SAMPLE), size: PDF_SAMPLE.length, mimeType: 'application/pdf', name: 'ilan.pdf', cropOf: null });
      const library = tableFor(mediaItems);
      expect(await server.db.select().from(library).where(eq(library.path, data.relativePath))).toEqual([]);

      const named = await getBytes(`${server.baseUrl}/storage/files/${data.relativePath}?name=${encodeURIComponent('İlan metni')}`);
      expect(named.status).toBe(200);
      expect(named.headers.get('content-type')).toBe('application/pdf');
      expect(named.headers.get('content-disposition')).toBe(`inline; filename="?lan metni.pdf"; filename*=UTF-8''%C4%B0lan%20metni.pdf`);
      expect(named.bytes.equals(PDF_SAMPLE)).toBe(true);
      const bare = await getBytes(`${server.baseUrl}/storage/files/${data.relativePath}`);
      expect(bare.headers.get('content-disposition')).toBe('inline; filename="ilan.pdf"');
    });
  });

  describe('deduplication by SHA-256', () => {
    it('answers a second upload of the same bytes with the first file: one row, one file', async () => {
      const bytes = await jpegSample(320, 240, 21);
      const before = await files();
      const first = await uploadImage(server.baseUrl, tokens.editor, 'first.jpg', bytes);
      const second = await uploadImage(server.baseUrl, tokens.admin, 'copy of first.jpeg', bytes);
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      const rows = await server.db.select().from(mediaFiles).where(eq(mediaFiles.fileHash, sha256(bytes)));
      expect(rows).toHaveLength(1);
      expect(await files()).toEqual([...before, first.body.data!.relativePath].sort());
    });

    it('gives identical uploads racing each other one row and one file, and all of them the same path', async () => {
      const bytes = await jpegSample(500, 400, 22, { noise: true });
      const before = await files();
      const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => uploadImage(server.baseUrl, tokens.editor, `race-${index}.jpg`, bytes)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const paths = new Set(answers.map((answer) => answer.body.data!.relativePath));
      expect(paths.size).toBe(1);
      expect(await server.db.select().from(mediaFiles).where(eq(mediaFiles.fileHash, sha256(bytes)))).toHaveLength(1);
      expect(await files()).toEqual([...before, ...paths].sort());
    });

    it('answers an unknown hash with 200 and no data (a miss is no error), and a malformed one with 400', async () => {
      const unknown = await getJson(`${server.baseUrl}/storage/file-info?fileHash=${'ab'.repeat(32)}`, tokens.editor);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ data: null });
      for (const hash of ['', 'xyz', 'ab'.repeat(31), `${'ab'.repeat(32)}00`]) {
        expect((await getJson(`${server.baseUrl}/storage/file-info?fileHash=${hash}`, tokens.editor)).status, hash).toBe(400);
      }
    });
  });

  describe('refusals: the spec message, and nothing stored', () => {
    const pdf = PDF_SAMPLE;
    const icon = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 22, 0, 0, 0]), Buffer.alloc(1128)]);
    const brokenPng = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(HTML_PAGE)]);
    const cases: [string, () => Promise<UploadForm>, number, UploadMessageKey][] = [
      ['HTML renamed .jpg', async () => ({ method: 'file', type: '1', file: { name: 'photo.jpg', bytes: Buffer.from(HTML_PAGE), mime: 'image/jpeg' } }), 400, 'contentMismatch'],
      ['an .html file', async () => ({ method: 'file', type: '1', file: { name: 'page.html', bytes: Buffer.from(HTML_PAGE) } }), 400, 'formatNotSuitable'],
      ['a .js file', async () => ({ method: 'file', type: '1', file: { name: 'app.js', bytes: Buffer.from('alert(1)') } }), 400, 'formatNotSuitable'],
      ['a JPEG named .jsx', async () => ({ method: 'file', type: '1', file: { name: 'x.jsx', bytes: await jpegSample(20, 20, 31) } }), 400, 'formatNotSuitable'],
      ['a hidden file', async () => ({ method: 'file', type: '1', file: { name: '.secret.jpg', bytes: await jpegSample(20, 20, 32) } }), 400, 'formatNotSuitable'],
      ['Thumbs.db', async () => ({ method: 'file', type: '1', file: { name: 'Thumbs.db', bytes: Buffer.alloc(512, 1) } }), 400, 'formatNotSuitable'],
      ['a PDF', async () => ({ method: 'file', type: '1', file: { name: 'report.pdf', bytes: pdf, mime: 'application/pdf' } }), 400, 'onlyImageOrVideo'],
      ['a PDF renamed .jpg', async () => ({ method: 'file', type: '1', file: { name: 'report.jpg', bytes: pdf } }), 400, 'onlyImageOrVideo'],
      ['a PDF sent as any media (type 3)', async () => ({ method: 'file', type: '3', file: { name: 'report.pdf', bytes: pdf, mime: 'application/pdf' } }), 400, 'onlyImageOrVideo'],
      ['a PDF renamed .mp4 sent as a video', async () => ({ method: 'file', type: '2', file: { name: 'report.mp4', bytes: pdf } }), 400, 'onlyImageOrVideo'],
      ['a JPEG sent as a document', async () => ({ method: 'file', type: '4', file: { name: 'scan.jpg', bytes: await jpegSample(20, 20, 42) } }), 400, 'formatNotSuitable'],
      ['HTML renamed .pdf sent as a document', async () => ({ method: 'file', type: '4', file: { name: 'ilan.pdf', bytes: Buffer.from(HTML_PAGE) } }), 400, 'contentMismatch'],
      ['plain text', async () => ({ method: 'file', type: '1', file: { name: 'notes.txt', bytes: Buffer.from('hello') } }), 400, 'onlyImageOrVideo'],
      ['an MP4 renamed .jpg', async () => ({ method: 'file', type: '1', file: { name: 'clip.jpg', bytes: mp4Sample(320, 240, { seed: 33 }) } }), 400, 'contentMismatch'],
      ['an icon (an image type we do not store)', async () => ({ method: 'file', type: '1', file: { name: 'icon.png', bytes: icon } }), 400, 'unsupportedImageType'],
      ['PNG magic bytes followed by HTML', async () => ({ method: 'file', type: '1', file: { name: 'fake.png', bytes: brokenPng } }), 400, 'contentMismatch'],
      ['an image sent as a video', async () => ({ method: 'file', type: '2', file: { name: 'a.jpg', bytes: await jpegSample(20, 20, 34) } }), 400, 'formatNotSuitable'],
      ['no method', async () => ({ type: '1', file: { name: 'a.jpg', bytes: await jpegSample(20, 20, 35) } }), 400, 'noUploadMethod'],
      ['method ftp', async () => ({ method: 'ftp', type: '1', file: { name: 'a.jpg', bytes: await jpegSample(20, 20, 36) } }), 400, 'noUploadMethod'],
      ['method flag 2 (ftp)', async () => ({ method: '2', type: '1', file: { name: 'a.jpg', bytes: await jpegSample(20, 20, 37) } }), 400, 'noUploadMethod'],
      ['type 9', async () => ({ method: 'file', type: '9', file: { name: 'a.jpg', bytes: await jpegSample(20, 20, 38) } }), 400, 'onlyImageOrVideo'],
      ['no file', async () => ({ method: 'file', type: '1' }), 400, 'fileNotExist'],
      ['an empty file', async () => ({ method: 'file', type: '1', file: { name: 'empty.jpg', bytes: Buffer.alloc(0) } }), 400, 'fileNotExist'],
      ['an image over UPLOAD_MAX_IMAGE_MB', async () => ({ method: 'file', type: '1', file: { name: 'huge.jpg', bytes: await jpegSample(1200, 900, 39, { noise: true }) } }), 413, 'tooLarge'],
      ['a video over UPLOAD_MAX_VIDEO_MB', async () => ({ method: 'file', type: '2', file: { name: 'long.mp4', bytes: mp4Sample(640, 360, { mdatBytes: 1100 * KB, seed: 40 }) } }), 413, 'tooLarge'],
    ];

    it.each(cases)('refuses %s', async (_label, makeForm, status, messageKey) => {
      const form = await makeForm();
      const [filesBefore, rowsBefore] = [await files(), await rowCount()];
      const answer = await upload(server.baseUrl, tokens.editor, form);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: UPLOAD_MESSAGES[messageKey], messageKey });
      expect(await files()).toEqual(filesBefore);
      expect(await rowCount()).toBe(rowsBefore);
    });

    it('names the ceiling in MB when a file is too large', async () => {
      const answer = await uploadImage(server.baseUrl, tokens.editor, 'huge.jpg', await jpegSample(1200, 900, 41, { noise: true }));
      expect(answer.body.error?.params).toEqual({ suggestedMb: '0.50' });
    });

    it('answers 415 for a body that is not multipart', async () => {
      const response = await fetch(`${server.baseUrl}/storage/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.editor}`, siteid: '4', 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'file', type: 1 }),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_USER_INPUT');
    });

    it('leaves no partial file when the client cuts the upload mid-stream', async () => {
      const bytes = await jpegSample(700, 500, 42, { noise: true });
      const [filesBefore, rowsBefore] = [await files(), await rowCount()];
      await abortedUpload(server.baseUrl, tokens.editor, { name: 'cut.jpg', bytes, sendBytes: 150 * KB }, async () =>
        (await files()).some((file) => file.endsWith('.part')),
      );
      expect(await eventually(files, (now) => now.length === filesBefore.length)).toEqual(filesBefore);
      expect(await rowCount()).toBe(rowsBefore);
      // The server is still fine after the cut.
      expect((await uploadImage(server.baseUrl, tokens.editor, 'after.jpg', await jpegSample(30, 30, 43))).status).toBe(200);
    });
  });

  describe('who may upload', () => {
    const tiny = () => jpegSample(16, 16, 50);

    it('refuses a call without a token (401) and a bad token (401)', async () => {
      for (const token of [undefined, 'not-a-jwt']) {
        const answer = await upload(server.baseUrl, token, { method: 'file', type: '1', file: { name: 'a.jpg', bytes: await tiny() } });
        expect(answer.status).toBe(401);
        expect(answer.body.error?.code).toBe('UNAUTHENTICATED');
      }
      expect((await getJson(`${server.baseUrl}/storage/file-info?fileHash=${'ab'.repeat(32)}`)).status).toBe(401);
    });

    it.each([
      ['the reader (no permissions)', 'reader', '4'],
      ['the agency editor (agency.view only)', 'agency', '4'],
      ['an editor on a site that is not theirs', 'editor', '2'],
      ['a user who is not approved', 'inactive', '4'],
    ] as const)('refuses %s with 403', async (_label, account, siteId) => {
      const answer = await upload(server.baseUrl, tokens[account], { method: 'file', type: '1', file: { name: 'a.jpg', bytes: await tiny() } }, siteId);
      expect(answer.status).toBe(403);
      expect(answer.body.error?.code).toBe('FORBIDDEN');
      expect((await getJson(`${server.baseUrl}/storage/file-info?fileHash=${'ab'.repeat(32)}`, tokens[account], siteId)).status).toBe(403);
    });

    it('tells an inactive user the spec message', async () => {
      const answer = await upload(server.baseUrl, tokens.inactive, { method: 'file', type: '1', file: { name: 'a.jpg', bytes: await tiny() } });
      expect(answer.body.error?.message).toBe('Context creation failed: User is not active');
    });

    it('lets the editor upload on their site and the administrator on any site', async () => {
      expect((await upload(server.baseUrl, tokens.editor, { method: 'file', type: '1', file: { name: 'a.jpg', bytes: await tiny() } }, '5')).status).toBe(200);
      expect((await upload(server.baseUrl, tokens.admin, { method: 'cloud', type: '1', file: { name: 'b.jpg', bytes: await jpegSample(16, 16, 51) } }, '2')).status).toBe(200);
    });

    it('publishes the storage URL and the ceilings in /api/config', async () => {
      const config = (await (await fetch(`${server.baseUrl}/api/config`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({ storageUrl: '/storage', upload: LIMITS });
    });
  });
});
