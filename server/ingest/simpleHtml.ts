import sanitizeHtml from 'sanitize-html';
import { SIMPLE_HTML_DROPPED, SIMPLE_HTML_TAGS } from '../../resources/simpleHtml.ts';
import { SIMPLE_HTML_OPTIONS } from '../engine/simpleHtml.ts';
import { readWellFormed, type MarkupElement } from './markupTree.ts';
import { WireFormatError } from './wireItem.ts';
import { MAX_MARKUP_DEPTH, markupTooDeep } from '../../resources/markupDepth.ts';

/**
 * Wire bodies (NITF, XHTML, agency HTML, plain text) → a small safe HTML: paragraphs, headings, lists,
 * quotes, tables and a few inline marks, no attribute but an http(s)/mailto link. What may stay is
 * the allow-list in resources/simpleHtml.ts (the desk renders by it too), enforced by sanitize-html;
 * the code here only gives loose text its paragraphs.
 */

/** HTML and NITF names (hl1/hl2 headings, bq quote) → the simple HTML name. */
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', hl1: 'h2', hl2: 'h3', bq: 'blockquote', pre: 'p', b: 'strong', i: 'em' };


/** Whole subtrees left out: document heads, NITF head/end matter, media, forms, scripts. */
const DROPPED = [
  'body.head', 'body.end', 'figure', 'media', 'video', 'audio', 'picture', 'svg', 'math', 'object',
  'embed', 'canvas', 'map', 'form', 'button', 'select',
  ...SIMPLE_HTML_DROPPED,
];

/** Blocks end the paragraph of loose text before them. */
const BLOCKS = new Set(['p', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hl1', 'hl2', 'blockquote', 'bq', 'ul', 'ol', 'table']);

/** Containers: their edges are paragraph breaks; they are not written themselves. */
const CONTAINERS = new Set([
  'html', 'body', 'body.content', 'nitf', 'block', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside',
  'address', 'center', 'dl', 'dt', 'dd',
]);

/** Whitespace inside these is not worth keeping at their edges. */
const TRIMMED = new Set([...BLOCKS, 'li', 'td', 'th']);

/** Table cells and line breaks may stand empty; any other element without text is left out. */
const MAY_BE_EMPTY = new Set(['br', 'td', 'th']);

const SIMPLE_HTML: sanitizeHtml.IOptions = {
  ...SIMPLE_HTML_OPTIONS,
  transformTags: { ...RENAMED, ...SIMPLE_HTML_OPTIONS.transformTags },
  nonTextTags: DROPPED,
  // A link that lost its href leaves its text behind.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : !MAY_BE_EMPTY.has(frame.tag) && !frame.text.trim()),
  // The input is the well-formed markup written below: read as XML, a <p> inside a list item stays there.
  parser: { xmlMode: true },
};

/** What agency HTML is first read as: the names the paragraphs below know, and a link's href. */
const READABLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...SIMPLE_HTML_TAGS, ...Object.keys(RENAMED), ...CONTAINERS],
  allowedAttributes: SIMPLE_HTML_OPTIONS.allowedAttributes,
  nonTextTags: DROPPED,
  // Deeper than the XML parser reads; the tags past it go, their text stays.
  nestingLimit: 90,
};

function escapeText(text: string): string {
  return text.replace(/[ \t\r\n\f]+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The element as markup again, its link its only attribute; sanitize-html decides what of it stays. */
function markupOf(element: MarkupElement): string {
  let inner = '';
  for (const part of element.content) inner += typeof part === 'string' ? escapeText(part) : markupOf(part);
  if (TRIMMED.has(element.name)) inner = inner.trim();
  const href = element.name === 'a' && element.attrs.href ? ` href="${element.attrs.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"` : '';
  return `<${element.name}${href}>${inner}</${element.name}>`;
}

/** The element's content as simple HTML; loose text and inline runs become paragraphs. */
export function markupToSimpleHtml(element: MarkupElement): string {
  let html = '';
  let run = '';
  const flush = () => {
    const paragraph = run.trim();
    if (paragraph) html += `<p>${paragraph}</p>`;
    run = '';
  };
  const walk = (node: MarkupElement) => {
    for (const part of node.content) {
      if (typeof part === 'string') run += escapeText(part);
      else if (BLOCKS.has(part.name)) {
        flush();
        html += markupOf(part);
      } else if (CONTAINERS.has(part.name)) {
        flush();
        walk(part);
        flush();
      } else if (part.name === 'br') {
        // Outside a paragraph a line break is where one paragraph ends and the next begins.
        flush();
      } else {
        run += markupOf(part);
      }
    }
  };
  walk(element);
  flush();
  return sanitizeHtml(html, SIMPLE_HTML);
}

/** Agency HTML (or XHTML, or NITF as a string), however loose, as elements under a nameless root. */
export function readHtml(html: string): MarkupElement {
  // Wrapped: text outside any element would otherwise be lost.
  return readWellFormed(`<body>${sanitizeHtml(html, READABLE_HTML)}</body>`);
}

/** Agency HTML → simple HTML; never throws. */
export function htmlToSimpleHtml(html: string): string {
  if (markupTooDeep(html)) throw new WireFormatError(`a body nested deeper than ${MAX_MARKUP_DEPTH} elements: refused unread`, 'malformed');
  return markupToSimpleHtml(readHtml(html));
}

/** Plain text → paragraphs: by blank lines when the text has them, else one per line. */
export function plainTextToSimpleHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (!normalised) return '';
  const paragraphs = /\n[ \t]*\n/.test(normalised) ? normalised.split(/\n[ \t]*\n+/) : normalised.split('\n');
  let html = '';
  for (const paragraph of paragraphs) {
    const inner = escapeText(paragraph).trim();
    if (inner) html += `<p>${inner}</p>`;
  }
  return html;
}
