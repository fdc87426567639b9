import type { EditorReportRow } from './editorReportMethods.ts';

export type SortField = 'editor' | 'contentCount' | 'newsWorthyCount' | 'total';
export interface ReportSort {
  field: SortField;
  order: 'asc' | 'desc';
}

/** The table's first order, the server's: most contents first. */
export const DEFAULT_SORT: ReportSort = { field: 'total', order: 'desc' };

/** The rows in the table's order; equal ones by name, then by id, so the order never depends on the answer's. */
export function sortRows(rows: readonly EditorReportRow[], { field, order }: ReportSort, locale: string): EditorReportRow[] {
  const collator = new Intl.Collator(locale);
  const sign = order === 'asc' ? 1 : -1;
  const byName = (a: EditorReportRow, b: EditorReportRow) => collator.compare(a.editorName, b.editorName) || a.editorId - b.editorId;
  return [...rows].sort((a, b) => (field === 'editor' ? sign * byName(a, b) : sign * (a[field] - b[field]) || byName(a, b)));
}

/** A row's count of one type: all of it and the news-worthy ones. */
export const typeCountOf = (row: EditorReportRow, type: number) => row.byType.find((entry) => entry.type === type) ?? { type, count: 0, newsWorthyCount: 0 };
