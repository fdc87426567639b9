import { endOfDay, startOfDay, subDays } from 'date-fns';
import { reportRangeProblem, type ReportRangeProblem } from '../../../resources/editorReportRange.ts';
import type { EditorContentReportFilter } from '../../graphql/graphql.ts';

/** The report's choices as the address keeps them (`?filter=`): the range as ISO instants, the types as CONTENT_TYPE values. */
export interface EditorReportChoices {
  startDate?: string | null;
  endDate?: string | null;
  types?: string[];
}

/** The days the report covers when the address names none: today and the six days before it. */
export const DEFAULT_DAYS = 7;

/** The range shown when the address names none: from the start of the day six days ago to the end of today, in local time. */
export function defaultRange(now: Date): { startDate: string; endDate: string } {
  return { startDate: startOfDay(subDays(now, DEFAULT_DAYS - 1)).toISOString(), endDate: endOfDay(now).toISOString() };
}

/** The range the choices name, or the default one. */
export function rangeOf(choices: EditorReportChoices, now: Date): { startDate: string; endDate: string } {
  return choices.startDate && choices.endDate ? { startDate: choices.startDate, endDate: choices.endDate } : defaultRange(now);
}

/** The query's filter, or what is wrong with the range (resources/editorReportRange.ts): then the screen does not ask. */
export function reportFilterOf(choices: EditorReportChoices, now: Date): { filter: EditorContentReportFilter } | { problem: ReportRangeProblem } {
  const { startDate, endDate } = rangeOf(choices, now);
  const problem = reportRangeProblem(new Date(startDate), new Date(endDate));
  if (problem) return { problem };
  const types = (choices.types ?? []).map(Number).filter((type) => Number.isInteger(type));
  return { filter: { createdDateFrom: startDate, createdDateTo: endDate, ...(types.length ? { types } : {}) } };
}
