import AddLinkIcon from '@mui/icons-material/AddLink';
import CodeIcon from '@mui/icons-material/Code';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Divider, Stack } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { memo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RichTextAlignment } from '../../../resources/richHtml.ts';
import { ColorMenu } from './ColorMenu.tsx';
import { HeadingSelect } from './HeadingSelect.tsx';
import type { RichTextDialog } from './richTextDialogs.ts';
import { TableMenu } from './TableMenu.tsx';
import { ToolbarButton } from './ToolbarButton.tsx';

const ALIGN_ICONS: Record<RichTextAlignment, ReactNode> = {
  left: <FormatAlignLeftIcon />,
  center: <FormatAlignCenterIcon />,
  right: <FormatAlignRightIcon />,
  justify: <FormatAlignJustifyIcon />,
};

export interface RichTextToolbarProps {
  editor: Editor;
  onDialog: (dialog: RichTextDialog) => void;
  onImage: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  disabled?: boolean;
}

/** The spec's toolbar (02 §2): formatting, headings, lists, links, divider, quote, colour, alignment, table, image, embed, full screen. */
export const RichTextToolbar = memo(function RichTextToolbar({ editor, onDialog, onImage, fullscreen, onFullscreen, disabled }: RichTextToolbarProps) {
  const translate = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      blockquote: current.isActive('blockquote'),
      heading: [2, 3, 4].find((level) => current.isActive('heading', { level })) ?? 0,
      table: current.isActive('table'),
      align: (Object.keys(ALIGN_ICONS) as RichTextAlignment[]).find((align) => current.isActive({ textAlign: align })),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <Stack
      role="toolbar"
      aria-label={translate('richText.toolbar')}
      direction="row"
      flexWrap="wrap"
      alignItems="center"
      sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5, opacity: disabled ? 0.5 : 1, pointerEvents: disabled ? 'none' : undefined }}
    >
      <ToolbarButton label="richText.bold" icon={<FormatBoldIcon />} active={state.bold} onClick={run((chain) => chain.toggleBold())} />
      <ToolbarButton label="richText.italic" icon={<FormatItalicIcon />} active={state.italic} onClick={run((chain) => chain.toggleItalic())} />
      <ToolbarButton label="richText.underline" icon={<FormatUnderlinedIcon />} active={state.underline} onClick={run((chain) => chain.toggleUnderline())} />
      <HeadingSelect editor={editor} />
      <Divider orientation="vertical" flexItem />
      <ToolbarButton label="richText.bulletList" icon={<FormatListBulletedIcon />} active={state.bulletList} onClick={run((chain) => chain.toggleBulletList())} />
      <ToolbarButton label="richText.orderedList" icon={<FormatListNumberedIcon />} active={state.orderedList} onClick={run((chain) => chain.toggleOrderedList())} />
      <Divider orientation="vertical" flexItem />
      <ToolbarButton label="richText.link" icon={<InsertLinkIcon />} active={state.link} onClick={() => onDialog('link')} />
      {state.link && <ToolbarButton label="richText.removeLink" icon={<LinkOffIcon />} onClick={run((chain) => chain.extendMarkRange('link').unsetLink())} />}
      <ToolbarButton label="richText.multiLink" icon={<AddLinkIcon />} onClick={() => onDialog('multiLink')} />
      <ToolbarButton label="richText.divider" icon={<HorizontalRuleIcon />} onClick={run((chain) => chain.setHorizontalRule())} />
      <ToolbarButton label="richText.blockquote" icon={<FormatQuoteIcon />} active={state.blockquote} onClick={run((chain) => chain.toggleBlockquote())} />
      <ColorMenu editor={editor} />
      <Divider orientation="vertical" flexItem />
      {(Object.entries(ALIGN_ICONS) as [RichTextAlignment, ReactNode][]).map(([align, icon]) => (
        <ToolbarButton key={align} label={`richText.align.${align}`} icon={icon} active={state.align === align} onClick={run((chain) => chain.setTextAlign(align))} />
      ))}
      <Divider orientation="vertical" flexItem />
      <TableMenu editor={editor} />
      <ToolbarButton label="richText.image" icon={<ImageIcon />} onClick={onImage} />
      <ToolbarButton label="richText.embed" icon={<CodeIcon />} onClick={() => onDialog('embed')} />
      <ToolbarButton
        label={fullscreen ? 'richText.exitFullscreen' : 'richText.fullscreen'}
        icon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        active={fullscreen}
        onClick={onFullscreen}
      />
    </Stack>
  );
});
