import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBackend } from '../../server/storage/diskBackend.ts';
import { createS3Backend } from '../../server/storage/s3Backend.ts';
import { startFakeS3Server } from './support/fakeS3Server.ts';
import { BACKENDS, chunkedBody, patternBytes, readAll, type BackendFixture } from './support/storageFixtures.ts';

const MB = 1024 * 1024;

describe.each(BACKENDS)('storage backend contract: $name', ({ open }) => {
  let fixture: BackendFixture;
  beforeAll(async () => {
    fixture = await open();
  });
  afterAll(() => fixture?.dispose());

  it('stores a stream under a key and reads it back whole, by range, by head and exists', async () => {
    const { backend } = fixture;
    const info = await backend.put('images/2026/11/a.jpg', chunkedBody(300_000), { contentType: 'image/jpeg' });
    expect(info.size).toBe(300_000);
    expect(await backend.head('images/2026/11/a.jpg')).toEqual({ size: 300_000 });
    expect(await backend.exists('images/2026/11/a.jpg')).toBe(true);

    const whole = await backend.get('images/2026/11/a.jpg');
    expect(whole?.size).toBe(300_000);
    expect((await readAll(whole!.body)).equals(patternBytes(0, 300_000))).toBe(true);

    const part = await backend.get('images/2026/11/a.jpg', { start: 1000, end: 1999 });
    expect(part?.size).toBe(300_000);
    expect((await readAll(part!.body)).equals(patternBytes(1000, 1000))).toBe(true);
  });

  it('answers undefined / false for a missing key, and deleting it is no error', async () => {
    const { backend } = fixture;
    expect(await backend.get('images/2026/11/missing.jpg')).toBeUndefined();
    expect(await backend.head('images/2026/11/missing.jpg')).toBeUndefined();
    expect(await backend.exists('images/2026/11/missing.jpg')).toBe(false);
    await expect(backend.delete('images/2026/11/missing.jpg')).resolves.toBeUndefined();
  });

  it('replaces an object whole and deletes it', async () => {
    const { backend } = fixture;
    await backend.put('cache/300/b.png', Readable.from([Buffer.from('first version, longer')]));
    await backend.put('cache/300/b.png', Readable.from([Buffer.from('second')]));
    expect((await readAll((await backend.get('cache/300/b.png'))!.body)).toString()).toBe('second');
    await backend.delete('cache/300/b.png');
    expect(await backend.exists('cache/300/b.png')).toBe(false);
  });

  it('streams a body larger than one S3 part (12 MB) without losing a byte', async () => {
    const { backend } = fixture;
    await backend.put('videos/2026/11/big.mp4', chunkedBody(12 * MB, { seed: 3 }));
    const stored = await backend.get('videos/2026/11/big.mp4', { start: 12 * MB - 100, end: 12 * MB - 1 });
    expect(stored?.size).toBe(12 * MB);
    expect((await readAll(stored!.body)).equals(patternBytes(12 * MB - 100, 100, 3))).toBe(true);
    await backend.delete('videos/2026/11/big.mp4');
  });

  it('leaves nothing behind when the body fails, before and after the first 5 MB part', async () => {
    const { backend } = fixture;
    const before = await fixture.leftovers();
    await expect(backend.put('images/2026/11/broken.jpg', chunkedBody(MB, { failAfter: 200_000 }))).rejects.toThrow();
    await expect(backend.put('videos/2026/11/broken.mp4', chunkedBody(20 * MB, { failAfter: 11 * MB }))).rejects.toThrow();
    expect(await backend.exists('images/2026/11/broken.jpg')).toBe(false);
    expect(await backend.exists('videos/2026/11/broken.mp4')).toBe(false);
    expect(await fixture.leftovers()).toEqual(before);
  });

  it('leaves nothing behind when the write is aborted through its signal', async () => {
    const { backend } = fixture;
    const before = await fixture.leftovers();
    const controller = new AbortController();
    const body = chunkedBody(20 * MB);
    let sent = 0;
    body.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > 6 * MB && !controller.signal.aborted) controller.abort();
    });
    await expect(backend.put('videos/2026/11/aborted.mp4', body, { signal: controller.signal })).rejects.toThrow();
    expect(await backend.exists('videos/2026/11/aborted.mp4')).toBe(false);
    expect(await fixture.leftovers()).toEqual(before);
  });

  it('keeps one whole object when two writers race for the same key', async () => {
    const { backend } = fixture;
    const one = Buffer.alloc(700_000, 1);
    const two = Buffer.alloc(500_000, 2);
    const slowly = (bytes: Buffer) => Readable.from((async function* () {
      for (let offset = 0; offset < bytes.length; offset += 50_000) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        yield bytes.subarray(offset, offset + 50_000);
      }
    })());
    await Promise.all([backend.put('cache/600/race.jpg', slowly(one)), backend.put('cache/600/race.jpg', slowly(two))]);
    const stored = await readAll((await backend.get('cache/600/race.jpg'))!.body);
    expect(stored.equals(one) || stored.equals(two)).toBe(true);
    expect((await fixture.leftovers()).filter((key) => key.includes('race'))).toEqual(['cache/600/race.jpg']);
  });

  it('refuses keys that could leave its root', async () => {
    const { backend } = fixture;
    for (const key of ['../escape.jpg', '/etc/passwd', 'images//a.jpg', '.hidden', 'images/../../a.jpg', 'images/a b.jpg', '']) {
      await expect(backend.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/not a storage key/);
      await expect(backend.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });
});

describe('storage backend check (readiness)', () => {
  it('disk: passes while its directory takes writes, fails once the directory is gone', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'newsroom-disk-check-'));
    const backend = await createDiskBackend(root);
    await expect(backend.check()).resolves.toBeUndefined();
    await rm(root, { recursive: true });
    await expect(backend.check()).rejects.toThrow(/ENOENT/);
  });

  it('s3: passes HeadBucket for its bucket, fails for a bucket that is not there', async () => {
    const server = await startFakeS3Server();
    const backend = createS3Backend(server.config);
    const elsewhere = createS3Backend({ ...server.config, bucket: 'not-there' });
    try {
      await expect(backend.check()).resolves.toBeUndefined();
      expect(server.operations).toContain('HeadBucket');
      await expect(elsewhere.check()).rejects.toThrow();
    } finally {
      await backend.close();
      await elsewhere.close();
      await server.close();
    }
  });
});
