import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useListColumns, type ListColumns } from './listColumns.ts';
import type { RowSelection } from './useRowSelection.ts';

export interface DenseTableProps<Row, Column extends string> {
  label: string;
  /** Shown as the list's user chose them (ColumnChooser over the same declaration). */
  columns: ListColumns<Column>;
  /** Of those, only these now (the columns that fit beside an open panel). */
  only?: readonly Column[];
  rows: readonly Row[];
  /** The row's key, also its `data-key` (a screen finds a row's element by it). */
  keyOf: (row: Row) => string;
  header: (column: Column) => ReactNode;
  cell: (column: Column, row: Row) => ReactNode;
  /** A click on the row, or Enter on the focused row. */
  onOpen: (row: Row) => void;
  /** Cells holding their own controls (a status menu or switch): their clicks are not the row's. */
  controlColumns?: readonly Column[];
  /** The row open beside the list. */
  openKey?: string;
  /** In px: one line of text (36), a title over its spot (42), a thumbnail (48). */
  rowHeight: number;
  /** Rows chosen for a bulk action (useRowSelection): a checkbox column first, shift-click for a range, Space on a row. */
  selection?: RowSelection;
  /** A row's name for its checkbox's label. */
  titleOf?: (row: Row) => string;
}

/** Text cut to one line, the rest behind an ellipsis. */
export const ELLIPSIS = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const HEADER_HEIGHT = 36;
const CHECKBOX_WIDTH = 40;

/**
 * A list's dense table: fixed column widths, a header that stays on top while the rows scroll under
 * it, rows focusable and opened by a click or Enter (to a drawer, a panel or a detail page).
 */
export function DenseTable<Row, Column extends string>({ label, columns: declared, only, rows, keyOf, header, cell, onOpen, controlColumns = [], openKey, rowHeight, selection, titleOf }: DenseTableProps<Row, Column>) {
  const translate = useTranslate();
  const { shown } = useListColumns(declared);
  const columns = only ? shown.filter((column) => only.includes(column)) : shown;
  const widths = declared.widths;
  const cellSx = { ...ELLIPSIS, py: 0.25, px: 1, height: rowHeight };
  // Only Enter on the row itself: Enter in a control of the row belongs to the control.
  const openOnEnter = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen(row);
    if (event.key === ' ' && selection) {
      event.preventDefault();
      selection.toggle(keyOf(row), event.shiftKey);
    }
  };
  const chosenCount = selection ? rows.filter((row) => selection.has(keyOf(row))).length : 0;
  const checkboxSx = { py: 0, px: 0.5, height: rowHeight, width: CHECKBOX_WIDTH };
  // The click, not the change: only the click knows whether shift was held.
  const toggleOnClick = (key: string) => (event: MouseEvent) => {
    event.stopPropagation();
    selection?.toggle(key, event.shiftKey);
  };
  return (
    <Table size="small" stickyHeader aria-label={label} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <colgroup>
        {selection && <col style={{ width: CHECKBOX_WIDTH }} />}
        {columns.map((column) => (
          <col key={column} style={{ width: widths[column] }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox" sx={{ ...checkboxSx, height: HEADER_HEIGHT, bgcolor: 'background.paper' }}>
              <Checkbox
                size="small"
                checked={rows.length > 0 && chosenCount === rows.length}
                indeterminate={chosenCount > 0 && chosenCount < rows.length}
                disabled={rows.length === 0}
                onChange={() => selection.toggleAll()}
                slotProps={{ input: { 'aria-label': translate('list.selection.all', { count: rows.length }) } }}
              />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column} data-column={column} sx={{ ...cellSx, height: HEADER_HEIGHT, fontWeight: 600, bgcolor: 'background.paper' }}>
              {header(column)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const key = keyOf(row);
          return (
            <TableRow
              key={key}
              hover
              selected={key === openKey || Boolean(selection?.has(key))}
              aria-current={key === openKey ? 'true' : undefined}
              tabIndex={0}
              data-key={key}
              onKeyDown={openOnEnter(row)}
              onClick={() => onOpen(row)}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {selection && (
                <TableCell padding="checkbox" sx={checkboxSx} onClick={toggleOnClick(key)}>
                  <Checkbox
                    size="small"
                    tabIndex={-1}
                    checked={selection.has(key)}
                    slotProps={{ input: { 'aria-label': translate('list.selection.row', { title: titleOf?.(row) ?? key }) } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                // A control's menu is portalled, its events still bubble here.
                <TableCell key={column} data-column={column} sx={cellSx} onClick={controlColumns.includes(column) ? (event) => event.stopPropagation() : undefined}>
                  {cell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
