import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jpegFile } from './stories/sampleUploadFiles.ts';
import { MAX_HASHED_BYTES, sha256Hex } from './sha256.ts';

describe('sha256Hex', () => {
  it("hashes the file's bytes as lower-case hex, like the server does", async () => {
    const file = jpegFile();
    const expected = createHash('sha256').update(Buffer.from(await file.arrayBuffer())).digest('hex');
    await expect(sha256Hex(file)).resolves.toBe(expected);
    await expect(sha256Hex(new File([], 'empty.png'))).resolves.toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('leaves a file above the in-memory limit unhashed', async () => {
    const huge = { size: MAX_HASHED_BYTES + 1, arrayBuffer: () => Promise.reject(new Error('must not be read')) } as unknown as Blob;
    await expect(sha256Hex(huge)).resolves.toBeUndefined();
  });
});
