import { mergeAttributes, Node } from '@tiptap/core';
import { RICH_EMBED_MARKER, richEmbedProvider, richEmbedSource } from '../../../resources/richHtml.ts';

const frameAttributes = (element: HTMLElement) => {
  const src = richEmbedSource(element.getAttribute('src') ?? '');
  return src ? { src } : false;
};

/**
 * An embed (a video, a post, an audio player) as one block: the allow-listed frame inside the
 * `<div data-embed="…">` marker the server keeps. Frames of other hosts are not parsed at all.
 */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: `div[${RICH_EMBED_MARKER}]`,
        getAttrs: (element) => {
          const frame = element.querySelector('iframe');
          return frame ? frameAttributes(frame) : false;
        },
      },
      { tag: 'iframe', getAttrs: frameAttributes },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const src = String(HTMLAttributes.src ?? '');
    return [
      'div',
      { [RICH_EMBED_MARKER]: richEmbedProvider(src) ?? 'embed' },
      ['iframe', mergeAttributes({ src, width: '560', height: '315', frameborder: '0', allowfullscreen: '', loading: 'lazy' })],
    ];
  },
});
