import { createElement, Fragment, type ReactNode } from 'react';

export interface HtmlAllowList {
  /** Elements kept; any other is unwrapped to what it holds. */
  allowed: ReadonlySet<string>;
  /** Elements dropped with what they hold. */
  dropped: ReadonlySet<string>;
  /** Elements without children. */
  voids: ReadonlySet<string>;
  /**
   * The props a kept element carries, read from its checked attributes; `undefined` unwraps it
   * (a link whose address is not allowed keeps its text), `null` drops it (an image from elsewhere).
   */
  props(name: string, element: Element): Record<string, unknown> | undefined | null;
}

/** Elements React refuses text in: the whitespace between their children is dropped. */
const NO_TEXT = new Set(['table', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol']);

/**
 * Markup → React elements by an allow-list, never through innerHTML: the markup is read into an
 * inert document (no script runs, no image loads), and only listed elements, their text and the
 * props the list grants come out.
 */
export function htmlNodes(html: string, list: HtmlAllowList): ReactNode[] {
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
    if (list.dropped.has(name)) return null;
    const children = Array.from(element.childNodes, convert);
    const props = list.allowed.has(name) ? list.props(name, element) : undefined;
    if (props === null) return null;
    if (props === undefined) return createElement(Fragment, { key: key++ }, ...children);
    return list.voids.has(name) ? createElement(name, { ...props, key: key++ }) : createElement(name, { ...props, key: key++ }, ...children);
  };
  return Array.from(body.childNodes, convert);
}
