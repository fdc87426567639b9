/**
 * A content's share link (spec 02 §3 social media): its public address on the site with the chosen
 * UTM source's values, built once for the admin's share panel and the delivery API's `shareLinks`.
 * The address is ours (the spec names none): the site's url, then `/<slug>-<id>`, the slug being the
 * SEO URL title or, without one, the title's (resources/turkishText.ts). The UTM values are written
 * by URLSearchParams, so spaces, '&', '#' and Turkish letters reach the site as typed.
 */
import { slugOf } from './turkishText.ts';

export interface UtmValues {
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
}

/** The slug a content's address uses: its SEO URL title, else its title's. */
export const contentSlug = (content: { seoUrlTitle?: string | null; title?: string | null }): string =>
  content.seoUrlTitle?.trim() || slugOf(content.title ?? '');

/** An absolute http(s) address, or undefined. */
function absolute(text: string | null | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A content's public address: `siteUrl` (any path it has kept, a trailing slash dropped) then
 * `/<slug>-<id>`; undefined while the site has no absolute url or the content no id (not saved yet).
 */
export function contentPublicUrl(siteUrl: string | null | undefined, content: { id?: string | number | null; slug: string }): string | undefined {
  const base = absolute(siteUrl);
  if (!base || content.id === undefined || content.id === null || String(content.id) === '') return undefined;
  const name = [content.slug, String(content.id)].filter(Boolean).join('-');
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/${encodeURIComponent(name)}`;
  base.search = '';
  base.hash = '';
  return base.toString();
}

/** `url` with utm_source, utm_medium and utm_campaign set from `utm` (blank values left out); without `utm`, the url as it is. */
export function shareLink(url: string, utm?: UtmValues | null): string {
  const link = new URL(url);
  const values: [string, string | null | undefined][] = [
    ['utm_source', utm?.source],
    ['utm_medium', utm?.medium],
    ['utm_campaign', utm?.campaign],
  ];
  for (const [name, value] of values) if (value && value.trim() !== '') link.searchParams.set(name, value.trim());
  return link.toString();
}
