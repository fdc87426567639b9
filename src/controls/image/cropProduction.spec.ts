import { describe, expect, it, vi } from 'vitest';
import type { DrawRequest } from './canvasDrawing.ts';
import { copySourceCrops, initialCrop, minimumSelection, naturalRect, outputSize } from './cropGeometry.ts';
import { cropFileName, cropMimeType, produceCrops, type CropTransport, type StoredCrop } from './cropProduction.ts';
import { CROP_MODE } from './cropTypes.ts';

const wide = { type: '16:9', width: 1200, height: 675 };
const square = { type: '1:1', width: 600, height: 600 };

function recordingTransport(
  answer: (file: File, index: number) => StoredCrop = (_, index) => ({ relativePath: `images/2026/11/crop-${index}.jpg` }),
) {
  const drawn: DrawRequest[] = [];
  const uploaded: File[] = [];
  const transport: CropTransport = {
    render: vi.fn(async (request: DrawRequest) => {
      drawn.push(request);
      return new Blob(['pixels'], { type: request.type });
    }),
    upload: vi.fn(async (file: File) => {
      uploaded.push(file);
      return answer(file, uploaded.length);
    }),
  };
  return { transport, drawn, uploaded };
}

describe('crop geometry', () => {
  it('starts a fixed crop as the largest centred area of its shape', () => {
    const crop = initialCrop(wide, { width: 2000, height: 2000 });
    expect(naturalRect(crop, { width: 2000, height: 2000 })).toEqual({ x: 0, y: 438, width: 2000, height: 1125 });
  });

  it('turns a percent selection into whole natural pixels inside the image', () => {
    expect(naturalRect({ unit: '%', x: 10, y: 20, width: 50, height: 50 }, { width: 1000, height: 500 })).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 250,
    });
    expect(naturalRect({ unit: '%', x: 90, y: 0, width: 20, height: 100 }, { width: 1000, height: 500 }).width).toBe(100);
  });

  it('sizes a fixed crop at its definition and never upscales; a free crop keeps the selected pixels', () => {
    expect(outputSize(CROP_MODE.fixed, wide, { x: 0, y: 0, width: 2400, height: 1350 })).toEqual({ width: 1200, height: 675 });
    expect(outputSize(CROP_MODE.fixed, wide, { x: 0, y: 0, width: 800, height: 450 })).toEqual({ width: 800, height: 450 });
    expect(outputSize(CROP_MODE.free, wide, { x: 5, y: 5, width: 333, height: 777 })).toEqual({ width: 333, height: 777 });
  });

  it("keeps fixed mode's minimum selection at the definition's size on screen, shrunk to fit a small image", () => {
    expect(minimumSelection(square, { width: 3000, height: 2000 }, { width: 1500, height: 1000 })).toEqual({ width: 300, height: 300 });
    expect(minimumSelection(wide, { width: 600, height: 600 }, { width: 600, height: 600 })).toEqual({ width: 600, height: 337.5 });
  });

  it('copies the source crops of the same type unchanged and falls back to the whole source', () => {
    const source = { path: 'images/src.jpg', width: 3000, height: 2000 };
    const existing = { type: '1:1', width: 600, height: 600, path: 'images/src-square.jpg' };
    expect(copySourceCrops([wide, square], source, [existing])).toEqual([
      { type: '16:9', path: 'images/src.jpg', width: 3000, height: 2000 },
      existing,
    ]);
  });
});

describe('crop production', () => {
  it('draws each selection at its output size, uploads it and answers the spec crop objects', async () => {
    const { transport, drawn, uploaded } = recordingTransport((_, index) => ({
      relativePath: `images/2026/11/c${index}.jpg`,
      width: index === 1 ? 1200 : null,
      height: index === 1 ? 675 : null,
    }));
    const image = {} as CanvasImageSource;
    const crops = await produceCrops(
      [
        { definition: wide, rect: { x: 0, y: 100, width: 2400, height: 1350 } },
        { definition: square, rect: { x: 50, y: 50, width: 500, height: 500 } },
      ],
      { image, path: 'images/2026/11/photo.jpeg', mimeType: 'image/jpeg' },
      CROP_MODE.fixed,
      transport,
    );
    expect(crops).toEqual([
      { type: '16:9', width: 1200, height: 675, path: 'images/2026/11/c1.jpg' },
      { type: '1:1', width: 500, height: 500, path: 'images/2026/11/c2.jpg' },
    ]);
    expect(drawn.map(({ rect, width, height, type, quality, source }) => ({ rect, width, height, type, quality, same: source === image }))).toEqual([
      { rect: { x: 0, y: 100, width: 2400, height: 1350 }, width: 1200, height: 675, type: 'image/jpeg', quality: 0.9, same: true },
      { rect: { x: 50, y: 50, width: 500, height: 500 }, width: 500, height: 500, type: 'image/jpeg', quality: 0.9, same: true },
    ]);
    expect(uploaded.map((file) => [file.name, file.type])).toEqual([
      ['photo-16-9.jpg', 'image/jpeg'],
      ['photo-1-1.jpg', 'image/jpeg'],
    ]);
  });

  it('keeps png and webp (transparency), makes jpeg of the rest', () => {
    expect(cropMimeType('image/png')).toBe('image/png');
    expect(cropMimeType('image/webp')).toBe('image/webp');
    expect(cropMimeType('image/gif')).toBe('image/jpeg');
    expect(cropMimeType(undefined)).toBe('image/jpeg');
    expect(cropFileName('images/a/logo.png', 'Square / small', 'image/png')).toBe('logo-Square-small.png');
  });

  it('stops at the first failed upload and reports it', async () => {
    const { transport } = recordingTransport();
    vi.mocked(transport.upload).mockRejectedValueOnce(new Error('Upload failed'));
    await expect(
      produceCrops([{ definition: wide, rect: { x: 0, y: 0, width: 10, height: 10 } }], { image: {} as CanvasImageSource, path: 'a.png' }, CROP_MODE.free, transport),
    ).rejects.toThrow('Upload failed');
  });
});
