import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { useListColumns, type ListColumns } from './listColumns.ts';

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
}

/** Text cut to one line, the rest behind an ellipsis. */
export const ELLIPSIS = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const HEADER_HEIGHT = 36;

/**
 * A list's dense table: fixed column widths, a header that stays on top while the rows scroll under
 * it, rows focusable and opened by a click or Enter (to a drawer, a panel or a detail page).
 */
export function DenseTable<Row, Column extends string>({ label, columns: declared, only, rows, keyOf, header, cell, onOpen, controlColumns = [], openKey, rowHeight }: DenseTableProps<Row, Column>) {
  const { shown } = useListColumns(declared);
  const columns = only ? shown.filter((column) => only.includes(column)) : shown;
  const widths = declared.widths;
  const cellSx = { ...ELLIPSIS, py: 0.25, px: 1, height: rowHeight };
  // Only Enter on the row itself: Enter in a control of the row belongs to the control.
  const openOnEnter = (row: Row) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
  };
  return (
    <Table size="small" stickyHeader aria-label={label} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <colgroup>
        {columns.map((column) => (
          <col key={column} style={{ width: widths[column] }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} sx={{ ...cellSx, height: HEADER_HEIGHT, fontWeight: 600, bgcolor: 'background.paper' }}>
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
              selected={key === openKey}
              aria-current={key === openKey ? 'true' : undefined}
              tabIndex={0}
              data-key={key}
              onKeyDown={openOnEnter(row)}
              onClick={() => onOpen(row)}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {columns.map((column) => (
                // A control's menu is portalled, its events still bubble here.
                <TableCell key={column} sx={cellSx} onClick={controlColumns.includes(column) ? (event) => event.stopPropagation() : undefined}>
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
