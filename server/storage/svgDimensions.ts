import type { Dimensions } from './mp4Dimensions.ts';

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined);
}

/** "120", "120px", "120.5" → a number of pixels; "50%", "10em", "" → undefined. */
function pixels(value: string | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(value ?? '');
  return match ? Math.round(Number(match[1])) : undefined;
}

/** The longest root tag read: its attributes are a few names and numbers, not kilobytes. */
const MAX_ROOT_TAG = 4096;

/** The text of the root <svg …> tag, found by one forward scan (comments skipped), or undefined. */
function rootTag(text: string): string | undefined {
  const lower = text.toLowerCase();
  let at = 0;
  while (at < lower.length) {
    const start = lower.indexOf('<', at);
    if (start === -1) return undefined;
    if (lower.startsWith('<!--', start)) {
      const end = lower.indexOf('-->', start + 4);
      if (end === -1) return undefined;
      at = end + 3;
    } else if (lower.startsWith('<svg', start) && /[\s>]/.test(lower.charAt(start + 4))) {
      const end = lower.indexOf('>', start);
      return text.slice(start, Math.min(end === -1 ? text.length : end + 1, start + MAX_ROOT_TAG));
    } else at = start + 1;
  }
  return undefined;
}

/** The root <svg> element's width and height, else the viewBox's; undefined for a size-less SVG. */
export function svgDimensions(text: string): Dimensions | undefined {
  const tag = rootTag(text);
  if (!tag) return undefined;
  let width = pixels(attribute(tag, 'width'));
  let height = pixels(attribute(tag, 'height'));
  const viewBox = attribute(tag, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite) && viewBox[2] > 0 && viewBox[3] > 0) {
    // A missing side keeps the viewBox's aspect ratio, as browsers draw it.
    if (width === undefined && height === undefined) [width, height] = [Math.round(viewBox[2]), Math.round(viewBox[3])];
    else if (width === undefined) width = Math.round((height! * viewBox[2]) / viewBox[3]);
    else if (height === undefined) height = Math.round((width * viewBox[3]) / viewBox[2]);
  }
  return width && height ? { width, height } : undefined;
}
