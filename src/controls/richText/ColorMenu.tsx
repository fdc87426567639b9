import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import { Box, ListItemIcon, Menu, MenuItem } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { RICH_TEXT_COLORS, type RichTextColorName } from '../../../resources/richHtml.ts';
import { ToolbarButton } from './ToolbarButton.tsx';

/** The spec's six colours and no colour. */
export function ColorMenu({ editor }: { editor: Editor }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (color?: string) => {
    const chain = editor.chain().focus();
    (color ? chain.setColor(color) : chain.unsetColor()).run();
    setAnchor(null);
  };
  return (
    <>
      <ToolbarButton label="richText.color" icon={<FormatColorTextIcon />} onClick={(event) => setAnchor(event.currentTarget)} />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.entries(RICH_TEXT_COLORS) as [RichTextColorName, string][]).map(([name, hex]) => (
          <MenuItem key={name} onClick={() => choose(hex)}>
            <ListItemIcon>
              <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: hex }} />
            </ListItemIcon>
            {translate(`richText.colors.${name}`)}
          </MenuItem>
        ))}
        <MenuItem onClick={() => choose()}>{translate('richText.clearColor')}</MenuItem>
      </Menu>
    </>
  );
}
