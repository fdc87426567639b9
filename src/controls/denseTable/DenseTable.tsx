import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';

export interface DenseTableProps<Row, Column extends string> {
  label: string;
  columns: readonly Column[];
  /** Fixed widths in px; a column without one takes the rest. */
  widths: Readonly<Partial<Record<Column, number>>>;
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
  cellSx: SxProps<Theme>;
  headerSx?: SxProps<Theme>;
}

/**
 * A desk's dense list: fixed column widths, a header that stays on top while the rows scroll under
 * it, rows focusable and opened by a click or Enter (the agency desk, the content list).
 */
export function DenseTable<Row, Column extends string>({ label, columns, widths, rows, keyOf, header, cell, onOpen, controlColumns = [], openKey, cellSx, headerSx }: DenseTableProps<Row, Column>) {
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
            <TableCell key={column} sx={[cellSx, { fontWeight: 600, bgcolor: 'background.paper' }, ...(headerSx ? [headerSx] : [])] as SxProps<Theme>}>
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
