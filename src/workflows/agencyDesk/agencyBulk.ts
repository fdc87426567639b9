import { AGENCY_STATUSES, type AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { BulkActionChoice } from '../bulkActions/index.ts';
import type { AgencyDeskRow, AgencyTab } from './agencyDeskRows.ts';
import type { RowChange } from './useAgencyItem.ts';

/** The resource each tab's bulk actions are declared under (server/ingest/desk/agencyBulkActions.ts). */
export const BULK_RESOURCE: Record<AgencyTab, string> = { contents: 'agencyContents', archive: 'agencyArchives', video: 'agencyVideos' };

const MARKS = [
  { action: 'used', value: 'true', label: 'agency.bulk.markUsed' },
  { action: 'used', value: 'false', label: 'agency.bulk.unmarkUsed' },
  { action: 'inappropriate', value: 'true', label: 'agency.bulk.markInappropriate' },
  { action: 'inappropriate', value: 'false', label: 'agency.bulk.unmarkInappropriate' },
] as const;

/** A tab's actions on chosen rows: a status (every tab), and the used and inappropriate marks (agency contents). */
export function bulkChoicesOf(tab: AgencyTab, translate: (key: string) => string): BulkActionChoice[] {
  const statuses = AGENCY_STATUSES.map((status) => ({
    action: 'status',
    value: status,
    label: 'agency.bulk.setStatus',
    labelValues: { status: translate(`agency.statuses.${status}`) },
    group: 'agency.columns.status',
  }));
  return tab === 'contents' ? [...statuses, ...MARKS.map((mark) => ({ ...mark, group: 'agency.columns.flags' }))] : statuses;
}

type Written = { status: AgencyStatus } | { hasItBeenUsed: boolean } | { isInappropriate: boolean };

/**
 * What a write did to a row as the list shows it: the server writes (and versions) only a change,
 * so the same value again leaves the row, its version included, as it was.
 */
function writtenChange(row: AgencyDeskRow, written: Written): RowChange | undefined {
  const [[field, value]] = Object.entries(written) as [[keyof Written & keyof AgencyDeskRow, unknown]];
  if (row[field] === value) return undefined;
  return { ...written, ...(row.version === null ? {} : { version: row.version + 1 }) };
}

/** What a bulk action the server reports done wrote on one row. */
export function bulkChangeOf(row: AgencyDeskRow, choice: BulkActionChoice): RowChange | undefined {
  if (choice.action === 'status') return writtenChange(row, { status: choice.value as AgencyStatus });
  return writtenChange(row, choice.action === 'used' ? { hasItBeenUsed: choice.value === 'true' } : { isInappropriate: choice.value === 'true' });
}
