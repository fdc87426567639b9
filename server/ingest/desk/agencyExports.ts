import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import * as listColumns from '../../../resources/messages/listColumns.ts';
import { AGENCY_MAX_LIMIT } from './agencyPaging.ts';
import { defineListExport, labelIn, type ExportColumn } from '../../contract/listExports.ts';

/** The desk's texts the admin shows (resources/messages/listColumns.ts), by language. */
const DESK_TEXTS = { tr: listColumns.tr.agency, en: listColumns.en.agency } as const;
const label = (text: (texts: typeof DESK_TEXTS.en) => string) => labelIn(DESK_TEXTS, text);

/** The desk's columns (agency/list/:tab, archive/list); the marks of "flags" as their own columns. */
const columns = (category: string, inappropriate: boolean): ExportColumn[] => [
  { name: 'time', select: 'createdDate', label: label((texts) => texts.exportColumns.createdDate) },
  { name: 'title', select: 'agencyContentId', label: label((texts) => texts.exportColumns.agencyContentId) },
  { name: 'title', label: label((texts) => texts.columns.title) },
  ...(category === 'agencyCategoryName' ? [{ name: 'title', select: 'spot', label: label((texts) => texts.exportColumns.spot) }] : []),
  { name: 'agency', select: 'agency { name }', label: label((texts) => texts.columns.agency), value: (row) => (row.agency as { name?: string } | null)?.name },
  { name: 'category', select: category, label: label((texts) => texts.columns.category) },
  { name: 'flags', select: 'hasItBeenUsed', label: label((texts) => texts.used) },
  ...(inappropriate ? [{ name: 'flags', select: 'isInappropriate', label: label((texts) => texts.inappropriate) }] : []),
  {
    name: 'status',
    label: label((texts) => texts.columns.status),
    value: (row, _, language) => DESK_TEXTS[language].statuses[row.status as AgencyStatus] ?? row.status,
  },
];

export const agencyExports = [
  defineListExport({ resource: 'agencyContents', field: 'agencyContents', columns: columns('agencyCategoryName', true), batch: AGENCY_MAX_LIMIT }),
  defineListExport({ resource: 'agencyArchives', field: 'agencyArchives', columns: columns('agencyCategoryName', false), batch: AGENCY_MAX_LIMIT }),
  defineListExport({ resource: 'agencyVideos', field: 'agencyVideos', columns: columns('category', false), batch: AGENCY_MAX_LIMIT }),
];
