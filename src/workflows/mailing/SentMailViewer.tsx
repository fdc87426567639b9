import { Alert, Box, Button, Chip, Paper, Stack, Tab, Table, TableBody, TableCell, TableRow, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DelayedTextField } from '../../controls/list/DelayedTextField.tsx';
import { DenseTable } from '../../controls/list/DenseTable.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import { byPageNumber } from '../../controls/list/listPaging.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { MailFrame } from './MailingPreview.tsx';
import type { SentMail } from './sentMailMethods.ts';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';

export interface SentMailChoices {
  search?: string;
  /** One newsletter's messages (the editor's link). */
  mailing?: string;
}

/** The receiver keeps every newsletter's messages: a page holds this many. */
const PAGE_SIZE = 50;

type Column = 'date' | 'to' | 'subject';
const COLUMNS: ListColumns<Column> = { name: 'sentMail', widths: { date: 150, to: 260, subject: undefined }, fixed: ['subject'] };

/** The headers shown first, by name (any case); every header is under "All headers". */
const MAIN_HEADERS = [
  ['from', 'from'],
  ['to', 'to'],
  ['subject', 'subject'],
  ['message-id', 'messageId'],
  ['list-unsubscribe', 'listUnsubscribe'],
] as const;

/**
 * mailing/sent-mail/:id? (issue 29, "Real delivery"): what the embedded SMTP receiver kept of the
 * site's newsletters and tests, newest first; a message opens with its headers, its HTML in a frame
 * that runs nothing, and its text part. With a real relay the server keeps nothing, and says so.
 */
export default function SentMailViewer() {
  const { id } = useParams();
  return id ? <SentMailMessage key={id} id={id} /> : <SentMailList />;
}

function SentMailList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const [choices, setChoices] = useAddressFilter<SentMailChoices>();
  const [captured, setCaptured] = useState<boolean>();
  const list = useKeysetList(
    ['sentMails', choices],
    byPageNumber(async (page, limit) => {
      const found = await dataProvider.getSentMails({ search: choices.search || undefined, mailingId: choices.mailing || undefined }, page, limit);
      setCaptured(found.captured);
      return found.rows;
    }),
    { limit: PAGE_SIZE, firstOf: () => undefined },
  );
  const title = translate('shell.routes.mailingSentMail');
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading title={title} />
      {captured === false ? (
        <Alert severity="info">{translate('mailingScreens.sentMail.relay')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('mailingScreens.sentMail.intro')}
          </Typography>
          <FilterToolbar label={translate('mailingScreens.sentMail.filters')} choices={choices} onChange={setChoices}>
            <DelayedTextField search label={translate('mailingScreens.sentMail.search')} value={choices.search} onChange={(search) => setChoices({ ...choices, search })} width={260} />
            {choices.mailing && (
              <Chip label={translate('mailingScreens.sentMail.ofMailing', { id: choices.mailing })} onDelete={() => setChoices({ ...choices, mailing: undefined })} />
            )}
          </FilterToolbar>
          <PagedList list={list} texts={{ empty: 'mailingScreens.sentMail.noData' }}>
            <DenseTable
              label={translate('mailingScreens.sentMail.table')}
              columns={COLUMNS}
              rows={list.rows}
              keyOf={(row) => row.id}
              header={(column) => translate(`mailingScreens.sentMail.${column}`)}
              cell={(column, row) => {
                if (column === 'date') return formatDate(row.date, DATE_TIME, locale);
                if (column === 'to') return row.to.join(', ');
                return row.subject || translate('mailingScreens.sentMail.noSubject');
              }}
              onOpen={(row) => navigate(`/mailing/sent-mail/${row.id}`)}
              rowHeight={36}
            />
          </PagedList>
        </>
      )}
    </Box>
  );
}

const headerValue = (mail: SentMail, name: string) =>
  mail.headers
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value)
    .join(', ');

function SentMailMessage({ id }: { id: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const [part, setPart] = useState<'html' | 'text' | 'headers'>('html');
  const query = useQuery({ queryKey: ['sentMail', id], queryFn: () => dataProvider.getSentMail(id), retry: false, gcTime: 0 });
  const back = (
    <Button onClick={() => navigate('/mailing/sent-mail')}>{translate('mailingScreens.sentMail.back')}</Button>
  );
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailure error={query.error} message="mailingScreens.sentMail.loadFailed" onRetry={() => void query.refetch()} />;
  const mail = query.data;
  if (!mail) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('mailingScreens.sentMail.notFound')}
        </Alert>
        {back}
      </Box>
    );
  }
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={translate('shell.routes.mailingSentMail')} preferenceKey={false} />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {mail.subject || translate('mailingScreens.sentMail.noSubject')}
        </Typography>
        {back}
      </Stack>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Table size="small" aria-label={translate('mailingScreens.sentMail.headers')}>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ width: 160, color: 'text.secondary' }}>
                {translate('mailingScreens.sentMail.date')}
              </TableCell>
              <TableCell>{formatDate(mail.date, DATE_TIME, locale)}</TableCell>
            </TableRow>
            {MAIN_HEADERS.map(([name, label]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ width: 160, color: 'text.secondary' }}>
                  {translate(`mailingScreens.sentMail.${label}`)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{headerValue(mail, name)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Tabs value={part} onChange={(_event, value: 'html' | 'text' | 'headers') => setPart(value)} sx={{ mb: 1 }}>
        <Tab value="html" label={translate('mailingScreens.sentMail.html')} />
        <Tab value="text" label={translate('mailingScreens.sentMail.text')} />
        <Tab value="headers" label={translate('mailingScreens.sentMail.headers')} />
      </Tabs>
      {part === 'html' &&
        (mail.html ? <MailFrame html={mail.html} title={translate('mailingScreens.sentMail.frame')} height={640} /> : <Alert severity="info">{translate('mailingScreens.sentMail.noHtml')}</Alert>)}
      {part === 'text' && (
        <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: 13 }}>
          {mail.text ?? ''}
        </Box>
      )}
      {part === 'headers' && (
        <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
          {mail.headers.map((header) => `${header.name}: ${header.value}`).join('\n')}
        </Box>
      )}
    </Box>
  );
}
