import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HOSTS } from '../../resources/embedHosts.ts';
import { contents } from '../../resources/content.ts';
import { deliveredValue, fileUrl } from './deliveryValues.ts';

const origin = { publicUrl: 'https://yonetim.example.com', embedHosts: DEFAULT_EMBED_HOSTS };

describe('fileUrl', () => {
  it('makes a storage path absolute, however the value names it, and leaves an address as it is', () => {
    expect(fileUrl(origin, 'images/2026/a b.jpg')).toBe('https://yonetim.example.com/storage/files/images/2026/a%20b.jpg');
    expect(fileUrl(origin, '/storage/files/images/2026/a.jpg')).toBe('https://yonetim.example.com/storage/files/images/2026/a.jpg');
    expect(fileUrl(origin, 'documents/ilan.pdf', 'İlan 1/2')).toBe('https://yonetim.example.com/storage/files/documents/ilan.pdf?name=%C4%B0lan%201%2F2');
    expect(fileUrl(origin, 'https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
  });

  it('gives no address for an empty value or a foreign scheme', () => {
    for (const value of [null, undefined, '', '  ', 'javascript:alert(1)', 42]) expect(fileUrl(origin, value)).toBeNull();
  });
});

describe('deliveredValue', () => {
  it('keeps an embed code\'s frame only: no handler, srcdoc, script or http source', () => {
    const embed = contents.fields.podcastEmbed!;
    expect(deliveredValue(origin, embed, '<iframe src="https://w.soundcloud.com/player/?url=x" onload="alert(1)" srcdoc="<script>alert(1)</script>" width="100%"></iframe><script>alert(2)</script>')).toBe(
      '<iframe src="https://w.soundcloud.com/player/?url=x" width="100%"></iframe>',
    );
    expect(deliveredValue(origin, embed, '<iframe src="http://w.soundcloud.com/player/"></iframe>')).toBe('');
  });

  it('leaves plain text alone and makes only inline storage images of rich text absolute', () => {
    expect(deliveredValue(origin, contents.fields.spot!, 'Fiyatlar <yükseldi> & düştü')).toBe('Fiyatlar <yükseldi> & düştü');
    expect(deliveredValue(origin, contents.fields.text!, '<p>/storage/files/x</p><img src="/storage/files/images/a.jpg" alt="" /><img src="https://foto.example.com/b.jpg" alt="" />')).toBe(
      '<p>/storage/files/x</p><img src="https://yonetim.example.com/storage/files/images/a.jpg" alt="" /><img src="https://foto.example.com/b.jpg" alt="" />',
    );
  });

  it('gives enums by key, dates in ISO-8601 and empty lists as []', () => {
    expect(deliveredValue(origin, contents.fields.newsType!, 1)).toBe('hot');
    expect(deliveredValue(origin, contents.fields.startDate!, new Date('2026-11-01T00:00:00Z'))).toBe('2026-11-01T00:00:00.000Z');
    expect(deliveredValue(origin, contents.fields.pdfs!, null)).toEqual([]);
    expect(deliveredValue(origin, contents.fields.coverVideo!, null)).toBeNull();
  });
});
