import { richEmbedSource } from '../../../resources/richHtml.ts';

/** The frame source of pasted embed code when its host is allowed (resources/richHtml.ts), else undefined. */
export function embedSourceFromCode(code: string): string | undefined {
  const template = document.createElement('template');
  template.innerHTML = code.trim();
  const src = template.content.querySelector('iframe')?.getAttribute('src');
  return src ? richEmbedSource(src) : undefined;
}
