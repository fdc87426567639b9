import { Box } from '@mui/material';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { SIMPLE_HTML_ATTRIBUTES, SIMPLE_HTML_DROPPED, SIMPLE_HTML_TAGS, WEB_OR_MAIL_LINK, type SimpleHtmlTag } from '../../../resources/simpleHtml.ts';

const ALLOWED = new Set<string>(SIMPLE_HTML_TAGS);
const DROPPED = new Set<string>(SIMPLE_HTML_DROPPED);
const VOID = new Set(['br']);
/** Elements React refuses text in: the whitespace between their children is dropped. */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol']);

/**
 * Markup → React elements by the simple HTML allow-list the server sanitises by
 * (resources/simpleHtml.ts), never through innerHTML: the markup is
 * read into an inert document (no script runs, no image loads), and only listed elements, their
 * text and an http(s)/mailto href come out. Anything else leaves its text behind.
 */
function simpleHtmlNodes(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let key = 0;
  const convert = (node: Node): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.tagName.toLowerCase() ?? '';
      return NO_TEXT.has(parent) && !node.textContent?.trim() ? null : node.textContent;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    if (DROPPED.has(name)) return null;
    const children = Array.from(element.childNodes, convert);
    if (!ALLOWED.has(name)) return createElement(Fragment, { key: key++ }, ...children);
    const props: Record<string, unknown> = { key: key++ };
    for (const attribute of SIMPLE_HTML_ATTRIBUTES[name as SimpleHtmlTag] ?? []) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) props[attribute] = value;
    }
    if (name === 'a') {
      // A link without an http(s)/mailto href keeps its text only, as on the server.
      if (!WEB_OR_MAIL_LINK.test(String(props.href ?? ''))) return createElement(Fragment, { key: key++ }, ...children);
      Object.assign(props, { target: '_blank', rel: 'noopener noreferrer nofollow' });
    }
    return VOID.has(name) ? createElement(name as SimpleHtmlTag, props) : createElement(name as SimpleHtmlTag, props, ...children);
  };
  return Array.from(body.childNodes, convert);
}

/** A wire body (or an editor's change to one) shown as its simple HTML. */
export function SimpleHtml({ html }: { html: string }) {
  const nodes = useMemo(() => simpleHtmlNodes(html), [html]);
  return (
    <Box sx={{ '& p': { mt: 0, mb: 1.5 }, '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 } }}>
      {nodes}
    </Box>
  );
}
