/**
 * The hosts a site lets frames load from: one list for the embed codes (the fields with the
 * `iframe` or `soundcloudIframe` rule) and the frames in rich text. Each site keeps its own in its
 * settings (`embedHosts`); a site that never saved one uses DEFAULT_EMBED_HOSTS. An entry allows
 * that host and every host under it (`youtube.com` allows `www.youtube.com`); a frame loads over
 * https only. Ours: the spec names only the audio service.
 */

/** The video services YouTube and Vimeo, the audio service, and the X (Twitter) and Instagram post players. */
export const DEFAULT_EMBED_HOSTS: readonly string[] = [
  'youtube.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'soundcloud.com',
  'platform.twitter.com',
  'instagram.com',
];

/** How many hosts one site may list. */
export const MAX_EMBED_HOSTS = 50;

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * An entry as the list keeps it: a host name in lower case. A pasted address counts by its host
 * (`https://www.youtube.com/embed/x` → `www.youtube.com`); anything else is undefined.
 */
export function embedHostEntry(text: string): string | undefined {
  let host = text.trim().toLowerCase().replace(/^\*\./, '');
  if (host.includes('/') || host.includes(':')) {
    try {
      host = new URL(host.includes('://') ? host : `https://${host}`).hostname;
    } catch {
      return undefined;
    }
  }
  host = host.replace(/\.$/, '');
  return HOST_NAME.test(host) ? host : undefined;
}

/** The list a site's settings hold, or the default for a site that has none. */
export const siteEmbedHosts = (settings: Readonly<Record<string, unknown>> | null | undefined): readonly string[] =>
  Array.isArray(settings?.embedHosts) ? (settings.embedHosts as string[]) : DEFAULT_EMBED_HOSTS;

/** The host is on the list, or under a host that is. */
export function isEmbedHostAllowed(host: string, hosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return hosts.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/** The host of a frame source that may load at all (https, no user name or password), else undefined. */
export function embedSourceHost(src: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' && !url.username && !url.password && url.hostname ? url.hostname.toLowerCase() : undefined;
}

/** A frame source as it may be kept (https on an allowed host), or undefined. */
export function allowedEmbedSource(src: string, hosts: readonly string[]): string | undefined {
  const host = embedSourceHost(src);
  return host && isEmbedHostAllowed(host, hosts) ? new URL(src.trim()).href : undefined;
}
