import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import type { MailingDeliveryState } from '../../graphql/graphql.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import type { OldMailingRow } from './mailingMethods.ts';
import { MailingStatusChip } from './MailingStatusChip.tsx';
import { REPORT_COUNTS } from './mailingStatus.ts';

const STATES: readonly MailingDeliveryState[] = ['PENDING', 'SENDING', 'SENT', 'FAILED', 'UNKNOWN', 'SKIPPED'];
/** The states an operator may send again, with the count of the report that says how many. */
const RESENDABLE = [
  { state: 'UNKNOWN', count: 'unknown', action: 'resendUnknown', body: 'resendUnknownBody' },
  { state: 'FAILED', count: 'failed', action: 'resendFailed', body: 'resendFailedBody' },
] as const;
const PAGE_SIZE = 25;
const TITLE_ID = 'mailing-report-title';

export interface MailingReportPanelProps {
  mailing: OldMailingRow;
  onClose: () => void;
  /** After a resend: the list reads the reports again. */
  onResent: () => void;
  /** Whose permissions decide the resend; the session's by default. */
  can?: PermissionCheck;
}

/**
 * A newsletter's delivery report (issue 29): its counts, its outbox filtered by state with the SMTP
 * code and reason of each failure, and the operator's resend of the unknown or failed ones
 * (`mailingOld.save`) behind a confirmation that says how many (and that unknown ones may have arrived).
 */
export function MailingReportPanel({ mailing, onClose, onResent, can: givenCan }: MailingReportPanelProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  const [state, setState] = useState<MailingDeliveryState | undefined>();
  const [page, setPage] = useState(1);
  const [resending, setResending] = useState<(typeof RESENDABLE)[number] | null>(null);
  const [busy, setBusy] = useState(false);
  const deliveries = useQuery({
    queryKey: ['mailingDeliveries', mailing.id, state, page],
    queryFn: () => dataProvider.getMailingDeliveries(mailing.id, state ? [state] : [], page, PAGE_SIZE),
    retry: false,
  });
  const { report } = mailing;
  const total = deliveries.data?.total ?? 0;
  const first = (page - 1) * PAGE_SIZE;

  async function onResend() {
    if (!resending) return;
    setBusy(true);
    try {
      const count = await dataProvider.resendMailingDeliveries(mailing.id, [resending.state]);
      notify('mailingScreens.report.resent', { type: 'info', messageArgs: { smart_count: count } });
      onResent();
      await deliveries.refetch();
    } catch {
      notify('mailingScreens.report.resendFailedError', { type: 'error' });
    } finally {
      setBusy(false);
      setResending(null);
    }
  }

  return (
    <DetailPanel open modal onClose={onClose} closeLabel={translate('mailingScreens.report.close')} titleId={TITLE_ID} width={920}>
      <Stack spacing={2}>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ pr: 5 }}>
          {translate('mailingScreens.report.title', { title: mailing.title ?? '' })}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          <MailingStatusChip status={mailing.status} report={report} />
          {mailing.sendDate && <Typography color="text.secondary">{formatDate(mailing.sendDate, DATE_TIME, locale)}</Typography>}
        </Stack>
        <Box component="dl" aria-label={translate('mailingScreens.report.counts')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
          {[...REPORT_COUNTS, ...(report.pending > 0 ? (['pending'] as const) : [])].map((count) => (
            <Box key={count}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(`mailingScreens.old.${count}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {report[count]}
              </Typography>
            </Box>
          ))}
        </Box>
        {can?.('mailingOld.save') && (
          <Stack direction="row" spacing={1}>
            {RESENDABLE.map((option) =>
              report[option.count] > 0 ? (
                <Button key={option.state} variant="outlined" disabled={busy} onClick={() => setResending(option)}>
                  {translate(`mailingScreens.report.${option.action}`, { count: report[option.count] })}
                </Button>
              ) : null,
            )}
          </Stack>
        )}
        <Stack direction="row" alignItems="center" spacing={2}>
          <Typography variant="subtitle1" component="h3">
            {translate('mailingScreens.report.outbox')}
          </Typography>
          <FilterSelect
            name="mailing-delivery-state"
            label={translate('mailingScreens.report.state')}
            choices={STATES.map((value) => ({ value, label: translate(`mailingScreens.states.${value}`) }))}
            value={state}
            onChange={(value) => {
              setState(value as MailingDeliveryState | undefined);
              setPage(1);
            }}
            width={200}
          />
        </Stack>
        {deliveries.isError ? (
          <Typography color="error">{translate('mailingScreens.report.loadFailed')}</Typography>
        ) : !deliveries.data ? (
          <Loading />
        ) : total === 0 ? (
          <Typography color="text.secondary">{translate('mailingScreens.report.noData')}</Typography>
        ) : (
          <>
            <Table size="small" aria-label={translate('mailingScreens.report.outbox')}>
              <TableHead>
                <TableRow>
                  {(['email', 'state', 'attempts', 'smtpCode', 'error', 'sentAt'] as const).map((column) => (
                    <TableCell key={column}>{translate(`mailingScreens.report.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {deliveries.data.data.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.email}</TableCell>
                    <TableCell>{translate(`mailingScreens.states.${row.state}`)}</TableCell>
                    <TableCell>{row.attempts}</TableCell>
                    <TableCell>{row.smtpCode ?? ''}</TableCell>
                    <TableCell>{row.error ?? ''}</TableCell>
                    <TableCell>{row.sentAt ? formatDate(row.sentAt, DATE_TIME, locale) : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={1}>
              <Typography variant="body2">{translate('mailingScreens.report.page', { from: first + 1, to: Math.min(first + PAGE_SIZE, total), total })}</Typography>
              <IconButton aria-label={translate('mailingScreens.report.previousPage')} disabled={page === 1} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton aria-label={translate('mailingScreens.report.nextPage')} disabled={first + PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
                <ChevronRightIcon />
              </IconButton>
            </Stack>
          </>
        )}
      </Stack>
      <Confirm
        isOpen={Boolean(resending)}
        loading={busy}
        title="mailingScreens.report.resendTitle"
        content={resending ? `mailingScreens.report.${resending.body}` : ''}
        translateOptions={{ smart_count: resending ? report[resending.count] : 0 }}
        confirm="mailingScreens.report.resend"
        onConfirm={() => void onResend()}
        onClose={() => setResending(null)}
      />
    </DetailPanel>
  );
}
