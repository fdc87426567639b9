import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Collapse, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { DeliveryStatusChip, reasonOf } from './webhookChips.tsx';
import type { Webhook, WebhookDelivery } from './webhookMethods.ts';

/** While a delivery waits or retries, the log reads itself again this often. */
const WAITING_REFRESH_MS = 3000;

function DeliveryDetails({ row }: { row: WebhookDelivery }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = (date: string) => formatDate(date, DATE_TIME, locale);
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="delivery-details">
      {row.error && <Alert severity="error">{`${translate('webhooks.log.error')}: ${row.error}`}</Alert>}
      <Typography variant="caption" color="text.secondary">
        {translate('webhooks.log.response')}
      </Typography>
      <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto' }}>
        {row.responseBody || translate('webhooks.log.noBody')}
      </Box>
      {row.tries.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('webhooks.log.tries')}
        </Typography>
      )}
      {row.tries.length > 0 && (
        <Box component="ul" aria-label={translate('webhooks.log.tries')} sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13 }}>
          {row.tries.map((one) => (
            <li key={one.attempt}>{translate('webhooks.log.tryLine', { attempt: one.attempt, at: at(one.at), outcome: one.error ?? String(one.responseStatus) })}</li>
          ))}
        </Box>
      )}
      {row.status === 'RETRYING' && row.nextAttemptDate && <Typography variant="body2">{translate('webhooks.log.nextAttempt', { at: at(row.nextAttemptDate) })}</Typography>}
    </Stack>
  );
}

/** A webhook's deliveries, newest first: status, event, attempts, answer, time; a row opens what was answered; "send again" (webhook.save). */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<string>();
  const { canAccess: canSend = false } = useCanAccess({ resource: 'webhook', action: 'save' });
  const key = ['webhookDeliveries', webhook.id];
  const log = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.getWebhookDeliveries(webhook.id),
    refetchInterval: (query) => (query.state.data?.some((row) => row.status === 'PENDING' || row.status === 'RETRYING') ? WAITING_REFRESH_MS : false),
  });
  const again = useMutation({
    mutationFn: (id: string) => dataProvider.redeliverWebhook(id),
    onSuccess: (row) => {
      queryClient.setQueryData<WebhookDelivery[]>(key, (rows) => rows?.map((one) => (one.id === row.id ? row : one)));
      notify('webhooks.log.sentAgain', { type: 'info' });
    },
    onError: (error) => notify('webhooks.log.sendAgainFailed', { type: 'error', messageArgs: { reason: reasonOf(error) } }),
  });
  const column = (name: string) => translate(`webhooks.log.columns.${name}`);

  return (
    <Stack spacing={1}>
      <Stack direction="row" justifyContent="flex-end">
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void log.refetch()} disabled={log.isFetching}>
          {translate('webhooks.log.refresh')}
        </Button>
      </Stack>
      {log.error && <Alert severity="error">{translate('webhooks.log.loadFailed', { reason: reasonOf(log.error) })}</Alert>}
      {log.data?.length === 0 && <Typography color="text.secondary">{translate('webhooks.log.empty')}</Typography>}
      {Boolean(log.data?.length) && (
        <Table size="small" aria-label={translate('webhooks.log.table')}>
          <TableHead>
            <TableRow>
              {['status', 'event', 'attempts', 'response', 'time', 'actions'].map((name) => (
                <TableCell key={name}>{column(name)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data!.map((row) => (
              <Fragment key={row.id}>
                <TableRow hover data-delivery={row.id}>
                  <TableCell>
                    <DeliveryStatusChip status={row.status} />
                  </TableCell>
                  <TableCell>{translate(`webhooks.events.${row.event}`)}</TableCell>
                  <TableCell>{row.attempts}</TableCell>
                  <TableCell>{row.responseStatus ?? (row.error ? '—' : '')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.deliveredDate ?? row.createdDate, DATE_TIME, locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} align="right">
                    {canSend && row.status !== 'PENDING' && (
                      <IconButton size="small" aria-label={translate('webhooks.log.sendAgain')} title={translate('webhooks.log.sendAgain')} onClick={() => again.mutate(row.id)} disabled={again.isPending}>
                        <ReplayIcon fontSize="small" />
                      </IconButton>
                    )}
                    <IconButton size="small" aria-label={translate('webhooks.log.details')} aria-expanded={open === row.id} onClick={() => setOpen(open === row.id ? undefined : row.id)}>
                      {open === row.id ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                    </IconButton>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 0, borderBottom: open === row.id ? undefined : 'none' }}>
                    <Collapse in={open === row.id} unmountOnExit>
                      <DeliveryDetails row={row} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
