import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { MAILING_STATUS_VALUE, MAILING_TYPE } from '../../../resources/enums.ts';
import { MomentField } from '../../controls/dateTime/MomentField.tsx';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import type { MailingInput } from '../../graphql/graphql.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { ContentPickerDialog, type PickedItem } from '../contentPicker/index.ts';
import { isReadOnlyStatus, mailingTypeChoices, useMailingChannels } from './mailingChoices.ts';
import { MailingItems, type KeyedMailingItem } from './MailingItems.tsx';
import { MailingPreviewDialog, MailingTestButton } from './MailingPreview.tsx';
import type { Mailing } from './mailingMethods.ts';
import { mailingFormErrors } from './mailingFormRules.ts';
import { mailingRefusal } from './mailingRefusal.ts';
import { MailingStatusChip } from './MailingStatusChip.tsx';
import { sentMailOf } from './sentMailAddress.ts';

interface MailingForm {
  id?: string;
  version?: number;
  status?: number | null;
  title: string;
  channelId: string;
  type: number;
  sendDate: Date | null;
  userSpecificTitle: string;
  articlesOfTheDay: boolean;
  items: KeyedMailingItem[];
  /** The send's counts, for the status ("sent with N failures", "sending 80/200"). */
  report?: Mailing['report'];
}

const NEWSLETTER = MAILING_TYPE.values[0]!.value;
let nextKey = 0;
const keyed = (item: Omit<KeyedMailingItem, 'key'>): KeyedMailingItem => ({ ...item, key: `item-${++nextKey}` });

const EMPTY: MailingForm = { title: '', channelId: '', type: NEWSLETTER, sendDate: null, userSpecificTitle: '', articlesOfTheDay: false, items: [] };

function formOf(mailing: Mailing): MailingForm {
  return {
    id: mailing.id,
    version: mailing.version,
    status: mailing.status,
    title: mailing.title ?? '',
    channelId: mailing.channelId ?? '',
    type: mailing.type ?? NEWSLETTER,
    sendDate: mailing.sendDate ? new Date(mailing.sendDate) : null,
    userSpecificTitle: mailing.userSpecificTitle ?? '',
    articlesOfTheDay: mailing.articlesOfTheDay ?? false,
    items: (mailing.items ?? []).map(({ __typename, ...item }) => keyed(item)),
    report: mailing.report,
  };
}

function inputOf(form: MailingForm): MailingInput {
  return {
    id: form.id,
    version: form.version,
    title: form.title,
    channelId: form.channelId || null,
    type: form.type,
    sendDate: form.sendDate ? form.sendDate.toISOString() : null,
    userSpecificTitle: form.userSpecificTitle || null,
    articlesOfTheDay: form.articlesOfTheDay,
    items: form.items.map(({ key, ...item }, index) => ({ ...item, order: index + 1 })),
  };
}

/** The picker's mailing items as the form holds them; a content already in the newsletter is left out. */
function addPicked(items: readonly KeyedMailingItem[], picked: readonly PickedItem[]): { items: KeyedMailingItem[]; repeated: string[] } {
  const ids = new Set(items.map((item) => item.contentId));
  const added: KeyedMailingItem[] = [];
  const repeated: string[] = [];
  for (const { item } of picked) {
    if (!('contentTypeId' in item)) continue;
    if (ids.has(item.contentId)) {
      repeated.push(item.title);
      continue;
    }
    ids.add(item.contentId);
    const { mailingId: _mailingId, ...rest } = item;
    added.push(keyed({ ...rest, order: null }));
  }
  return { items: [...items, ...added], repeated };
}

/** mailing/detail/:id? (spec 02 §2–§5, §8): a newsletter's editor; a new one without an id. */
export default function MailingDetail() {
  const { id } = useParams();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['mailing', id], queryFn: () => dataProvider.getMailing(id!), enabled: Boolean(id) });
  if (!id) return <MailingEditor key="new" initial={EMPTY} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailure error={query.error} message="mailingScreens.detail.loadFailed" onRetry={() => void query.refetch()} />;
  if (!query.data) return <Alert severity="warning" sx={{ m: 2 }}>{translate('mailingScreens.detail.notFound')}</Alert>;
  return <MailingEditor key={id} initial={formOf(query.data)} />;
}

type Problem = 'saveFailed' | 'scheduleFailed' | 'cancelFailed' | 'alreadySending' | 'conflict';

function MailingEditor({ initial }: { initial: MailingForm }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const channels = useMailingChannels();
  const [form, setForm] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const readOnly = isReadOnlyStatus(form.status);
  const change = <K extends keyof MailingForm>(name: K, value: MailingForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const refused = (error: unknown, fallback: Problem) => {
    const { fields, messageKey } = mailingRefusal(error);
    setFieldErrors(fields);
    setProblem(messageKey === 'mailing.errors.alreadySending' ? 'alreadySending' : messageKey === 'saveErrors.conflict' ? 'conflict' : fallback);
  };

  const saved = (mailing: Mailing) => {
    setForm((current) => ({ ...current, id: mailing.id, version: mailing.version, status: mailing.status }));
    void queryClient.invalidateQueries({ queryKey: ['mailings'] });
    queryClient.setQueryData(['mailing', mailing.id], mailing);
    if (!initial.id && !form.id) navigate(`/mailing/detail/${mailing.id}`, { replace: true });
  };

  /**
   * Saves what is typed once the rules pass in the browser (the lead time where the server checks
   * it: a new newsletter, a moved send date, an upcoming one, and before scheduling); on a refusal,
   * here or by the server, it stays as typed with the words in place.
   */
  const save = async (scheduling = false): Promise<Mailing | undefined> => {
    setProblem(undefined);
    const input = inputOf(form);
    const lead = scheduling || !form.id || form.status === MAILING_STATUS_VALUE.pending || form.sendDate?.getTime() !== initial.sendDate?.getTime();
    const broken = mailingFormErrors(input, { lead, language: locale === 'en' ? 'en' : 'tr', translate });
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) {
      setProblem('saveFailed');
      return undefined;
    }
    try {
      const mailing = await dataProvider.saveMailing(input);
      saved(mailing);
      return mailing;
    } catch (error) {
      refused(error, 'saveFailed');
      return undefined;
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onSave = () => run(async () => {
    if (await save()) notify('mailingScreens.detail.saved', { type: 'success' });
  });

  const schedule = async (mailing: Pick<Mailing, 'id' | 'version'>) => {
    try {
      saved(await dataProvider.scheduleMailing(mailing.id, mailing.version));
      setProblem(undefined);
      notify('mailingScreens.detail.scheduled', { type: 'success' });
    } catch (error) {
      refused(error, 'scheduleFailed');
    }
  };

  /** Save, then schedule; after a good save a failed schedule is retried alone. */
  const onSchedule = () => run(async () => {
    const mailing = await save(true);
    if (mailing) await schedule(mailing);
  });
  const onRetry = () => run(() => schedule({ id: form.id!, version: form.version! }));

  const onCancel = () => run(async () => {
    setConfirmCancel(false);
    try {
      await dataProvider.cancelMailing(form.id!, form.version!);
      void queryClient.invalidateQueries({ queryKey: ['mailings'] });
      notify('mailingScreens.detail.canceled', { type: 'success' });
      navigate('/mailing/list');
    } catch (error) {
      refused(error, 'cancelFailed');
    }
  });

  const onPicked = (picked: PickedItem[]) => {
    setPicking(false);
    const { items, repeated } = addPicked(form.items, picked);
    change('items', items);
    if (repeated.length > 0) notify('mailingScreens.items.duplicate', { type: 'warning', messageArgs: { titles: repeated.join(', ') } });
  };

  const heading = form.id ? form.title || translate('shell.routes.mailingDetail') : translate('mailingScreens.detail.newTitle');
  const field = (name: string) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });
  const label = (name: string) => translate(`resources.mailings.fields.${name}`);
  const scheduled = form.status === MAILING_STATUS_VALUE.pending;

  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={translate('shell.routes.mailingDetail')} preferenceKey={false} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <MailingStatusChip status={form.status} report={form.report} />
        <Button onClick={() => navigate('/mailing/list')}>{translate('mailingScreens.detail.back')}</Button>
      </Stack>
      {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{translate('mailingScreens.detail.readOnly')}</Alert>}
      {problem && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={problem === 'scheduleFailed' && form.id ? <Button color="inherit" size="small" disabled={busy} onClick={() => void onRetry()}>{translate('mailingScreens.detail.retry')}</Button> : undefined}
        >
          {translate(problem === 'conflict' ? 'mailingScreens.detail.conflict' : `mailing.errors.${problem}`)}
        </Alert>
      )}
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => { event.preventDefault(); void onSave(); }}>
        <TextField label={label('title')} required value={form.title} onChange={(event) => change('title', event.target.value)} disabled={readOnly} {...field('title')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select label={label('channelId')} required value={form.channelId} onChange={(event) => change('channelId', event.target.value)} disabled={readOnly} sx={{ flex: 1 }} {...field('channelId')}>
            {channels.map((channel) => (
              <MenuItem key={channel.id} value={channel.id}>
                {channel.name ?? channel.id}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={label('type')} required value={String(form.type)} onChange={(event) => change('type', Number(event.target.value))} disabled={readOnly} sx={{ flex: 1 }} {...field('type')}>
            {mailingTypeChoices(translate).map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ flex: 1 }}>
            <MomentField label={label('sendDate')} required fullWidth value={form.sendDate} onChange={(value) => change('sendDate', value)} disabled={readOnly} {...field('sendDate')} />
          </Box>
        </Stack>
        <TextField label={label('userSpecificTitle')} value={form.userSpecificTitle} onChange={(event) => change('userSpecificTitle', event.target.value)} disabled={readOnly} {...field('userSpecificTitle')} />
        <FormControlLabel control={<Checkbox checked={form.articlesOfTheDay} onChange={(event) => change('articlesOfTheDay', event.target.checked)} disabled={readOnly} />} label={label('articlesOfTheDay')} />
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
              {translate('mailingScreens.items.title')}
            </Typography>
            {!readOnly && <Button onClick={() => setPicking(true)}>{translate('mailingScreens.items.add')}</Button>}
          </Stack>
          {fieldErrors.items && <Alert severity="error" sx={{ mb: 1 }}>{fieldErrors.items}</Alert>}
          <MailingItems items={form.items} onChange={(items) => change('items', items)} readOnly={readOnly} />
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
          <Button variant="outlined" onClick={() => setPreviewing(true)}>
            {translate('mailingScreens.preview.open')}
          </Button>
          <MailingTestButton id={form.id} disabled={busy} />
          {form.id && <Button onClick={() => navigate(sentMailOf(form.id!))}>{translate('mailingScreens.sentMail.open')}</Button>}
        </Stack>
        {!readOnly && (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('mailingScreens.detail.save')}
            </Button>
            {!scheduled && (
              <Button variant="outlined" disabled={busy} onClick={() => void onSchedule()}>
                {translate('mailingScreens.detail.schedule')}
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            {form.id && (
              <Button color="error" disabled={busy} onClick={() => setConfirmCancel(true)}>
                {translate('mailingScreens.detail.cancel')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {previewing && <MailingPreviewDialog open onClose={() => setPreviewing(false)} id={form.id} input={inputOf(form)} />}
      <ContentPickerDialog open={picking} target="mailing" pageSize={20} onClose={() => setPicking(false)} onConfirm={onPicked} />
      <Confirm isOpen={confirmCancel} title="mailingScreens.detail.cancelTitle" content="mailingScreens.detail.cancelBody" onConfirm={() => void onCancel()} onClose={() => setConfirmCancel(false)} />
    </Box>
  );
}
