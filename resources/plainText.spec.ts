import { describe, expect, it } from 'vitest';
import { withoutMarkup } from './plainText.ts';

describe('plain text', () => {
  it('strips tags and keeps their words', () => {
    expect(withoutMarkup('Son <b>dakika</b>: <script>alert(1)</script>deprem')).toBe('Son dakika: alert(1)deprem');
    expect(withoutMarkup('<img src=x onerror="alert(1)">Başlık<!-- not -->')).toBe('Başlık');
    expect(withoutMarkup('<a href="javascript:alert(1)">Tıkla</a>')).toBe('Tıkla');
  });

  it('keeps a "<" that opens no tag', () => {
    expect(withoutMarkup('3 < 5 ve 7 > 2')).toBe('3 < 5 ve 7 > 2');
    expect(withoutMarkup('Fenerbahçe <3')).toBe('Fenerbahçe <3');
    expect(withoutMarkup('a <b')).toBe('a <b');
    expect(withoutMarkup('Fiyatlar <yükseldi> & düştü')).toBe('Fiyatlar <yükseldi> & düştü');
    expect(withoutMarkup('Fiyatlar <yükseldi onmouseover="alert(1)"> & düştü')).toBe('Fiyatlar  & düştü');
  });

  it('reads a long hostile text in linear time', () => {
    expect(withoutMarkup('<a'.repeat(200_000))).toBe('<a'.repeat(200_000));
    expect(withoutMarkup('<!--'.repeat(200_000))).toBe('<!--'.repeat(200_000));
    // One tag-like run with no end: read once, not once per letter.
    expect(withoutMarkup(`<${'a'.repeat(1_000_000)}`)).toHaveLength(1_000_001);
  });
});
