/**
 * The server's sanitiser of rich HTML (sanitize-html over the allow-list in resources/richHtml.ts,
 * the one the admin's editor produces): whatever a client sends, what is stored and served keeps its
 * text but no script, handler, foreign style or colour, foreign link scheme, foreign image or frame.
 */
import sanitizeHtml from 'sanitize-html';
import {
  isRichLinkHref,
  isRichTextAlignment,
  paletteColor,
  RICH_EMBED_MARKER,
  RICH_HTML_ALIGNED,
  RICH_HTML_ATTRIBUTES,
  RICH_HTML_DROPPED,
  RICH_HTML_TAGS,
  RICH_LINK_RELS,
  RICH_LINK_TARGETS,
  richImageSource,
} from '../../resources/richHtml.ts';
import { allowedEmbedSource } from '../../resources/embedHosts.ts';
import { markupTooDeep } from '../../resources/markupDepth.ts';

/** The declarations of a style attribute, by lower-case property name (the last one wins, as in CSS). */
function declarations(style: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) found.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return found;
}

const alignment = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const value = declarations(attribs.style).get('text-align');
  return value && isRichTextAlignment(value) ? { style: `text-align: ${value.trim().toLowerCase()}` } : {};
};

const aligned = (tagName: string): sanitizeHtml.Transformer => (_name, attribs) => ({ tagName, attribs: alignment(attribs) });

const whole = (value: string | undefined) => (value !== undefined && /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined);

const defined = (attribs: Record<string, string | undefined>): sanitizeHtml.Attributes =>
  Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** A pasted `<b style="font-weight: normal">` (Google Docs' wrapper) is no bold. */
const bold: sanitizeHtml.Transformer = (_name, attribs) =>
  declarations(attribs.style).get('font-weight') === 'normal' ? { tagName: 'span', attribs: {} } : { tagName: 'strong', attribs: {} };

const cell: sanitizeHtml.Transformer = (tagName, attribs) => ({ tagName, attribs: defined({ colspan: whole(attribs.colspan), rowspan: whole(attribs.rowspan) }) });

export interface RichHtmlOptions {
  /** Origins whose /storage/… images are ours (the server's public URL); stored as relative paths. */
  publicOrigins: readonly string[];
  /** The hosts the site lets frames load from (its settings' embedHosts: resources/embedHosts.ts). */
  embedHosts: readonly string[];
}

/** Spec 02 §5's rules of the HTML editor, checked on the server too: the catalogue's message names. */
export type RichHtmlProblem = 'richTextBlankLink' | 'richTextEmptyBlockquote' | 'markupTooDeep';

function richOptions({ publicOrigins, embedHosts }: RichHtmlOptions, report: (problem: RichHtmlProblem) => void): sanitizeHtml.IOptions {
  return {
    allowedTags: [...RICH_HTML_TAGS],
    allowedAttributes: {
      ...Object.fromEntries(Object.entries(RICH_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
      ...Object.fromEntries(RICH_HTML_ALIGNED.map((tag) => [tag, ['style']])),
      span: ['style'],
    },
    allowedStyles: {
      ...Object.fromEntries(RICH_HTML_ALIGNED.map((tag) => [tag, { 'text-align': [/^(?:left|center|right|justify)$/] }])),
      span: { color: [/^#[0-9a-f]{6}$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedIframeDomains: [...embedHosts],
    allowIframeRelativeUrls: false,
    nonTextTags: [...RICH_HTML_DROPPED],
    selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
    transformTags: {
      h1: aligned('h2'),
      h2: aligned('h2'),
      h3: aligned('h3'),
      h4: aligned('h4'),
      h5: aligned('h4'),
      h6: aligned('h4'),
      p: aligned('p'),
      b: bold,
      i: 'em',
      strike: 's',
      del: 's',
      ol: (tagName, attribs) => ({ tagName, attribs: defined({ start: whole(attribs.start) }) }),
      th: cell,
      td: cell,
      span: (tagName, attribs) => {
        const color = paletteColor(declarations(attribs.style).get('color') ?? '');
        return { tagName, attribs: defined({ style: color && `color: ${color}` }) };
      },
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        if (attribs.href !== undefined && !href) report('richTextBlankLink');
        if (!isRichLinkHref(href)) return { tagName, attribs: {} };
        const target = (RICH_LINK_TARGETS as readonly string[]).includes(attribs.target ?? '') ? attribs.target : undefined;
        const rels = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter((word) => (RICH_LINK_RELS as readonly string[]).includes(word)));
        // A new tab must not reach back to the admin's or the site's window.
        if (target === '_blank') ['noopener', 'noreferrer'].forEach((word) => rels.add(word));
        return { tagName, attribs: defined({ href, target, rel: rels.size ? [...rels].join(' ') : undefined }) };
      },
      img: (tagName, attribs) => {
        const src = richImageSource(attribs.src ?? '', publicOrigins);
        return { tagName, attribs: defined({ src, alt: src ? (attribs.alt ?? '') : undefined }) };
      },
      iframe: (tagName, attribs) => {
        const src = allowedEmbedSource(attribs.src ?? '', embedHosts);
        if (!src) return { tagName, attribs: {} };
        return {
          tagName,
          attribs: defined({
            src,
            width: whole(attribs.width),
            height: whole(attribs.height),
            title: attribs.title,
            frameborder: whole(attribs.frameborder),
            allowfullscreen: attribs.allowfullscreen !== undefined ? '' : undefined,
            loading: attribs.loading === 'lazy' ? 'lazy' : undefined,
          }),
        };
      },
      div: (tagName, attribs) => {
        const marker = attribs[RICH_EMBED_MARKER]?.trim();
        return { tagName, attribs: defined({ [RICH_EMBED_MARKER]: marker && /^[a-z]{1,20}$/.test(marker) ? marker : undefined }) };
      },
    },
    exclusiveFilter: (frame) => {
      // The tag as transformed (a pasted <b> may have become a bare span).
      const tag = (frame as sanitizeHtml.IFrame & { name?: string }).name ?? frame.tag;
      if (tag === 'a' && frame.attribs.href && !frame.text.trim() && !frame.mediaChildren.length) report('richTextBlankLink');
      if (tag === 'blockquote' && !frame.text.trim() && !frame.mediaChildren.length) report('richTextEmptyBlockquote');
      if (tag === 'a' && !frame.attribs.href) return 'excludeTag';
      if (tag === 'span' && !frame.attribs.style) return 'excludeTag';
      if ((tag === 'img' || tag === 'iframe') && !frame.attribs.src) return true;
      // Only the editor's embed marker holding its frame stays a div.
      if (tag === 'div' && (!frame.attribs[RICH_EMBED_MARKER] || !frame.mediaChildren.includes('iframe'))) return 'excludeTag';
      return false;
    },
  };
}

let configuredOrigins: readonly string[] = [];

/** The server's public URL, so that absolute links to its storage are recognised as ours (set once at start). */
export function configureRichHtml(options: Pick<RichHtmlOptions, 'publicOrigins'>): void {
  configuredOrigins = options.publicOrigins;
}

/** The origins set at start, for a worker thread that cleans rich HTML on the server's behalf. */
export const richHtmlOrigins = (): readonly string[] => configuredOrigins;

/** Any HTML as rich HTML, as it may be stored and served, and the first broken editor rule found in it. */
export function readRichHtml(html: string, options: RichHtmlOptions): { html: string; problem?: RichHtmlProblem } {
  // Refused before the parser, whose time grows faster than the text with the nesting.
  if (markupTooDeep(html)) return { html: '', problem: 'markupTooDeep' };
  let problem: RichHtmlProblem | undefined;
  const clean = sanitizeHtml(html, richOptions(options, (found) => (problem ??= found)));
  return { html: clean, problem };
}

/** Any HTML as rich HTML, as it may be stored and served. */
export function sanitizeRichHtml(html: string, options: RichHtmlOptions): string {
  return readRichHtml(html, options).html;
}
