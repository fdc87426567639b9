import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DelayedTextField } from '../../controls/list/DelayedTextField.tsx';
import { DenseTable } from '../../controls/list/DenseTable.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { byPageNumber } from '../../controls/list/listPaging.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import type { MailingSubscriberStatus } from '../../graphql/graphql.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useMailingChannels } from './mailingChoices.ts';
import type { MailingSubscriber, MailingSubscriberImport } from './subscriberMethods.ts';

export interface MailingSubscribersChoices {
  channel?: string;
  status?: string;
  search?: string;
}

const STATUSES: MailingSubscriberStatus[] = ['PENDING', 'SUBSCRIBED', 'UNSUBSCRIBED', 'BOUNCED'] as MailingSubscriberStatus[];
/** The server's bound on an import (server/mailing/README.md, "Subscribers"): refused here before the file is sent. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type Column = 'email' | 'channel' | 'status' | 'source' | 'createdDate' | 'actions';
const COLUMNS: ListColumns<Column> = { name: 'mailingSubscribers', widths: { email: undefined, channel: 180, status: 170, source: 150, createdDate: 140, actions: 150 }, fixed: ['email', 'actions'] };

/** The message of a refused write (the server's, in the user's language), else the screen's own. */
const refusalText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** Newsletter readers per channel (issue 29): list, add, import a CSV file, unsubscribe. */
export default function MailingSubscribers() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const channels = useMailingChannels();
  const [choices, setChoices] = useAddressFilter<MailingSubscribersChoices>();
  const filter = { channelId: choices.channel || undefined, status: choices.status ? [choices.status as MailingSubscriberStatus] : undefined, search: choices.search || undefined };
  const list = useKeysetList(
    ['mailingSubscribers', choices],
    byPageNumber((page, limit) => dataProvider.getMailingSubscribers(filter, page, limit)),
  );
  const [adding, setAdding] = useState(false);
  const [email, setEmail] = useState('');
  const [addError, setAddError] = useState<string>();
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string>();
  const [imported, setImported] = useState<MailingSubscriberImport>();
  const [leaving, setLeaving] = useState<MailingSubscriber>();
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`mailingScreens.subscribers.${key}`, options);
  const channelName = (id: string) => channels.find((channel) => channel.id === id)?.name ?? id;
  const title = translate('shell.routes.mailingSubscribers');

  async function onAdd() {
    if (!choices.channel) return;
    setBusy(true);
    try {
      await dataProvider.addMailingSubscriber(choices.channel, email);
      setAdding(false);
      setEmail('');
      setAddError(undefined);
      notify(t('added'), { type: 'success' });
      list.reload();
    } catch (error) {
      setAddError(refusalText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !choices.channel) return;
    setImported(undefined);
    if (file.size > IMPORT_MAX_BYTES) {
      // The server's text names its bounds as {{maxRows}} and {{maxMb}}.
      setImportError(translate('mailing.subscribers.errors.importTooLarge').replace('{{maxRows}}', '50 000').replace('{{maxMb}}', String(IMPORT_MAX_BYTES / 1024 / 1024)));
      return;
    }
    setBusy(true);
    try {
      setImported(await dataProvider.importMailingSubscribers(choices.channel, await file.text()));
      setImportError(undefined);
      list.reload();
    } catch (error) {
      setImportError(refusalText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  }

  async function onUnsubscribe() {
    if (!leaving) return;
    try {
      const row = await dataProvider.removeMailingSubscriber(leaving.id);
      list.mergeRow(row.id, row);
      notify(t('unsubscribed'), { type: 'success' });
    } catch (error) {
      notify(refusalText(error, t('failed')), { type: 'error' });
    } finally {
      setLeaving(undefined);
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }} gap={1}>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Stack direction="row" gap={1}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={!choices.channel} onClick={() => (setImported(undefined), setImportError(undefined), setImporting(true))}>
            {t('importCsv')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} disabled={!choices.channel} onClick={() => (setAddError(undefined), setAdding(true))}>
            {t('add')}
          </Button>
        </Stack>
      </Stack>
      <FilterToolbar label={t('filters')} choices={choices} onChange={setChoices}>
        <FilterSelect
          name="subscriber-channel"
          label={t('channel')}
          choices={channels.map((channel) => ({ value: channel.id, label: channel.name ?? channel.id }))}
          value={choices.channel}
          onChange={(channel) => setChoices({ ...choices, channel })}
          width={200}
        />
        <FilterSelect
          name="subscriber-status"
          label={t('status')}
          choices={STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={choices.status}
          onChange={(status) => setChoices({ ...choices, status })}
          width={190}
        />
        <DelayedTextField search label={t('search')} value={choices.search} onChange={(search) => setChoices({ ...choices, search })} width={220} />
      </FilterToolbar>
      {!choices.channel ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('chooseChannel')}
        </Typography>
      ) : null}
      <PagedList list={list} texts={{ empty: 'mailingScreens.subscribers.noData' }}>
        <DenseTable
          label={t('table')}
          columns={COLUMNS}
          rows={list.rows}
          keyOf={(row) => row.id}
          header={(column) => t(column)}
          controlColumns={['actions']}
          cell={(column, row) => {
            if (column === 'channel') return channelName(row.channelId);
            if (column === 'status') return t(`statuses.${row.status}`);
            if (column === 'source') return t(`sources.${row.source}`);
            if (column === 'createdDate') return formatDate(row.createdDate, DATE_TIME, locale);
            if (column === 'actions')
              return row.status === 'UNSUBSCRIBED' ? null : (
                <Button size="small" color="warning" onClick={() => setLeaving(row)}>
                  {t('unsubscribe')}
                </Button>
              );
            return row.email;
          }}
          onOpen={() => undefined}
          rowHeight={36}
        />
      </PagedList>

      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="xs">
        <DialogTitle>{t('addTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {choices.channel ? channelName(choices.channel) : ''}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            type="email"
            label={t('email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void onAdd()}
            error={Boolean(addError)}
            helperText={addError}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAdding(false)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={busy || !email.trim()} onClick={() => void onAdd()}>
            {t('add')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={importing} onClose={() => setImporting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('importTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('importHelp')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {t('chooseFile')}
            <input hidden type="file" accept=".csv,text/csv,text/plain" aria-label={t('chooseFile')} onChange={(event) => void onFile(event)} />
          </Button>
          {importError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {importError}
            </Alert>
          ) : null}
          {imported ? (
            <Box sx={{ mt: 2 }} role="status">
              <Alert severity={imported.invalidCount > 0 ? 'warning' : 'success'}>{t('importResult', { added: imported.added, alreadyThere: imported.alreadyThere, invalidCount: imported.invalidCount })}</Alert>
              {imported.invalid.length > 0 ? (
                <List dense sx={{ maxHeight: 200, overflow: 'auto' }}>
                  {imported.invalid.map((line) => (
                    <ListItem key={line.line}>{t('invalidLine', { line: line.line, value: line.value })}</ListItem>
                  ))}
                </List>
              ) : null}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setImporting(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>

      <Confirm
        isOpen={leaving !== undefined}
        title="mailingScreens.subscribers.unsubscribeTitle"
        content="mailingScreens.subscribers.unsubscribeBody"
        translateOptions={{ email: leaving?.email ?? '' }}
        onConfirm={() => void onUnsubscribe()}
        onClose={() => setLeaving(undefined)}
      />
    </Box>
  );
}
