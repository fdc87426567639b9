/**
 * Embed code recognition (spec 01 §5, 02 §5): an embed is iframe, blockquote or script markup; an
 * audio embed is an iframe whose source is on the audio service. Read with regular expressions, not
 * a DOM parser, so the server judges a code exactly as the browser does.
 */

/** The audio service's host; its subdomains (the player lives on w.soundcloud.com) count too. */
export const AUDIO_SERVICE_HOST = 'soundcloud.com';

export type EmbedKind = 'audio' | 'iframe' | 'blockquote' | 'script';

const EMBED_TAG = /<(iframe|blockquote|script)\b[^>]*>/i;
/** One iframe element and nothing else around it but whitespace. */
const SINGLE_IFRAME = /^\s*<iframe\b([^>]*)>(?:(?!<\/?iframe\b)[\s\S])*<\/iframe>\s*$/i;
const IFRAME_TAG = /<iframe\b([^>]*)>/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const WEB_SOURCE = /^(?:https?:)?\/\/([^/?#:\s]+)[^\s]*$/i;

/** The kind of embed the code holds, or undefined when it holds no embed markup. */
export function detectEmbed(code: string): EmbedKind | undefined {
  if (isAudioEmbed(code)) return 'audio';
  const tag = EMBED_TAG.exec(code)?.[1];
  return tag ? (tag.toLowerCase() as EmbedKind) : undefined;
}

export const isEmbedCode = (code: string): boolean => detectEmbed(code) !== undefined;

/** The web address of the code's iframe when the code is exactly one iframe with an http(s) source. */
export function iframeSource(code: string): string | undefined {
  return webSourceOf(SINGLE_IFRAME.exec(code)?.[1]);
}

function webSourceOf(attributes: string | undefined): string | undefined {
  if (attributes === undefined) return undefined;
  const match = SRC_ATTRIBUTE.exec(attributes);
  const source = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  return WEB_SOURCE.test(source) ? source : undefined;
}

export const isIframeCode = (code: string): boolean => iframeSource(code) !== undefined;

function hostOf(source: string): string | undefined {
  return WEB_SOURCE.exec(source)?.[1]?.toLowerCase();
}

/** The code's (first) iframe has its source on the audio service or one of its subdomains. */
export function isAudioEmbed(code: string): boolean {
  const source = webSourceOf(IFRAME_TAG.exec(code)?.[1]);
  const host = source === undefined ? undefined : hostOf(source);
  return !!host && (host === AUDIO_SERVICE_HOST || host.endsWith(`.${AUDIO_SERVICE_HOST}`));
}
