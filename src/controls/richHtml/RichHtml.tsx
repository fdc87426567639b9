import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
  isRichLinkHref,
  isRichTextAlignment,
  paletteColor,
  RICH_EMBED_MARKER,
  RICH_HTML_ALIGNED,
  RICH_HTML_DROPPED,
  RICH_HTML_TAGS,
  RICH_LINK_RELS,
  RICH_LINK_TARGETS,
  richImageSource,
} from '../../../resources/richHtml.ts';
import { allowedEmbedSource } from '../../../resources/embedHosts.ts';
import { htmlNodes, type HtmlAllowList } from '../simpleHtml/htmlNodes.ts';

const ALIGNED = new Set<string>(RICH_HTML_ALIGNED);
const whole = (value: string | null) => (value && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : undefined);

function styleValue(element: Element, property: string): string {
  const declaration = (element.getAttribute('style') ?? '').split(';').find((part) => part.split(':')[0]?.trim().toLowerCase() === property);
  return declaration?.slice(declaration.indexOf(':') + 1).trim().toLowerCase() ?? '';
}

function linkProps(element: Element): Record<string, unknown> | undefined {
  const href = element.getAttribute('href')?.trim() ?? '';
  if (!isRichLinkHref(href)) return undefined;
  const target = (RICH_LINK_TARGETS as readonly string[]).find((allowed) => allowed === element.getAttribute('target'));
  const rels = new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter((word) => (RICH_LINK_RELS as readonly string[]).includes(word)));
  if (target === '_blank') ['noopener', 'noreferrer'].forEach((word) => rels.add(word));
  return { href, target, rel: rels.size ? [...rels].join(' ') : undefined };
}

/** The rich text allow-list (resources/richHtml.ts), the one the editor writes and the server stores by, with the site's embed hosts. */
const richAllowList = (embedHosts: readonly string[]): HtmlAllowList => ({
  allowed: new Set<string>(RICH_HTML_TAGS),
  dropped: new Set<string>(RICH_HTML_DROPPED),
  voids: new Set(['br', 'hr', 'img', 'col']),
  props(name, element) {
    if (ALIGNED.has(name)) {
      const align = styleValue(element, 'text-align');
      return isRichTextAlignment(align) ? { style: { textAlign: align } } : {};
    }
    switch (name) {
      case 'span': {
        const color = paletteColor(styleValue(element, 'color'));
        return color ? { style: { color } } : {};
      }
      case 'a':
        return linkProps(element);
      case 'img': {
        const src = richImageSource(element.getAttribute('src') ?? '', [window.location.origin]);
        return src ? { src, alt: element.getAttribute('alt') ?? '' } : null;
      }
      case 'iframe': {
        const src = allowedEmbedSource(element.getAttribute('src') ?? '', embedHosts);
        if (!src) return null;
        const title = element.getAttribute('title') ?? undefined;
        return { src, title, width: whole(element.getAttribute('width')), height: whole(element.getAttribute('height')), allowFullScreen: element.hasAttribute('allowfullscreen'), loading: 'lazy' };
      }
      case 'div':
        return { [RICH_EMBED_MARKER]: element.getAttribute(RICH_EMBED_MARKER) ?? undefined };
      case 'ol':
        return { start: whole(element.getAttribute('start')) };
      case 'th':
      case 'td':
        return { colSpan: whole(element.getAttribute('colspan')), rowSpan: whole(element.getAttribute('rowspan')) };
      default:
        return {};
    }
  },
});

/** A content's text as its site shows it: the rich HTML allow-list with the site's embed hosts, turned into elements, never through innerHTML. */
export function RichHtml({ html, embedHosts }: { html: string; embedHosts: readonly string[] }) {
  const allowList = useMemo(() => richAllowList(embedHosts), [embedHosts]);
  const nodes = useMemo(() => htmlNodes(html, allowList), [html, allowList]);
  return (
    <Box
      sx={{
        '& p': { mt: 0, mb: 1.5 },
        '& img, & iframe': { maxWidth: '100%' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, mb: 1.5, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', mb: 1.5 },
        '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
      }}
    >
      {nodes}
    </Box>
  );
}
