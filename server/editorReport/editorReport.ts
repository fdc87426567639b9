/**
 * The editor content report (spec 02 §3, issue 31; server/editorReport/README.md): per editor — the
 * content's creator — the contents created on the request's site in a date range, those not
 * news-worthy (contentCount), the news-worthy ones (newsWorthyCount) and both (total), each also by
 * content type. One statement: a GROUP BY over the contents index (site_id, created_date,
 * created_user_id, type, is_news_worthy), which it reads alone, and the creators' names joined to the groups.
 */
import { sql } from 'drizzle-orm';
import { reportRangeProblem, REPORT_MAX_DAYS } from '../../resources/editorReportRange.ts';
import { en, tr } from '../../resources/messages/editorReport.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';
import type { Db } from '../db/client.ts';

export interface EditorReportFilter {
  createdDateFrom: string;
  createdDateTo: string;
  types?: readonly number[] | null;
}

export interface TypeCount {
  type: number;
  count: number;
  newsWorthyCount: number;
}

export interface EditorReportRow {
  editorId: number;
  editorName: string;
  contentCount: number;
  newsWorthyCount: number;
  total: number;
  byType: TypeCount[];
}

export interface EditorReport {
  rows: EditorReportRow[];
  totals: EditorReportRow;
}

/** One group as the statement answers it: a creator (null: the system) and a type. */
interface Group {
  editor_id: number | null;
  editor_name: string | null;
  type: number | null;
  content_count: number;
  news_worthy_count: number;
}

const texts = (language: Language) => (language === 'en' ? en : tr).editorContentReport;

/** The range as instants, or BAD_USER_INPUT with the reason in the request's language (resources/editorReportRange.ts). */
export function reportRange(filter: Pick<EditorReportFilter, 'createdDateFrom' | 'createdDateTo'>, language: Language): { from: Date; to: Date } {
  const from = new Date(filter.createdDateFrom);
  const to = new Date(filter.createdDateTo);
  const problem = reportRangeProblem(from, to);
  if (problem) {
    const message = texts(language).errors[problem].replace('{{maxDays}}', String(REPORT_MAX_DAYS));
    throw apiError('BAD_USER_INPUT', message, { messageKey: `editorContentReport.errors.${problem}`, maxDays: REPORT_MAX_DAYS });
  }
  return { from, to };
}

/**
 * The statement: the site's contents created from `from` to `to` (both included), of `types` when
 * some are given, counted per creator and type, news-worthy apart; the creator's name beside each group.
 */
export function reportStatement(siteId: number, from: Date, to: Date, types: readonly number[] | null | undefined) {
  const typeCondition = types?.length ? sql`AND c.type = ANY(${`{${types.map((type) => Math.trunc(type)).join(',')}}`}::int[])` : sql``;
  return sql`
    SELECT g.editor_id, u.name AS editor_name, g.type, g.content_count, g.news_worthy_count
    FROM (
      SELECT c.created_user_id AS editor_id, c.type,
             (count(*) FILTER (WHERE NOT c.is_news_worthy))::int AS content_count,
             (count(*) FILTER (WHERE c.is_news_worthy))::int AS news_worthy_count
      FROM "contents" c
      WHERE c.site_id = ${siteId} AND c.created_date >= ${from.toISOString()}::timestamptz AND c.created_date <= ${to.toISOString()}::timestamptz ${typeCondition}
      GROUP BY c.created_user_id, c.type
    ) g
    LEFT JOIN "users" u ON u.id = g.editor_id`;
}

const emptyRow = (editorId: number, editorName: string): EditorReportRow => ({ editorId, editorName, contentCount: 0, newsWorthyCount: 0, total: 0, byType: [] });

/** Adds a group's counts to a row, under its type. */
function addGroup(row: EditorReportRow, group: Group) {
  row.contentCount += group.content_count;
  row.newsWorthyCount += group.news_worthy_count;
  row.total += group.content_count + group.news_worthy_count;
  const type = group.type ?? 0;
  const byType = row.byType.find((entry) => entry.type === type);
  if (byType) {
    byType.count += group.content_count + group.news_worthy_count;
    byType.newsWorthyCount += group.news_worthy_count;
  } else {
    row.byType.push({ type, count: group.content_count + group.news_worthy_count, newsWorthyCount: group.news_worthy_count });
  }
}

/**
 * The groups folded into one row per editor, most contents first (then by name), each row's types in
 * type order, and the totals row (editorId 0, no name). A content without a creator (written by the
 * server itself) counts under editorId 0, named "System"; a creator without a user row by its number.
 */
export function foldReport(groups: readonly Group[], language: Language): EditorReport {
  const names = texts(language);
  const byEditor = new Map<number, EditorReportRow>();
  const totals = emptyRow(0, '');
  for (const group of groups) {
    const editorId = group.editor_id ?? 0;
    let row = byEditor.get(editorId);
    if (!row) {
      const name = group.editor_id === null ? names.system : (group.editor_name ?? names.unknownEditor.replace('{{id}}', String(editorId)));
      row = emptyRow(editorId, name);
      byEditor.set(editorId, row);
    }
    addGroup(row, group);
    addGroup(totals, group);
  }
  const collator = new Intl.Collator(language);
  const rows = [...byEditor.values()].sort((a, b) => b.total - a.total || collator.compare(a.editorName, b.editorName) || a.editorId - b.editorId);
  for (const row of [...rows, totals]) row.byType.sort((a, b) => a.type - b.type);
  return { rows, totals };
}

/** The report over `db` for a site: the statement run and its groups folded. */
export async function editorReportOf(db: Db, siteId: number, filter: EditorReportFilter, language: Language): Promise<EditorReport> {
  const { from, to } = reportRange(filter, language);
  const result = (await db.execute(reportStatement(siteId, from, to, filter.types))) as unknown as { rows: Group[] };
  return foldReport(result.rows, language);
}

/** The report of the request's site (the guard has checked editorContentReport.view on it). */
export function editorContentReport(context: RequestContext, filter: EditorReportFilter): Promise<EditorReport> {
  return editorReportOf(context.db, context.siteNumber!, filter, context.language);
}
