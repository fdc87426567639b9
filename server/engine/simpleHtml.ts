/**
 * The server's sanitiser of simple HTML (sanitize-html over the allow-list in resources/simpleHtml.ts,
 * the one the admin renders by): whatever a client or a wire sends, what is stored and served has
 * no script, no event handler, no style and no link but http(s)/mailto.
 */
import sanitizeHtml from 'sanitize-html';
import { markupTooDeep } from '../../resources/markupDepth.ts';
import { SIMPLE_HTML_ATTRIBUTES, SIMPLE_HTML_DROPPED, SIMPLE_HTML_SCHEMES, SIMPLE_HTML_TAGS, WEB_OR_MAIL_LINK } from '../../resources/simpleHtml.ts';

/** Options of every simple HTML sanitising; the wire's adds its renames and empty-element rules. */
export const SIMPLE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...SIMPLE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(SIMPLE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...SIMPLE_HTML_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: [...SIMPLE_HTML_DROPPED],
  transformTags: {
    // A link without an http(s)/mailto href (relative, javascript:, data:) keeps its text only.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = WEB_OR_MAIL_LINK.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** Any HTML as simple HTML, as it may be stored and served; a text nested too deeply is refused before parsing. */
export function readSimpleHtml(html: string): { html: string; problem?: 'markupTooDeep' } {
  return markupTooDeep(html) ? { html: '', problem: 'markupTooDeep' } : { html: sanitizeHtml(html, SIMPLE_HTML_OPTIONS) };
}
