import { describe, expect, it } from 'vitest';
import { contentFiles, inlineImages } from './contentFiles.ts';

describe('the stored files of a content', () => {
  it('reads inline images served from storage, whole or resized, with their alt; other sources are not ours', () => {
    const html = [
      '<p>a</p><img src="/storage/files/images/2026/11/a.jpg" alt="Birinci &amp; ikinci">',
      '<img alt="" src="/storage/resize?uri=images%2F2026%2F11%2Fb.png&amp;width=600">',
      '<img src="https://example.com/c.jpg" alt="dış">',
      '<img src="/storage/resize?width=300">',
    ].join('');
    expect(inlineImages(html)).toEqual([
      { path: 'images/2026/11/a.jpg', field: 'text', text: 'Birinci & ikinci' },
      { path: 'images/2026/11/b.png', field: 'text', text: null },
    ]);
  });

  it('lists covers with their crops, the GIF, gallery images by caption, videos with posters, once per field', () => {
    const image = (path: string, crops: string[] = []) => ({ path, text: `${path} metni`, crops: crops.map((crop) => ({ type: 'square', path: crop })) });
    const uses = contentFiles({
      coverImages: [{ image: image('k.jpg', ['k-kare.jpg']), isSelected: true }],
      coverGif: image('g.gif'),
      images: [{ image: image('f.jpg'), caption: 'Altyazı' }, { image: image('f.jpg'), caption: 'Yine' }],
      coverVideo: { path: 'v.mp4', posterPath: 'p.jpg', caption: 'Video' },
      videos: [{ path: '/storage/files/w.mp4', posterPath: null, caption: 'İkinci' }],
      text: null,
    });
    expect(uses).toEqual([
      { path: 'k.jpg', field: 'coverImages', text: 'k.jpg metni' },
      { path: 'k-kare.jpg', field: 'coverImages', text: 'k.jpg metni' },
      { path: 'g.gif', field: 'coverGif', text: 'g.gif metni' },
      { path: 'f.jpg', field: 'images', text: 'Altyazı' },
      { path: 'v.mp4', field: 'coverVideo', text: 'Video' },
      { path: 'p.jpg', field: 'coverVideo', text: 'Video' },
      { path: 'w.mp4', field: 'videos', text: 'İkinci' },
    ]);
  });
});
