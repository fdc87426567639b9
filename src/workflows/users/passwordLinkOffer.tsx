import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { AlertStore } from '../../alerts/alertStore.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { getRuntimeConfig } from '../../config.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { canAccess, type AccessSession } from '../../providers/canAccess.ts';
import { useAppDataProvider, type AppDataProvider } from '../../providers/useAppDataProvider.ts';
import { notifyFailure } from '../../providers/notifyFailure.ts';

/** Links exist only where the app's own (embedded) provider signs people in; an external one needs none. */
export const passwordLinksOffered = () => getRuntimeConfig()?.passwordLinks === true;

/** Makes a new one-time link for the user and shows it, with whom it is for and until when. */
export async function offerPasswordLink(record: RaRecord, dataProvider: Pick<AppDataProvider, 'createPasswordLink'>, alerts: AlertStore): Promise<void> {
  const { url, expiresAt } = await dataProvider.createPasswordLink(String(record.id));
  await alerts.showAlert({
    type: 'info',
    title: 'users.passwordLink.title',
    message: 'users.passwordLink.message',
    values: { name: String(record.name ?? record.email ?? record.id), url, expiresAt: formatDate(expiresAt, DATE_TIME, 'tr') },
    copyText: url,
  });
}

const mayCreateLinks = (permissions: AccessSession | undefined) =>
  passwordLinksOffered() && !!permissions && canAccess(permissions, { resource: 'user', action: 'permissions' });

/** After a user was added in the admin: their link at once, when the caller may make one. */
export async function offerNewUserPasswordLink(
  record: RaRecord,
  tools: { dataProvider: Pick<AppDataProvider, 'createPasswordLink'>; alerts: AlertStore; permissions: () => Promise<AccessSession | undefined> | undefined },
): Promise<void> {
  if (mayCreateLinks(await tools.permissions())) await offerPasswordLink(record, tools.dataProvider, tools.alerts);
}

/** The user form's action: a new set-password link (the older one stops working); needs user.permissions. */
export function PasswordLinkButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const { permissions } = usePermissions<AccessSession | undefined>();
  const [pending, setPending] = useState(false);
  if (!record || !mayCreateLinks(permissions)) return null;
  const create = async () => {
    setPending(true);
    try {
      await offerPasswordLink(record, dataProvider, alerts);
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button disabled={pending} onClick={() => void create()}>
      {translate('users.passwordLink.create')}
    </Button>
  );
}
