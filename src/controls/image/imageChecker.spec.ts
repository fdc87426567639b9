import { describe, expect, it, vi } from 'vitest';
import { checkImage, checkImageWithAlert, exceedsRequiredSize } from './imageChecker.ts';
import { imageTypeOf } from './imageTypes.ts';

const file = (name: string, type: string) => new File(['x'], name, { type });
const sized = (width: number, height: number) => vi.fn(async () => ({ width, height }));

describe('image checker', () => {
  it('accepts an image within the required size and reports its size', async () => {
    const readSize = sized(1200, 675);
    await expect(checkImage(file('a.jpg', 'image/jpeg'), { width: 1200, height: 675 }, { readSize })).resolves.toEqual({
      outcome: 'accept',
      type: 'jpeg',
      size: { width: 1200, height: 675 },
    });
  });

  it("refuses an image wider or taller than required with 'Check image size' and the required W x H", async () => {
    const required = { width: 800, height: 600 };
    for (const readSize of [sized(801, 600), sized(800, 601)]) {
      await expect(checkImage(file('a.png', 'image/png'), required, { readSize })).resolves.toEqual({
        outcome: 'refuse',
        message: 'checkImageSize',
        params: { size: '800 x 600' },
      });
    }
  });

  it('checks only the sides that are required', () => {
    expect(exceedsRequiredSize({ width: 5000, height: 10 }, { height: 100 })).toBe(false);
    expect(exceedsRequiredSize({ width: 5000, height: 101 }, { height: 100 })).toBe(true);
    expect(exceedsRequiredSize({ width: 5000, height: 5000 }, {})).toBe(false);
  });

  it('skips the size check for svg and tiff without decoding them', async () => {
    const readSize = sized(99999, 99999);
    const required = { width: 10, height: 10 };
    await expect(checkImage(file('logo.svg', 'image/svg+xml'), required, { readSize })).resolves.toEqual({ outcome: 'accept', type: 'svg' });
    await expect(checkImage(file('scan.tiff', 'image/tiff'), required, { readSize })).resolves.toEqual({ outcome: 'accept', type: 'tiff' });
    expect(readSize).not.toHaveBeenCalled();
  });

  it('accepts gif, jpeg, png, svg, bmp, tiff and webp and refuses any other type', async () => {
    const accepted = ['image/gif', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/bmp', 'image/tiff', 'image/webp'];
    expect(accepted.map((type) => imageTypeOf({ name: 'x', type }))).toEqual(['gif', 'jpeg', 'png', 'svg', 'bmp', 'tiff', 'webp']);
    for (const type of ['image/avif', 'image/heic', 'video/mp4', 'text/html']) {
      await expect(checkImage(file('x.jpg', type), {}, { readSize: sized(1, 1) })).resolves.toEqual({
        outcome: 'refuse',
        message: 'unsupportedImageType',
      });
    }
  });

  it('decides by extension, case-insensitively, only when the browser gave no type', () => {
    expect(imageTypeOf({ name: 'PHOTO.JPG', type: '' })).toBe('jpeg');
    expect(imageTypeOf({ name: 'scan.TIF', type: '' })).toBe('tiff');
    expect(imageTypeOf({ name: 'page.html', type: '' })).toBeUndefined();
    expect(imageTypeOf({ name: 'disguised.png', type: 'text/html' })).toBeUndefined();
  });

  it('refuses a file the browser cannot decode as an unsupported type', async () => {
    const readSize = vi.fn(async () => Promise.reject(new Error('broken')));
    await expect(checkImage(file('a.png', 'image/png'), { width: 10 }, { readSize })).resolves.toMatchObject({
      outcome: 'refuse',
      message: 'unsupportedImageType',
    });
  });

  it('shows the refusal as an alert and answers whether the file may be used', async () => {
    const alert = vi.fn(async () => undefined);
    await expect(checkImageWithAlert(file('a.png', 'image/png'), { width: 100, height: 100 }, { readSize: sized(200, 50), alert })).resolves.toBe(false);
    expect(alert).toHaveBeenCalledWith({ type: 'warning', title: 'upload.messages.checkImageSize', message: '100 x 100' });
    await expect(checkImageWithAlert(file('a.heic', 'image/heic'), {}, { alert })).resolves.toBe(false);
    expect(alert).toHaveBeenLastCalledWith({ type: 'error', message: 'upload.messages.unsupportedImageType' });
    await expect(checkImageWithAlert(file('a.png', 'image/png'), { width: 100 }, { readSize: sized(100, 900), alert })).resolves.toBe(true);
    expect(alert).toHaveBeenCalledTimes(2);
  });
});
