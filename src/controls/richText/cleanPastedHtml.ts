import { isRichTextAlignment, paletteColor, richImageSource } from '../../../resources/richHtml.ts';

function declarations(style: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) found.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim().toLowerCase());
  }
  return found;
}

const isBold = (weight = '') => weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;

/** Google Docs writes bold, italic and underline as a span's style: as elements, the schema reads them without a span. */
function formattingOf(style: Map<string, string>): string[] {
  return [
    isBold(style.get('font-weight')) ? 'strong' : '',
    style.get('font-style') === 'italic' ? 'em' : '',
    (style.get('text-decoration') ?? style.get('text-decoration-line') ?? '').includes('underline') ? 'u' : '',
  ].filter(Boolean);
}

function replaceSpan(span: HTMLElement, style: Map<string, string>) {
  const color = paletteColor(style.get('color') ?? '');
  let inner: HTMLElement | DocumentFragment = document.createDocumentFragment();
  inner.append(...span.childNodes);
  for (const tag of formattingOf(style)) {
    const wrapper = document.createElement(tag);
    wrapper.append(inner);
    inner = wrapper;
  }
  if (color) {
    const colored = document.createElement('span');
    colored.setAttribute('style', `color: ${color}`);
    colored.append(inner);
    inner = colored;
  }
  span.replaceWith(inner);
}

/**
 * Pasted markup (Word, Google Docs, web pages) before the editor parses it: the schema already drops
 * every element, mark and attribute it does not know; here go what it would keep but the allow-list
 * does not — styles but alignment and the palette's colours, and images from outside our storage.
 */
export function cleanPastedHtml(html: string, publicOrigins: readonly string[] = [window.location.origin]): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll<HTMLElement>('[style]')) {
    const style = declarations(element.getAttribute('style') ?? '');
    if (element.localName === 'span') {
      replaceSpan(element, style);
      continue;
    }
    const align = style.get('text-align');
    // Google Docs wraps the whole paste in <b style="font-weight: normal">, which is no bold.
    if (element.localName === 'b' && !isBold(style.get('font-weight'))) element.replaceWith(...element.childNodes);
    else if (align && isRichTextAlignment(align)) element.setAttribute('style', `text-align: ${align}`);
    else element.removeAttribute('style');
  }
  for (const image of template.content.querySelectorAll('img')) {
    const src = richImageSource(image.getAttribute('src') ?? '', publicOrigins);
    if (src) image.setAttribute('src', src);
    else image.remove();
  }
  return template.innerHTML;
}
