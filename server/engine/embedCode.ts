/**
 * The server's cleaner of embed codes (the fields with the `iframe` or `soundcloudIframe` rule): the
 * frame alone, with an https source on a host the site allows (its settings' embedHosts) and no
 * handler or srcdoc. A save stores the clean code and the delivery API serves it through the same
 * cleaner, with the site's list as it is then (codes stored before saves cleaned them, or before
 * the site took a host off its list).
 */
import sanitizeHtml from 'sanitize-html';
import type { Field } from '../../resources/fields.ts';
import { allowedEmbedSource } from '../../resources/embedHosts.ts';
import { markupTooDeep } from '../../resources/markupDepth.ts';

const embedOptions = (embedHosts: readonly string[]): sanitizeHtml.IOptions => ({
  allowedTags: ['iframe'],
  allowedAttributes: { iframe: ['src', 'width', 'height', 'title', 'frameborder', 'allow', 'allowfullscreen', 'loading', 'scrolling', 'referrerpolicy'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  allowedIframeDomains: [...embedHosts],
  exclusiveFilter: (frame) => !frame.attribs.src || !allowedEmbedSource(frame.attribs.src, embedHosts),
});

const EMBED_RULES = ['iframe', 'soundcloudIframe'] as const;
export type EmbedRule = (typeof EMBED_RULES)[number];

/** The embed rule a text field declares, if it holds an embed code. */
export function embedRuleOf(field: Field): EmbedRule | undefined {
  if (field.kind !== 'text') return undefined;
  return EMBED_RULES.find((rule) => (field.rules ?? []).includes(rule));
}

/** An embed code as it may be stored and served: '' when no https frame of an allowed host is left (or it nests too deeply to read). */
export const cleanEmbedCode = (code: string, embedHosts: readonly string[]): string => (markupTooDeep(code) ? '' : sanitizeHtml(code, embedOptions(embedHosts)));
