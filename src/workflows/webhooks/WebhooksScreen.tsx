import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Alert, Box, Button, IconButton, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import { useAddressParam } from '../../controls/list/useAddressFilter.ts';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { DeliveryStatusChip, EventChips, reasonOf } from './webhookChips.tsx';
import { WebhookFormDialog } from './WebhookFormDialog.tsx';
import type { Webhook } from './webhookMethods.ts';

type Asking = { kind: 'delete' | 'renew'; webhook: Webhook };

/** settings/system/webhooks (issue 35 §5): the site's webhooks; a row's deliveries open in a panel (`?webhook=`). */
export default function WebhooksScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [logOf, setLogOf] = useAddressParam('webhook');
  const [editing, setEditing] = useState<Webhook | 'new'>();
  const [secret, setSecret] = useState<string>();
  const [asking, setAsking] = useState<Asking>();
  const { canAccess: canSave = false } = useCanAccess({ resource: 'webhook', action: 'save' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: 'webhook', action: 'delete' });
  const list = useQuery({ queryKey: ['webhooks'], queryFn: () => dataProvider.getWebhooks() });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['webhooks'] });

  const toggle = useMutation({
    mutationFn: (webhook: Webhook) => dataProvider.saveWebhook({ id: webhook.id, version: webhook.version, name: webhook.name, url: webhook.url, events: webhook.events, active: !webhook.active }),
    onSettled: reload,
    onError: (error) => notify('webhooks.form.failed', { type: 'error', messageArgs: { reason: reasonOf(error) } }),
  });
  const confirm = useMutation({
    mutationFn: async ({ kind, webhook }: Asking) => (kind === 'delete' ? dataProvider.deleteWebhook(webhook.id) : dataProvider.renewWebhookSecret(webhook.id)),
    onSuccess: (answer, { kind }) => {
      setAsking(undefined);
      if (typeof answer === 'object' && answer.secret) setSecret(answer.secret);
      if (kind === 'delete') notify('webhooks.delete.done', { type: 'success' });
      reload();
    },
    onError: (error, { kind }) => {
      setAsking(undefined);
      notify(kind === 'delete' ? 'webhooks.delete.failed' : 'webhooks.secret.renewFailed', { type: 'error', messageArgs: { reason: reasonOf(error) } });
    },
  });
  // The list is read again, so the row's last delivery is the one the log just showed.
  const closeLog = () => {
    setLogOf(undefined);
    reload();
  };
  const shown = list.data?.find((webhook) => webhook.id === logOf);
  const columns = ['name', 'url', 'events', 'active', 'lastDelivery', 'actions'] as const;

  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        title={translate('shell.routes.webhooks')}
        action={
          canSave && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate('webhooks.add')}
            </Button>
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('webhooks.intro')}
      </Typography>
      {list.error && <Alert severity="error">{translate('webhooks.loadFailed', { reason: reasonOf(list.error) })}</Alert>}
      {list.data?.length === 0 && (
        <Stack alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }}>
          <WebhookIcon fontSize="large" />
          <Typography>{translate('webhooks.empty')}</Typography>
        </Stack>
      )}
      {Boolean(list.data?.length) && (
        <Table size="small" aria-label={translate('webhooks.table')} sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ width: { name: 180, url: undefined, events: 300, active: 72, lastDelivery: 150, actions: 168 }[column] }}>
                  {translate(`webhooks.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data!.map((webhook) => (
              <TableRow key={webhook.id} hover selected={webhook.id === logOf}>
                <TableCell sx={ELLIPSIS}>{webhook.name}</TableCell>
                <TableCell sx={{ ...ELLIPSIS, fontFamily: 'monospace', fontSize: 13 }} title={webhook.url}>
                  {webhook.url}
                </TableCell>
                <TableCell>
                  <EventChips events={webhook.events} />
                </TableCell>
                <TableCell>
                  <Switch
                    size="small"
                    checked={webhook.active}
                    disabled={!canSave || toggle.isPending}
                    onChange={() => toggle.mutate(webhook)}
                    slotProps={{ input: { 'aria-label': translate('webhooks.activeSwitch', { name: webhook.name }) } }}
                  />
                </TableCell>
                <TableCell>{webhook.lastDelivery ? <DeliveryStatusChip status={webhook.lastDelivery.status} /> : <Typography variant="body2" color="text.secondary">{translate('webhooks.never')}</Typography>}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={`${translate('webhooks.actions.deliveries')}: ${webhook.name}`} title={translate('webhooks.actions.deliveries')} onClick={() => setLogOf(webhook.id)}>
                    <ListAltIcon fontSize="small" />
                  </IconButton>
                  {canSave && (
                    <>
                      <IconButton size="small" aria-label={`${translate('webhooks.actions.edit')}: ${webhook.name}`} title={translate('webhooks.actions.edit')} onClick={() => setEditing(webhook)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`${translate('webhooks.actions.newSecret')}: ${webhook.name}`} title={translate('webhooks.actions.newSecret')} onClick={() => setAsking({ kind: 'renew', webhook })}>
                        <KeyIcon fontSize="small" />
                      </IconButton>
                    </>
                  )}
                  {canDelete && (
                    <IconButton size="small" aria-label={`${translate('webhooks.actions.delete')}: ${webhook.name}`} title={translate('webhooks.actions.delete')} onClick={() => setAsking({ kind: 'delete', webhook })}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <WebhookFormDialog
          webhook={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            if (saved.secret) setSecret(saved.secret);
            notify('webhooks.form.saved', { type: 'success' });
            reload();
          }}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(undefined)} />
      <Confirm
        isOpen={Boolean(asking)}
        loading={confirm.isPending}
        title={asking?.kind === 'delete' ? 'webhooks.delete.title' : 'webhooks.secret.renewTitle'}
        content={asking?.kind === 'delete' ? 'webhooks.delete.body' : 'webhooks.secret.renewBody'}
        translateOptions={{ name: asking?.webhook.name ?? '', url: asking?.webhook.url ?? '' }}
        confirm={asking?.kind === 'delete' ? 'webhooks.actions.delete' : 'webhooks.actions.newSecret'}
        confirmColor={asking?.kind === 'delete' ? 'warning' : 'primary'}
        onConfirm={() => asking && confirm.mutate(asking)}
        onClose={() => setAsking(undefined)}
      />
      <DetailPanel open={Boolean(shown)} modal onClose={closeLog} closeLabel={translate('webhooks.log.close')} titleId={titleId} width={640}>
        {shown && (
          <>
            <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5 }}>
              {translate('webhooks.log.title', { name: shown.name })}
            </Typography>
            <DeliveryLog key={shown.id} webhook={shown} />
          </>
        )}
      </DetailPanel>
    </Box>
  );
}
