import type { ListColumns } from '../../controls/list/listColumns.ts';
import type { REPORT_COUNTS } from './mailingStatus.ts';

export type OldMailingColumn = 'status' | 'sendDate' | 'title' | 'channel' | (typeof REPORT_COUNTS)[number];

/**
 * The old lists' columns. The fixed ones leave the title (the column editors look for) some 300 px
 * on a laptop (1366 px wide, menu open): the six counts are narrow, right-aligned numbers under short
 * headers whose full name is their tooltip.
 */
const COUNT_WIDTH = 62;
export const OLD_MAILING_COLUMNS: ListColumns<OldMailingColumn> = {
  name: 'mailingOld',
  widths: { status: 156, sendDate: 130, title: undefined, channel: 110, recipients: COUNT_WIDTH, sent: COUNT_WIDTH, failed: COUNT_WIDTH, bounced: COUNT_WIDTH, unknown: COUNT_WIDTH, unsubscribed: COUNT_WIDTH },
  fixed: ['title'],
};
