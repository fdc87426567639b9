/**
 * The rich HTML of a content's text, one allow-list for every side: exactly what the admin's rich
 * text editor (src/controls/richText/) can produce. The server sanitises every `html: 'rich'` field
 * by it (server/engine/richHtml.ts) and the editor cleans pasted markup by it, so Word or Google Docs
 * markup, scripts, handlers, foreign styles and foreign frames never reach a reader.
 * The agency's smaller list stays in resources/simpleHtml.ts.
 */
import { allowedEmbedSource, isEmbedHostAllowed } from './embedHosts.ts';

export const RICH_HTML_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'sub', 'sup', 'span', 'a',
  'ul', 'ol', 'li', 'blockquote', 'hr',
  'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td',
  'img', 'div', 'iframe',
] as const;

export type RichHtmlTag = (typeof RICH_HTML_TAGS)[number];

/** The attributes an element may keep; their values are checked further below (links, images, frames, spans). */
export const RICH_HTML_ATTRIBUTES: Readonly<Partial<Record<RichHtmlTag, readonly string[]>>> = {
  a: ['href', 'rel', 'target'],
  ol: ['start'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  div: ['data-embed'],
  iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder', 'loading'],
};

/** Elements dropped with what they hold (their content is nothing a reader should see). */
export const RICH_HTML_DROPPED = [
  'script', 'style', 'template', 'noscript', 'textarea', 'option', 'xmp', 'title', 'head', 'svg', 'math', 'object', 'embed',
] as const;

/** Elements whose alignment the editor sets (`text-align`). */
export const RICH_HTML_ALIGNED = ['p', 'h2', 'h3', 'h4'] as const;
export const RICH_HTML_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type RichTextAlignment = (typeof RICH_HTML_ALIGNMENTS)[number];

/** The spec's text colours (02 §5: red, green, blue, light brown, purple, yellow); the hex values are ours. */
export const RICH_TEXT_COLORS = {
  red: '#d32f2f',
  green: '#2e7d32',
  blue: '#1565c0',
  lightBrown: '#a1887f',
  purple: '#7b1fa2',
  yellow: '#f9a825',
} as const;
export type RichTextColorName = keyof typeof RICH_TEXT_COLORS;

const rgbOf = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** The palette colour a CSS colour value names (hex in any case, or the rgb() a browser writes back), or undefined. */
export function paletteColor(value: string): string | undefined {
  const written = value.trim().toLowerCase().replace(/\s+/g, '');
  return Object.values(RICH_TEXT_COLORS).find((hex) => written === hex || written === `rgb(${rgbOf(hex).join(',')})`);
}

export const isRichTextAlignment = (value: string): value is RichTextAlignment =>
  (RICH_HTML_ALIGNMENTS as readonly string[]).includes(value.trim().toLowerCase());

/** A link's href: web, mail or a path on our own site (`/…`, not `//host`). */
export function isRichLinkHref(href: string): boolean {
  const value = href.trim();
  return /^(?:https?:\/\/|mailto:)/i.test(value) || /^\/(?!\/)/.test(value);
}

/** A link's `target`: a new tab or the same one. */
export const RICH_LINK_TARGETS = ['_blank', '_self'] as const;
/** The `rel` words a link may carry. */
export const RICH_LINK_RELS = ['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored'] as const;

/** Where inline images come from: our storage, as the relative path the admin writes. */
export const RICH_IMAGE_PATH_PREFIX = '/storage/';

/**
 * An image source from our storage: relative `/storage/…`, or absolute under one of `publicOrigins`
 * (the server's public URL), answered as the relative path so that stored text does not depend on a host.
 */
export function richImageSource(src: string, publicOrigins: readonly string[] = []): string | undefined {
  const value = src.trim();
  const relative = publicOrigins.reduce(
    (current, origin) => (current.toLowerCase().startsWith(`${origin.replace(/\/+$/, '').toLowerCase()}/`) ? current.slice(origin.replace(/\/+$/, '').length) : current),
    value,
  );
  if (!relative.startsWith(RICH_IMAGE_PATH_PREFIX) || relative.includes('..') || /[\s"'<>\\]/.test(relative)) return undefined;
  return relative;
}

/** The marker the editor wraps every embed in: `<div data-embed="…">` holding one iframe. */
export const RICH_EMBED_MARKER = 'data-embed';

/** The services the marker names; a frame of another allowed host is marked `embed`. */
const EMBED_PROVIDERS: Readonly<Record<string, string>> = {
  'youtube.com': 'youtube',
  'youtube-nocookie.com': 'youtube',
  'vimeo.com': 'vimeo',
  'soundcloud.com': 'soundcloud',
  'twitter.com': 'twitter',
  'instagram.com': 'instagram',
};

/** The service an allowed embed source belongs to (the marker's value), or undefined when the source is not allowed. */
export function richEmbedProvider(src: string, hosts: readonly string[]): string | undefined {
  const allowed = allowedEmbedSource(src, hosts);
  if (!allowed) return undefined;
  const host = new URL(allowed).hostname;
  const service = Object.keys(EMBED_PROVIDERS).find((name) => isEmbedHostAllowed(host, [name]));
  return service ? EMBED_PROVIDERS[service] : 'embed';
}
