/** The SEO length feedback (src/controls/seoLength/): a field's length against its ideal range. */
export const en = {
  seoLength: {
    feedback: { ok: 'Good length', short: 'Too short', long: 'Too long' },
    characters: '%{length} characters (ideal %{min}-%{max})',
    keywords: '%{length} keywords (ideal %{min}-%{max})',
  },
};

export const tr: typeof en = {
  seoLength: {
    feedback: { ok: 'Uzunluk iyi', short: 'Çok kısa', long: 'Çok uzun' },
    characters: '%{length} karakter (ideal %{min}-%{max})',
    keywords: '%{length} anahtar kelime (ideal %{min}-%{max})',
  },
};
