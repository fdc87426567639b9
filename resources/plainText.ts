/**
 * Plain-text fields (titles, spots, SEO fields, captions, tags, names, headline titles and spots)
 * hold text, never markup: a tag pasted into one (`<b>`, `<script>`, `<!-- -->`) is stripped on save
 * and its words kept. The sites receive these values as text and must escape them (README,
 * "Delivery API"). A `<` that opens no tag ("3 < 5", "<3") stays as written.
 */
const TAG = /<(?:\/?[A-Za-z][^<>]*|![^<>]*)>/g;

/** The text without its tags, in one pass (each character is read at most twice). */
export function withoutMarkup(text: string): string {
  return text.includes('<') ? text.replace(TAG, '') : text;
}
