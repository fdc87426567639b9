import { describe, expect, it } from 'vitest';
import { addUploads, isVideo, itemFromUpload, type SessionUpload } from './sessionUpload.ts';

const item = (relativePath: string, patch: Partial<SessionUpload> = {}): SessionUpload => ({
  id: relativePath,
  relativePath,
  name: relativePath.split('/').pop() ?? relativePath,
  size: 1000,
  mimeType: 'image/jpeg',
  width: 10,
  height: 10,
  alreadyUploaded: false,
  crops: [],
  ...patch,
});

describe('session uploads', () => {
  it('come from the upload dialog with the hash-hit flag', () => {
    expect(
      itemFromUpload({
        name: 'a.jpg',
        size: 2048,
        type: 'image/jpeg',
        progress: 100,
        error: null,
        success: true,
        response: { relativePath: 'images/2026/11/a.jpg', width: 800, height: 600 },
        alreadyUploaded: true,
      }, 'upload-1'),
    ).toEqual(item('images/2026/11/a.jpg', { id: 'upload-1', size: 2048, width: 800, height: 600, alreadyUploaded: true }));
  });

  it('put new uploads first, in their order, and show the crops a stored file has', () => {
    const crop = { type: '1:1', width: 600, height: 600, path: 'images/c.jpg' };
    const earlier = [item('images/a.jpg', { id: '1', crops: [crop] }), item('images/b.jpg', { id: '2' })];
    const next = addUploads(earlier, [item('images/new.jpg', { id: '3' }), item('images/a.jpg', { id: '4', name: 'copy-of-a.jpg', alreadyUploaded: true })]);
    expect(next.map((entry) => entry.id)).toEqual(['3', '4', '1', '2']);
    expect(next[1]).toMatchObject({ name: 'copy-of-a.jpg', alreadyUploaded: true, crops: [crop] });
    expect(next[0].crops).toEqual([]);
  });

  it('tell videos from images', () => {
    expect(isVideo(item('videos/2026/11/v.mp4', { mimeType: 'video/mp4' }))).toBe(true);
    expect(isVideo(item('videos/2026/11/v.mp4', { mimeType: '' }))).toBe(true);
    expect(isVideo(item('images/2026/11/a.jpg'))).toBe(false);
  });
});
