/**
 * Plain-text fields (titles, spots, SEO fields, captions, tags, names, headline titles and spots)
 * hold text, never markup: an HTML tag pasted into one (`<b>`, `<script>`, `<img …>`, `<!-- -->`),
 * or any tag-like word carrying attributes, is stripped on save and its words kept. The sites receive
 * these values as text and must escape them (docs/delivery-api.md, "Plain text is text"). A `<` that opens no element
 * ("3 < 5", "<3", "<yükseldi>") stays as written.
 */
const ELEMENTS = new Set(
  (
    'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data ' +
    'datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 ' +
    'head header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee math menu meta meter nav noscript ' +
    'object ol optgroup option output p param picture pre progress q rp rt ruby s samp script search section select slot small source ' +
    'span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track u ul var video wbr xmp'
  ).split(' '),
);

// The name and the rest do not overlap (the rest starts with a space or a slash): no backtracking between them.
const TAG = /<(?:(\/?)([A-Za-z][^\s/<>]*)((?:[\s/][^<>]*)?)|![^<>]*)>/g;

/** The text without its markup, in one pass (each character is read at most twice). */
export function withoutMarkup(text: string): string {
  if (!text.includes('<')) return text;
  return text.replace(TAG, (tag, _slash: string | undefined, name: string | undefined, rest: string | undefined) =>
    name === undefined || ELEMENTS.has(name.toLowerCase()) || (rest ?? '').replace('/', '').trim() !== '' ? '' : tag,
  );
}
