import { describe, expect, it, vi } from 'vitest';
import { convertPngToJpeg, JPEG_QUALITY, jpegFileName } from './pngToJpeg.ts';

describe('PNG to JPEG', () => {
  it('renames to .jpg whatever the case of the extension', () => {
    expect(jpegFileName('photo.png')).toBe('photo.jpg');
    expect(jpegFileName('Photo.Final.PNG')).toBe('Photo.Final.jpg');
    expect(jpegFileName('noextension')).toBe('noextension.jpg');
  });

  it('encodes a PNG at quality 90 and returns a JPEG file', async () => {
    const encode = vi.fn(async () => new Blob(['jpeg bytes'], { type: 'image/jpeg' }));
    const png = new File(['png bytes'], 'chart.png', { type: 'image/png', lastModified: 1234 });
    const jpeg = await convertPngToJpeg(png, encode);
    expect(JPEG_QUALITY).toBe(0.9);
    expect(encode).toHaveBeenCalledWith(png, 0.9);
    expect(jpeg).toMatchObject({ name: 'chart.jpg', type: 'image/jpeg', lastModified: 1234 });
    await expect(jpeg.text()).resolves.toBe('jpeg bytes');
  });

  it('leaves any other image untouched', async () => {
    const encode = vi.fn();
    const gif = new File(['gif'], 'anim.gif', { type: 'image/gif' });
    await expect(convertPngToJpeg(gif, encode)).resolves.toBe(gif);
    expect(encode).not.toHaveBeenCalled();
  });
});
