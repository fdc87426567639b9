import { describe, expect, it } from 'vitest';
import { imageFromPicked } from './imageValue.ts';

describe('imageFromPicked', () => {
  const picked = { path: 'images/2026/11/kar.jpg', width: 1600, height: 1000, reporter: 'Ayşe Yılmaz', source: 'AA', text: 'Karla kaplı köprü' };

  it('replaces the image, leaving the old crops behind, with the library caption as its description', () => {
    expect(imageFromPicked(picked, { path: 'images/old.jpg', crops: [{ type: 'square', path: 'images/old-sq.jpg', width: 800, height: 800 }], text: 'Eski' })).toEqual({
      path: 'images/2026/11/kar.jpg',
      width: 1600,
      height: 1000,
      crops: [],
      text: 'Karla kaplı köprü',
    });
  });

  it('keeps the description typed when the library has no caption', () => {
    expect(imageFromPicked({ ...picked, text: null }, { path: 'images/old.jpg', text: 'Eski' }).text).toBe('Eski');
  });
});
