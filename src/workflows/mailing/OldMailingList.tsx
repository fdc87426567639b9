import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DenseTable } from '../../controls/list/DenseTable.tsx';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import type { MailingFilter } from '../../graphql/graphql.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useMailingChannels } from './mailingChoices.ts';
import type { OldMailingRow } from './mailingMethods.ts';
import { MailingReportPanel } from './MailingReportPanel.tsx';
import { MailingStatusChip } from './MailingStatusChip.tsx';
import { REPORT_COUNTS } from './mailingStatus.ts';
import { OLD_MAILING_COLUMNS as COLUMNS, type OldMailingColumn as Column } from './oldMailingColumns.ts';

const isCount = (column: Column): column is (typeof REPORT_COUNTS)[number] => (REPORT_COUNTS as readonly string[]).includes(column);

/** The three old lists, each a link to the others. */
const OLD_LISTS = [
  ['mailingOld', '/mailing/old'],
  ['mailingOldUpcoming', '/mailing/old-upcoming'],
  ['mailingOldSent', '/mailing/old-sent'],
] as const;

/** A list read whole (a day's, the upcoming ones: a handful), soonest first. */
const WHOLE_LIST = 1000;

export interface OldMailingListProps {
  /** The route's name (its title is `shell.routes.<name>`). */
  route: string;
  filter: MailingFilter;
  /** Soonest first: the list is read whole (at most 1 000) and shown oldest send date first; otherwise newest first, a page at a time. */
  soonestFirst?: boolean;
  /** The screen's own controls over the list (the day picker). */
  toolbar?: ReactNode;
}

/**
 * The old newsletter lists (spec 02 §2, issue 29): each row with its delivery report in dense
 * columns (recipients, sent, failed, bounced, unknown, unsubscribed); a row opens its report's detail.
 */
export function OldMailingList({ route, filter, soonestFirst = false, toolbar }: OldMailingListProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const channels = useMailingChannels();
  const [opened, setOpened] = useState<OldMailingRow | null>(null);
  const list = useKeysetList(
    ['oldMailings', route, filter],
    async (page) => {
      const rows = await dataProvider.getOldMailings(filter, page);
      return soonestFirst ? [...rows].reverse() : rows;
    },
    { firstOf: (row) => row.sendDate, limit: soonestFirst ? WHOLE_LIST : undefined },
  );
  // The open report follows its row when the list is read again (after a resend).
  const open = (opened && list.rows.find((row) => row.id === opened.id)) ?? opened;
  const channelName = (id: string | null | undefined) => channels.find((channel) => channel.id === id)?.name ?? '';
  const title = translate(`shell.routes.${route}`);
  const header = (column: Column) => {
    if (isCount(column)) {
      // The full name is the header's accessible name and its tooltip.
      return (
        <Tooltip title={translate(`mailingScreens.old.${column}`)}>
          <Box component="span" sx={{ display: 'block', textAlign: 'right' }}>
            {translate(`mailingScreens.old.short.${column}`)}
          </Box>
        </Tooltip>
      );
    }
    return translate(`resources.mailings.fields.${column === 'channel' ? 'channelId' : column}`);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        {toolbar}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} component="nav" aria-label={translate('mailingScreens.old.lists')}>
          {OLD_LISTS.map(([name, path]) => (
            <Button key={name} size="small" variant={name === route ? 'contained' : 'text'} aria-current={name === route ? 'page' : undefined} onClick={() => navigate(path)}>
              {translate(`mailingScreens.old.nav.${name}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
      <PagedList list={list} texts={{ empty: 'mailingScreens.old.noData' }}>
        <DenseTable
          label={translate('mailingScreens.old.table')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={header}
          cell={(column, row) => {
            if (column === 'status') return <MailingStatusChip status={row.status} report={row.report} />;
            if (column === 'sendDate') return row.sendDate ? formatDate(row.sendDate, DATE_TIME, locale) : '';
            if (column === 'channel') return channelName(row.channelId);
            if (column === 'title') return row.title;
            return (
              <Box component="span" sx={{ display: 'block', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {row.report[column]}
              </Box>
            );
          }}
          onOpen={setOpened}
          openKey={open?.id}
          rowHeight={36}
        />
      </PagedList>
      {open && <MailingReportPanel mailing={open} onClose={() => setOpened(null)} onResent={list.reload} />}
    </Box>
  );
}
