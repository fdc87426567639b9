import { Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { notifyFailure } from '../../providers/notifyFailure.ts';

/**
 * A list row's approval as a switch, for resources with an approval operation
 * (`changeUsersApprovalStatus`) and users holding `<category>.approve`. Removing an approval asks
 * first (an unapproved user is locked out at their next request); the row updates from the answer.
 */
export function ApprovalSwitch({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const name = String(record[resource.representation] ?? record.id);

  const change = async (isApproved: boolean) => {
    if (!isApproved && !(await alerts.confirm({ type: 'warning', message: 'lowcode.approval.confirmUnapprove', values: { name } }))) return;
    setPending(true);
    try {
      await dataProvider.update(resource.name, {
        id: record.id,
        data: { id: record.id, isApproved, updatedUserId: identity?.id, updatedDate: new Date().toISOString() },
        previousData: record,
        meta: { operation: 'approval' },
      });
      notify(isApproved ? 'lowcode.approval.changedToApproved' : 'lowcode.approval.changedToUnapproved', { type: 'success', messageArgs: { name } });
      refresh();
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={record.isApproved === true}
      disabled={pending}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => void change(checked)}
      slotProps={{ input: { 'aria-label': translate('lowcode.approval.toggle', { name }) } }}
    />
  );
}
