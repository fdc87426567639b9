import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import { Box, IconButton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { Fragment, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import { CONTENT_TYPE } from '../../../resources/enums.ts';
import type { EditorReportRow } from './editorReportMethods.ts';
import type { ReportSort, SortField } from './editorReportRows.ts';

const COLUMNS: readonly { field: SortField; width?: number }[] = [
  { field: 'editor' },
  { field: 'contentCount', width: 150 },
  { field: 'newsWorthyCount', width: 190 },
  { field: 'total', width: 110 },
];
const EXPAND_WIDTH = 44;
const CELL = { py: 0.25, px: 1, height: 36 } as const;
const NUMBER = { ...CELL, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export interface EditorReportTableProps {
  rows: readonly EditorReportRow[];
  totals: EditorReportRow;
  sort: ReportSort;
  onSort: (sort: ReportSort) => void;
}

/** The content type's name, by its CONTENT_TYPE value. */
export function useTypeLabel() {
  const translate = useTranslate();
  return (type: number) => {
    const key = CONTENT_TYPE.values.find((entry) => entry.value === type)?.key;
    return key ? translate(`enums.${CONTENT_TYPE.name}.${key}`) : String(type);
  };
}

/**
 * The report's dense table: an editor a row, sortable by every column (a second click turns the
 * order), a row opened to its counts per content type, and the totals under the rows.
 */
export function EditorReportTable({ rows, totals, sort, onSort }: EditorReportTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const typeLabel = useTypeLabel();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const number = (value: number) => value.toLocaleString(locale);
  const toggle = (editorId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(editorId)) next.add(editorId);
      return next;
    });
  const sortBy = (field: SortField) => onSort({ field, order: sort.field === field ? (sort.order === 'asc' ? 'desc' : 'asc') : field === 'editor' ? 'asc' : 'desc' });
  const counts = (row: EditorReportRow) => (
    <>
      <TableCell sx={NUMBER}>{number(row.contentCount)}</TableCell>
      <TableCell sx={NUMBER}>{number(row.newsWorthyCount)}</TableCell>
      <TableCell sx={{ ...NUMBER, fontWeight: 600 }}>{number(row.total)}</TableCell>
    </>
  );

  return (
    <Table size="small" stickyHeader aria-label={translate('editorReport.table')} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <colgroup>
        <col style={{ width: EXPAND_WIDTH }} />
        {COLUMNS.map(({ field, width }) => (
          <col key={field} style={{ width }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...CELL, bgcolor: 'background.paper' }} />
          {COLUMNS.map(({ field }) => (
            <TableCell
              key={field}
              sortDirection={sort.field === field ? sort.order : false}
              sx={{ ...(field === 'editor' ? CELL : NUMBER), fontWeight: 600, bgcolor: 'background.paper' }}
            >
              <TableSortLabel active={sort.field === field} direction={sort.field === field ? sort.order : field === 'editor' ? 'asc' : 'desc'} onClick={() => sortBy(field)}>
                {translate(`editorReport.columns.${field}`)}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const expanded = open.has(row.editorId);
          return (
            <Fragment key={row.editorId}>
              <TableRow hover data-key={row.editorId}>
                <TableCell sx={CELL}>
                  <IconButton
                    size="small"
                    aria-expanded={expanded}
                    aria-label={translate(expanded ? 'editorReport.collapse' : 'editorReport.expand', { name: row.editorName })}
                    onClick={() => toggle(row.editorId)}
                  >
                    {expanded ? <KeyboardArrowDownIcon fontSize="small" /> : <KeyboardArrowRightIcon fontSize="small" />}
                  </IconButton>
                </TableCell>
                <TableCell component="th" scope="row" sx={{ ...CELL, ...ELLIPSIS }} title={row.editorName}>
                  {row.editorName}
                </TableCell>
                {counts(row)}
              </TableRow>
              {expanded && (
                <TableRow>
                  <TableCell />
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 1, px: 1 }}>
                    <Box component="dl" aria-label={`${translate('editorReport.byType')}: ${row.editorName}`} sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, rowGap: 0.25 }}>
                      {row.byType.map((entry) => (
                        <Fragment key={entry.type}>
                          <Box component="dt" sx={{ color: 'text.secondary' }}>
                            {typeLabel(entry.type)}
                          </Box>
                          <Box component="dd" sx={{ m: 0 }}>
                            {translate('editorReport.typeCount', { count: number(entry.count), newsWorthy: number(entry.newsWorthyCount) })}
                          </Box>
                        </Fragment>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td, & th': { fontWeight: 600, color: 'text.primary', borderTop: 2, borderColor: 'divider', fontSize: 'inherit' } }}>
          <TableCell sx={CELL} />
          <TableCell component="th" scope="row" sx={CELL}>
            {translate('editorReport.totals')}
          </TableCell>
          {counts(totals)}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
