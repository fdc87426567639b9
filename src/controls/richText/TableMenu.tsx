import TableChartIcon from '@mui/icons-material/TableChart';
import { Menu, MenuItem } from '@mui/material';
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ToolbarButton } from './ToolbarButton.tsx';

const ACTIONS: readonly { key: string; inTable: boolean; run: (chain: ChainedCommands) => ChainedCommands }[] = [
  { key: 'insert', inTable: false, run: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  { key: 'addRowAfter', inTable: true, run: (chain) => chain.addRowAfter() },
  { key: 'deleteRow', inTable: true, run: (chain) => chain.deleteRow() },
  { key: 'addColumnAfter', inTable: true, run: (chain) => chain.addColumnAfter() },
  { key: 'deleteColumn', inTable: true, run: (chain) => chain.deleteColumn() },
  { key: 'deleteTable', inTable: true, run: (chain) => chain.deleteTable() },
];

/** Insert a table; inside one, add or remove rows and columns, or delete it. */
export function TableMenu({ editor }: { editor: Editor }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inTable = editor.isActive('table');
  return (
    <>
      <ToolbarButton label="richText.table" icon={<TableChartIcon />} onClick={(event) => setAnchor(event.currentTarget)} active={inTable} />
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ACTIONS.map((action) => (
          <MenuItem
            key={action.key}
            disabled={action.inTable !== inTable}
            onClick={() => {
              action.run(editor.chain().focus()).run();
              setAnchor(null);
            }}
          >
            {translate(`richText.tableActions.${action.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
