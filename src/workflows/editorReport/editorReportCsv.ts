/**
 * The report as a CSV file (server/editorReport/README.md): UTF-8 with a byte order mark, so a
 * spreadsheet reads the Turkish letters as such; comma-separated, CRLF lines (RFC 4180); a text cell
 * that a spreadsheet would take for a formula (= + - @, a tab or a carriage return first) starts with
 * an apostrophe instead, so a name never runs as one.
 */
import type { EditorReportRow } from './editorReportMethods.ts';
import { typeCountOf } from './editorReportRows.ts';

export const BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number;

/** One cell as written: a number as is; text neutralised when it could start a formula, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file's text: the byte order mark, then a line per row. */
export const csvText = (rows: readonly (readonly CsvCell[])[]): string => BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** Hands the text to the browser as a download named `fileName`. */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ReportTableLabels {
  header: (column: 'editor' | 'contentCount' | 'newsWorthyCount' | 'total') => string;
  /** The totals row's first cell. */
  totals: string;
  type: (type: number) => string;
  /** The header of a type's news-worthy column, from the type's name. */
  newsWorthyOf: (typeName: string) => string;
}

/**
 * What the table shows, as rows of cells: the header, the editors in the table's order, the totals;
 * the four columns, then for each type the report counts any content of, its count and its news-worthy count.
 */
export function reportTable(rows: readonly EditorReportRow[], totals: EditorReportRow, labels: ReportTableLabels): CsvCell[][] {
  const types = totals.byType.map((entry) => entry.type);
  const line = (name: string, row: EditorReportRow): CsvCell[] => [
    name,
    row.contentCount,
    row.newsWorthyCount,
    row.total,
    ...types.flatMap((type) => [typeCountOf(row, type).count, typeCountOf(row, type).newsWorthyCount]),
  ];
  return [
    [labels.header('editor'), labels.header('contentCount'), labels.header('newsWorthyCount'), labels.header('total'), ...types.flatMap((type) => [labels.type(type), labels.newsWorthyOf(labels.type(type))])],
    ...rows.map((row) => line(row.editorName, row)),
    line(labels.totals, totals),
  ];
}
