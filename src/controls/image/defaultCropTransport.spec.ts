import { describe, expect, it, vi } from 'vitest';
import type { UploadTransport } from '../upload/uploadTypes.ts';
import { uploadingCropTransport } from './defaultCropTransport.ts';

const stored = (relativePath: string) => ({ relativePath, width: 600, height: 600 });
const SOURCE = { of: 'images/2026/11/kaynak.jpg', type: '1:1' };

function storage(known: Record<string, string> = {}): UploadTransport {
  return {
    lookupFileByHash: vi.fn(async (hash: string) => (known[hash] ? stored(known[hash]) : null)),
    upload: vi.fn(async () => stored('images/new.jpg')),
  };
}

describe('the crop upload', () => {
  it('uploads a new crop as an image, naming the source it was cut from', async () => {
    const store = storage();
    const crop = new File(['new pixels'], 'a-1-1.jpg', { type: 'image/jpeg' });
    await expect(uploadingCropTransport(store).upload(crop, SOURCE)).resolves.toEqual(stored('images/new.jpg'));
    expect(store.upload).toHaveBeenCalledWith(crop, { method: 'file', type: 1, crop: SOURCE }, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('reuses a crop the storage already has (same SHA-256) without uploading it', async () => {
    const digest = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('same pixels'))), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    const store = storage({ [digest]: 'images/old.jpg' });
    await expect(uploadingCropTransport(store).upload(new File(['same pixels'], 'b.jpg', { type: 'image/jpeg' }), SOURCE)).resolves.toEqual(
      stored('images/old.jpg'),
    );
    expect(store.upload).not.toHaveBeenCalled();
  });
});
