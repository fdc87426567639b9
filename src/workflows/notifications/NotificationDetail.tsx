import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { NOTIFICATION_AUDIENCE_VALUE } from '../../../resources/enums.ts';
import { MomentField } from '../../controls/dateTime/MomentField.tsx';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import type { NotificationInput } from '../../graphql/graphql.ts';
import { saveErrorOf } from '../../lowcode/graphql/resourceErrors.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { DeliveryChips } from './DeliveryChips.tsx';
import { audienceLabel, isCancelable, isEditable, isInProgress, platformLabel, POLL_INTERVAL_MS, statusKey } from './notificationChoices.ts';
import { NotificationFields, type NotificationFormValues } from './NotificationFields.tsx';
import { notificationFormErrors } from './notificationFormRules.ts';
import type { Notification } from './notificationMethods.ts';

const EMPTY: NotificationFormValues = {
  title: '',
  spot: '',
  url: '',
  platforms: [],
  audience: NOTIFICATION_AUDIENCE_VALUE.all,
  categoryIds: [],
  isCategoryFollowersOnly: false,
  useCoverImage: false,
  isBreakingNews: false,
  mailChannelId: '',
  sendDate: null,
};

function valuesOf(notification: Notification): NotificationFormValues {
  return {
    title: notification.title ?? '',
    spot: notification.spot ?? '',
    url: notification.url ?? '',
    platforms: [...(notification.platforms ?? [])],
    audience: notification.audience ?? NOTIFICATION_AUDIENCE_VALUE.all,
    categoryIds: [...(notification.categoryIds ?? [])],
    isCategoryFollowersOnly: notification.isCategoryFollowersOnly,
    useCoverImage: notification.useCoverImage,
    isBreakingNews: notification.isBreakingNews,
    mailChannelId: notification.mailChannelId ?? '',
    sendDate: notification.sendDate ? new Date(notification.sendDate) : null,
  };
}

export interface NotificationDetailProps {
  /** Undefined: a new notification. */
  id?: string;
  /** The id the heading carries: the drawer is named by it. */
  titleId: string;
  /** A save or a cancel went through: the list shows the notification as the server answered. */
  onSaved: (notification: Notification) => void;
}

/** The drawer's content: a new notification's form, or a saved one read (kept current while its send goes on). */
export function NotificationDetail({ id, titleId, onSaved }: NotificationDetailProps) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['notification', id],
    queryFn: () => dataProvider.getNotification(id!),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (current) => (current.state.data && isInProgress(current.state.data, Date.now()) ? POLL_INTERVAL_MS : false),
  });
  if (!id) return <NotificationEditor titleId={titleId} initial={EMPTY} onSaved={onSaved} />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailure error={query.error} message="notifications.form.loadFailed" onRetry={() => void query.refetch()} />;
  if (!query.data) return <Alert severity="warning">{translate('notification.errors.notFound')}</Alert>;
  return <NotificationEditor key={query.data.version} titleId={titleId} saved={query.data} initial={valuesOf(query.data)} onSaved={onSaved} />;
}

type Problem = { message: string; detail?: string; conflict?: boolean };

/** What a refused write says: the fields' messages in place, and the server's own words kept in sight. */
function problemOf(error: unknown, fallback: string, translate: (key: string) => string): { problem: Problem; fields: Record<string, string> } {
  const known = error instanceof GraphQLResponseError ? error : undefined;
  const messageKey = known?.graphQLErrors[0]?.extensions?.messageKey;
  if (typeof messageKey === 'string' && messageKey.startsWith('notification.errors.')) return { problem: { message: translate(messageKey) }, fields: {} };
  const refusal = known ? saveErrorOf(known.graphQLErrors) : undefined;
  if (refusal && 'errors' in refusal) return { problem: { message: translate(fallback) }, fields: refusal.errors as Record<string, string> };
  if (known?.code === 'CONFLICT') return { problem: { message: translate('notifications.form.conflict'), conflict: true }, fields: {} };
  return { problem: { message: translate(fallback), detail: error instanceof Error ? error.message : undefined }, fields: {} };
}

interface EditorProps {
  titleId: string;
  initial: NotificationFormValues;
  saved?: Notification;
  onSaved: (notification: Notification) => void;
}

function NotificationEditor({ titleId, initial, saved, onSaved }: EditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'send' | 'cancel'>();
  const status = saved?.status;
  const readOnly = !isEditable(status);
  const change = <K extends keyof NotificationFormValues>(name: K, value: NotificationFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const inputOf = (sendDate: Date | null): NotificationInput => ({
    id: saved?.id,
    version: saved?.version,
    title: values.title,
    spot: values.spot,
    url: values.url.trim() || null,
    sendDate: sendDate ? sendDate.toISOString() : null,
    platforms: values.platforms,
    audience: values.audience,
    categoryIds: values.categoryIds,
    isCategoryFollowersOnly: values.isCategoryFollowersOnly,
    useCoverImage: values.useCoverImage,
    isBreakingNews: values.isBreakingNews,
    mailChannelId: values.mailChannelId || null,
  });

  const done = (notification: Notification, message: string) => {
    queryClient.setQueryData(['notification', notification.id], notification);
    onSaved(notification);
    notify(message, { type: 'success' });
  };

  /** Saves with the given send date once the rules pass here; on a refusal, here or by the server, what is typed stays. */
  const save = async (sendDate: Date | null, message: string) => {
    setProblem(undefined);
    const input = inputOf(sendDate);
    const broken = notificationFormErrors(input, locale === 'en' ? 'en' : 'tr', translate);
    setFieldErrors(broken);
    if (Object.keys(broken).length > 0) {
      setProblem({ message: translate('notification.errors.saveFailed') });
      return;
    }
    setBusy(true);
    try {
      done(await dataProvider.saveNotification(input), message);
    } catch (error) {
      const refused = problemOf(error, 'notification.errors.saveFailed', translate);
      setFieldErrors(refused.fields);
      setProblem(refused.problem);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    setConfirming(undefined);
    setBusy(true);
    try {
      done(await dataProvider.cancelNotification(saved!.id, saved!.version), 'notifications.form.canceled');
    } catch (error) {
      setProblem(problemOf(error, 'notification.errors.cancelFailed', translate).problem);
    } finally {
      setBusy(false);
    }
  };

  const reload = () => void queryClient.invalidateQueries({ queryKey: ['notification', saved?.id] });
  const platforms = values.platforms.map((platform) => platformLabel(translate, platform)).join(', ');
  const state = statusKey(status);

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ pr: 5 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" component="h2" id={titleId} sx={{ flex: 1 }}>
          {saved ? translate('notifications.form.title') : translate('notifications.form.newTitle')}
        </Typography>
        {state && <Typography color="text.secondary">{translate(`enums.notificationStatus.${state}`)}</Typography>}
      </Stack>
      {saved && saved.deliveries.length > 0 && (
        <Box role="group" aria-label={translate('notifications.form.deliveries')}>
          <DeliveryChips deliveries={saved.deliveries} />
        </Box>
      )}
      {readOnly && <Alert severity="info">{translate('notifications.form.readOnly')}</Alert>}
      {problem && (
        <Alert severity="error" action={problem.conflict ? <Button color="inherit" size="small" onClick={reload}>{translate('notifications.form.reload')}</Button> : undefined}>
          {problem.message}
          {problem.detail && problem.detail !== problem.message && <Box component="span" sx={{ display: 'block' }}>{problem.detail}</Box>}
        </Alert>
      )}
      <NotificationFields values={values} errors={fieldErrors} readOnly={readOnly} onChange={change} />
      <MomentField label={translate('resources.notifications.fields.sendDate')} value={values.sendDate} onChange={(value) => change('sendDate', value)} disabled={readOnly} error={Boolean(fieldErrors.sendDate)} helperText={fieldErrors.sendDate} />
      <Stack direction="row" spacing={1}>
        {!readOnly && (
          <>
            <Button variant="contained" disabled={busy} onClick={() => setConfirming('send')}>
              {translate('notifications.form.sendNow')}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void save(values.sendDate, 'notifications.form.scheduled')}>
              {translate('notifications.form.schedule')}
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        {saved && isCancelable(status) && (
          <Button color="error" disabled={busy} onClick={() => setConfirming('cancel')}>
            {translate('notifications.form.cancel')}
          </Button>
        )}
      </Stack>
      <Confirm
        isOpen={confirming === 'send'}
        title="notifications.form.sendTitle"
        content="notifications.form.sendBody"
        translateOptions={{ platforms: platforms || '—', audience: audienceLabel(translate, values.audience) }}
        confirm="notifications.form.sendNow"
        onConfirm={() => {
          setConfirming(undefined);
          void save(new Date(), 'notifications.form.sent');
        }}
        onClose={() => setConfirming(undefined)}
      />
      <Confirm
        isOpen={confirming === 'cancel'}
        title="notifications.form.cancelTitle"
        content="notifications.form.cancelBody"
        confirm="notifications.form.cancel"
        cancel="notifications.form.keep"
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(undefined)}
      />
    </Stack>
  );
}
