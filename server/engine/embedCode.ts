/**
 * The server's cleaner of embed codes (the fields with the `iframe` or `soundcloudIframe` rule): the
 * frame alone, with an https source and no handler or srcdoc. A save stores the clean code and the
 * delivery API serves it through the same cleaner (codes stored before saves cleaned them).
 */
import sanitizeHtml from 'sanitize-html';
import type { Field } from '../../resources/fields.ts';
import { markupTooDeep } from '../../resources/markupDepth.ts';

const EMBED_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['iframe'],
  allowedAttributes: { iframe: ['src', 'width', 'height', 'title', 'frameborder', 'allow', 'allowfullscreen', 'loading', 'scrolling', 'referrerpolicy'] },
  allowedSchemes: ['https'],
  allowProtocolRelative: false,
  allowIframeRelativeUrls: false,
  exclusiveFilter: (frame) => !frame.attribs.src,
};

const EMBED_RULES = ['iframe', 'soundcloudIframe'] as const;
export type EmbedRule = (typeof EMBED_RULES)[number];

/** The embed rule a text field declares, if it holds an embed code. */
export function embedRuleOf(field: Field): EmbedRule | undefined {
  if (field.kind !== 'text') return undefined;
  return EMBED_RULES.find((rule) => (field.rules ?? []).includes(rule));
}

/** An embed code as it may be stored and served: '' when no https frame is left (or it nests too deeply to read). */
export const cleanEmbedCode = (code: string): string => (markupTooDeep(code) ? '' : sanitizeHtml(code, EMBED_OPTIONS));
