import { mergeAttributes, Node } from '@tiptap/core';
import { allowedEmbedSource, DEFAULT_EMBED_HOSTS } from '../../../resources/embedHosts.ts';
import { RICH_EMBED_MARKER, richEmbedProvider } from '../../../resources/richHtml.ts';

export interface EmbedOptions {
  /** The working site's embed hosts, read when a frame is parsed or drawn (they may arrive after the editor is made). */
  embedHosts: () => readonly string[];
}

const frameAttributes = (element: HTMLElement, hosts: readonly string[]) => {
  const src = allowedEmbedSource(element.getAttribute('src') ?? '', hosts);
  return src ? { src } : false;
};

/**
 * An embed (a video, a post, an audio player) as one block: a frame of one of the site's embed hosts
 * inside the `<div data-embed="…">` marker the server keeps. Frames of other hosts are not parsed at all.
 */
export const Embed = Node.create<EmbedOptions>({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions() {
    return { embedHosts: () => DEFAULT_EMBED_HOSTS };
  },
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: `div[${RICH_EMBED_MARKER}]`,
        getAttrs: (element) => {
          const frame = element.querySelector('iframe');
          return frame ? frameAttributes(frame, this.options.embedHosts()) : false;
        },
      },
      { tag: 'iframe', getAttrs: (element) => frameAttributes(element, this.options.embedHosts()) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const src = String(HTMLAttributes.src ?? '');
    return [
      'div',
      { [RICH_EMBED_MARKER]: richEmbedProvider(src, this.options.embedHosts()) ?? 'embed' },
      ['iframe', mergeAttributes({ src, width: '560', height: '315', frameborder: '0', allowfullscreen: '', loading: 'lazy' })],
    ];
  },
});
