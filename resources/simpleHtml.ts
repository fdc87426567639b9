/**
 * The small HTML rich text is kept in, one allow-list for every side: the server sanitises every
 * HTML-bearing value by it (server/engine/simpleHtml.ts: agency bodies from the wire and from the
 * API, engine fields declared `html`), and the admin renders by it (src/controls/simpleHtml/).
 * These elements; no attribute but an http(s)/mailto link's href.
 */
export const SIMPLE_HTML_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'u', 'sub', 'sup', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th',
] as const;

export type SimpleHtmlTag = (typeof SIMPLE_HTML_TAGS)[number];

/** The attributes an element may keep (a link's href, when its scheme is one of SIMPLE_HTML_SCHEMES). */
export const SIMPLE_HTML_ATTRIBUTES: Readonly<Partial<Record<SimpleHtmlTag, readonly string[]>>> = { a: ['href'] };

/** A link's schemes: a relative link would point into our own site, and `javascript:` runs. */
export const SIMPLE_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;

export const WEB_OR_MAIL_LINK = new RegExp(`^(?:${SIMPLE_HTML_SCHEMES.join('|')}):`, 'i');

/** Elements whose content is no text a reader should see: dropped whole, not unwrapped. */
export const SIMPLE_HTML_DROPPED = ['script', 'style', 'template', 'noscript', 'textarea', 'option', 'iframe', 'xmp', 'title', 'head'] as const;
