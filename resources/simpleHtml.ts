/**
 * The small HTML agency bodies are kept in (server/ingest/simpleHtml.ts writes it, the desk shows
 * it): these elements, no attribute but an http(s)/mailto link's href.
 */
export const SIMPLE_HTML_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'u', 'sub', 'sup', 'a',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th',
] as const;

export type SimpleHtmlTag = (typeof SIMPLE_HTML_TAGS)[number];

export const WEB_OR_MAIL_LINK = /^(?:https?|mailto):/i;
