/**
 * How deeply markup may nest before anything parses it. HTML parsers and sanitisers spend time
 * that grows faster than the text when elements nest thousands deep (a 300 kB text of nested
 * `<b>` held the server for seconds), while nothing an editor writes nests past a few levels:
 * a table cell holding a list in a quote, a link in bold in italics. A deeper text is refused
 * with `validation.markupTooDeep` before the expensive step, on every path that reads markup.
 */
export const MAX_MARKUP_DEPTH = 64;

/** Elements that never hold others, so they open no level. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Elements a second one of closes (`<p>a<p>b`, `<li>…<li>`), as parsers do; others count as still open. */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'td', 'th', 'tr', 'dt', 'dd', 'option']);

const isNameChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 58 || code === 95;

/** The index after the `>` that ends the tag starting at `from` (quoted values may hold `>`), or the text's length. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return index + 1;
  }
  return text.length;
}

/**
 * Whether the markup nests more than `max` elements deep, in one pass over the text and stopping at
 * the first level past `max`: the cost is linear in the text whatever its shape. It counts as a
 * parser would, or deeper (an unclosed element stays open), never shallower.
 */
export function markupTooDeep(text: string, max = MAX_MARKUP_DEPTH): boolean {
  const open: string[] = [];
  let index = text.indexOf('<');
  while (index !== -1 && index < text.length) {
    if (text.startsWith('<!--', index)) {
      const close = text.indexOf('-->', index + 4);
      index = close === -1 ? -1 : text.indexOf('<', close + 3);
      continue;
    }
    const closing = text.charCodeAt(index + 1) === 47;
    let end = index + (closing ? 2 : 1);
    while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
    const name = text.slice(index + (closing ? 2 : 1), end).toLowerCase();
    const after = tagEnd(text, end);
    if (name && closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
    } else if (name && !VOID.has(name) && text.charCodeAt(after - 2) !== 47) {
      if (SELF_CLOSING_SIBLINGS.has(name) && open[open.length - 1] === name) open.pop();
      open.push(name);
      if (open.length > max) return true;
    }
    index = text.indexOf('<', after);
  }
  return false;
}
