import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useListColumns, type ListColumns } from './listColumns.ts';

export interface ColumnChooserProps<Column extends string> {
  /** The same declaration as the table's. */
  columns: ListColumns<Column>;
  /** A column's name as its header says it. */
  labelOf: (column: Column) => string;
}

/** "Columns": a menu of the list's columns, each shown or hidden with a tick; the choice is remembered. */
export function ColumnChooser<Column extends string>({ columns, labelOf }: ColumnChooserProps<Column>) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { all, shown, toggle } = useListColumns(columns);
  const fixed = columns.fixed ?? [];
  return (
    <>
      <Tooltip title={translate('list.columns.choose')}>
        <IconButton
          aria-label={translate('list.columns.choose')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('list.columns.menu'), dense: true } }}>
        {all.map((column) => (
          <MenuItem key={column} role="menuitemcheckbox" aria-checked={shown.includes(column)} disabled={fixed.includes(column)} onClick={() => toggle(column)}>
            <ListItemIcon>{shown.includes(column) ? <CheckBoxIcon fontSize="small" color="primary" /> : <CheckBoxOutlineBlankIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={labelOf(column)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
