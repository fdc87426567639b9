import { allowedEmbedSource, embedSourceHost } from '../../../resources/embedHosts.ts';

/** What pasted embed code holds: its frame's source when the host is allowed, the host when it is not, else nothing usable. */
export type PastedEmbed = { src: string } | { refusedHost: string } | undefined;

/** The frame of pasted embed code, judged by the site's embed hosts (resources/embedHosts.ts). */
export function readPastedEmbed(code: string, hosts: readonly string[]): PastedEmbed {
  const template = document.createElement('template');
  template.innerHTML = code.trim();
  const src = template.content.querySelector('iframe')?.getAttribute('src');
  if (!src) return undefined;
  const allowed = allowedEmbedSource(src, hosts);
  if (allowed) return { src: allowed };
  const host = embedSourceHost(src);
  return host ? { refusedHost: host } : undefined;
}
