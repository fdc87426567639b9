import { graphql, HttpResponse } from 'msw';
import { en as reportTexts } from '../../../resources/messages/editorReport.ts';
import type { EditorReportRow } from '../../workflows/editorReport/editorReportMethods.ts';

/** A content as the report counts it: who created it, its type, whether news-worthy, when. */
export interface SampleReportContent {
  editorId: number | null;
  type: number;
  newsWorthy: boolean;
  createdDate: string;
}

const EDITORS: Record<number, string> = { 11: 'Cem Şef', 12: 'Elif Editör', 13: 'Çağla Öztürk', 14: 'İsmail Ünal' };

/** `days` days before now, at noon. */
const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
};

const many = (count: number, content: SampleReportContent) => Array.from({ length: count }, () => content);

/**
 * The week's contents: Cem 7 (3 news-worthy: news, news, video), Elif 5, Çağla 4 (a news-worthy
 * gallery), İsmail 2 columns; the seed's (no creator) podcast; and two a month ago, outside the default week.
 */
export function sampleReportContents(): SampleReportContent[] {
  return [
    ...many(2, { editorId: 11, type: 0, newsWorthy: true, createdDate: daysAgo(1) }),
    ...many(3, { editorId: 11, type: 0, newsWorthy: false, createdDate: daysAgo(2) }),
    { editorId: 11, type: 1, newsWorthy: true, createdDate: daysAgo(3) },
    { editorId: 11, type: 5, newsWorthy: false, createdDate: daysAgo(0) },
    ...many(5, { editorId: 12, type: 0, newsWorthy: false, createdDate: daysAgo(4) }),
    ...many(2, { editorId: 13, type: 0, newsWorthy: false, createdDate: daysAgo(5) }),
    { editorId: 13, type: 2, newsWorthy: true, createdDate: daysAgo(6) },
    { editorId: 13, type: 6, newsWorthy: false, createdDate: daysAgo(6) },
    ...many(2, { editorId: 14, type: 5, newsWorthy: false, createdDate: daysAgo(1) }),
    { editorId: null, type: 8, newsWorthy: false, createdDate: daysAgo(2) },
    ...many(2, { editorId: 12, type: 0, newsWorthy: true, createdDate: daysAgo(30) }),
  ];
}

type Row = Omit<EditorReportRow, 'byType'> & { byType: { type: number; count: number; newsWorthyCount: number }[] };

const emptyRow = (editorId: number, editorName: string): Row => ({ editorId, editorName, contentCount: 0, newsWorthyCount: 0, total: 0, byType: [] });

function add(row: Row, content: SampleReportContent) {
  row.total += 1;
  if (content.newsWorthy) row.newsWorthyCount += 1;
  else row.contentCount += 1;
  let entry = row.byType.find((byType) => byType.type === content.type);
  if (!entry) row.byType.push((entry = { type: content.type, count: 0, newsWorthyCount: 0 }));
  entry.count += 1;
  if (content.newsWorthy) entry.newsWorthyCount += 1;
}

const withTypes = (row: Row) => ({
  __typename: 'EditorContentReportRow',
  ...row,
  byType: [...row.byType].sort((a, b) => a.type - b.type).map((entry) => ({ __typename: 'EditorContentTypeCount', ...entry })),
});

/** The report over sample contents, counted as server/editorReport does; the filters it was asked with are recorded. */
export function editorReportApi({ contents = sampleReportContents(), names = EDITORS }: { contents?: SampleReportContent[]; names?: Record<number, string> } = {}) {
  const asked: { createdDateFrom: string; createdDateTo: string; types?: number[] }[] = [];
  const handlers = [
    graphql.query('GetEditorContentReport', ({ variables }) => {
      const filter = variables.filter as (typeof asked)[number];
      asked.push(filter);
      const rows = new Map<number, Row>();
      const totals = emptyRow(0, '');
      for (const content of contents) {
        if (content.createdDate < filter.createdDateFrom || content.createdDate > filter.createdDateTo) continue;
        if (filter.types?.length && !filter.types.includes(content.type)) continue;
        const id = content.editorId ?? 0;
        if (!rows.has(id)) rows.set(id, emptyRow(id, content.editorId === null ? reportTexts.editorContentReport.system : (names[id] ?? `User ${id}`)));
        add(rows.get(id)!, content);
        add(totals, content);
      }
      const sorted = [...rows.values()].sort((a, b) => b.total - a.total || a.editorName.localeCompare(b.editorName));
      return HttpResponse.json({ data: { editorContentReport: { __typename: 'EditorContentReport', rows: sorted.map(withTypes), totals: withTypes(totals) } } });
    }),
  ];
  return { handlers, asked };
}

/** The report's request failing as a server error would. */
export const failingEditorReport = () => [graphql.query('GetEditorContentReport', () => HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))];
