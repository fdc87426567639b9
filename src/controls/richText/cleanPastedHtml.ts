import { isRichTextAlignment, paletteColor, richImageSource } from '../../../resources/richHtml.ts';

/** Declarations the schema reads from pasted markup: alignment, palette colour, and the bold, italic and underline that Google Docs writes as styles. */
function keptStyle(style: string): string {
  return style
    .split(';')
    .map((part) => {
      const colon = part.indexOf(':');
      const name = part.slice(0, colon).trim().toLowerCase();
      const value = part.slice(colon + 1).trim();
      if (colon < 0) return undefined;
      if (name === 'text-align') return isRichTextAlignment(value) ? `text-align: ${value.toLowerCase()}` : undefined;
      if (name === 'color') return paletteColor(value) && `color: ${paletteColor(value)}`;
      return ['font-weight', 'font-style', 'text-decoration'].includes(name) ? `${name}: ${value}` : undefined;
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * Pasted markup (Word, Google Docs, web pages) before the editor parses it: the schema already drops
 * every element, mark and attribute it does not know; here go what it would keep but the allow-list
 * does not — styles but alignment and the palette's colours, and images from outside our storage.
 */
export function cleanPastedHtml(html: string, publicOrigins: readonly string[] = [window.location.origin]): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('[style]')) {
    const style = keptStyle(element.getAttribute('style') ?? '');
    if (style) element.setAttribute('style', style);
    else element.removeAttribute('style');
  }
  for (const image of template.content.querySelectorAll('img')) {
    const src = richImageSource(image.getAttribute('src') ?? '', publicOrigins);
    if (src) image.setAttribute('src', src);
    else image.remove();
  }
  return template.innerHTML;
}
