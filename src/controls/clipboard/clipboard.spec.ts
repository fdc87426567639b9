import { describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copyToClipboard.ts';
import { downloadZip } from './downloadZip.ts';
import { fetchBlob } from './fetchBlob.ts';

describe('copyToClipboard', () => {
  it("writes the text and shows 'Successfully copied to clipboard'", async () => {
    const clipboard = { writeText: vi.fn(async () => undefined) };
    const toast = vi.fn();
    await expect(copyToClipboard('https://example.test/a.jpg', { clipboard, toast })).resolves.toBe(true);
    expect(clipboard.writeText).toHaveBeenCalledWith('https://example.test/a.jpg');
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'success', message: 'media.clipboard.copied' });
  });

  it('shows an error toast when the browser refuses', async () => {
    const clipboard = { writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    const toast = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(copyToClipboard('x', { clipboard, toast })).resolves.toBe(false);
    expect(toast).toHaveBeenCalledExactlyOnceWith({ type: 'error', message: 'media.clipboard.failed' });
  });
});

describe('fetchBlob', () => {
  it('answers the body as a blob', async () => {
    const fetchImpl = vi.fn(async () => new Response('bytes', { headers: { 'content-type': 'image/png' } }));
    const blob = await fetchBlob('/storage/files/a.png', undefined, fetchImpl);
    await expect(blob.text()).resolves.toBe('bytes');
    expect(blob.type).toBe('image/png');
  });

  it('fails with the status on a non-2xx answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('no', { status: 404, statusText: 'Not Found' }));
    await expect(fetchBlob('/storage/files/x.png', undefined, fetchImpl)).rejects.toThrow('GET /storage/files/x.png failed: 404 Not Found');
  });
});

describe('downloadZip', () => {
  it('posts the paths with the bearer and site headers and saves the answer', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('zip bytes', { headers: { 'content-type': 'application/zip' } }));
    const save = vi.fn();
    await downloadZip(['images/a.jpg', 'videos/b.mp4'], {
      storageUrl: '/storage',
      headers: async () => ({ authorization: 'Bearer token', siteid: '4', language: 'tr' }),
      fetch: fetchImpl,
      save,
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/storage/zip');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer token', siteid: '4', 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['images/a.jpg', 'videos/b.mp4'] }),
    });
    expect(save).toHaveBeenCalledWith(expect.anything(), 'media.zip');
    await expect((save.mock.calls[0][0] as Blob).text()).resolves.toBe('zip bytes');
  });

  it('saves nothing when the server refuses', async () => {
    const save = vi.fn();
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 403, statusText: 'Forbidden' }));
    await expect(downloadZip(['a'], { storageUrl: '/storage/', headers: async () => ({}), fetch: fetchImpl, save })).rejects.toThrow('POST /storage/zip failed: 403');
    expect(save).not.toHaveBeenCalled();
  });
});
