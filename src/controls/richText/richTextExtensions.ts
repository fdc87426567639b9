import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { isRichLinkHref, RICH_HTML_ALIGNMENTS } from '../../../resources/richHtml.ts';
import { Embed, type EmbedOptions } from './embedNode.ts';

/** The editor's schema: exactly the nodes and marks resources/richHtml.ts allows, nothing else parses. */
export const richTextExtensions = (embedHosts: EmbedOptions['embedHosts']): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    link: { openOnClick: false, autolink: false, isAllowedUri: (url) => isRichLinkHref(url) },
  }),
  TextStyle,
  Color,
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...RICH_HTML_ALIGNMENTS] }),
  Image,
  TableKit.configure({ table: { resizable: false } }),
  Embed.configure({ embedHosts }),
];
