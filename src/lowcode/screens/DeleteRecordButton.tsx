import { DeleteWithConfirmButton, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';

/** The server's own words for a refused delete (still referenced, stale), whichever wrapper carries them. */
function refusalText(error: unknown): string {
  const candidate = error as { serverMessage?: unknown; message?: unknown; body?: { serverMessage?: unknown } } | null | undefined;
  const text = candidate?.body?.serverMessage ?? candidate?.serverMessage ?? candidate?.message;
  return typeof text === 'string' && text !== '' ? text : 'ra.notification.http_error';
}

/**
 * Deletes the record of the edit form after a confirmation, for resources with a delete operation
 * and users holding `<category>.delete`; a refusal (other records use it) shows the server's message.
 */
export function DeleteRecordButton({ resource, onDeleted }: { resource: Resource; onDeleted: () => void }) {
  const record = useRecordContext();
  const notify = useNotify();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const { canAccess } = useCanAccess({ resource: resource.permission, action: 'delete' });
  if (!resource.operations.delete || !canAccess || !record) return null;
  return (
    <DeleteWithConfirmButton
      label="lowcode.form.delete"
      confirmTitle="lowcode.form.deleteTitle"
      confirmContent="lowcode.form.deleteConfirm"
      translateOptions={{ name: String(record[resource.representation] ?? record.id) }}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('lowcode.form.deleted', { type: 'success' });
          onDeleted();
        },
        onError: (error: unknown) => void alerts.showAlert({ type: 'error', message: refusalText(error) }),
      }}
    />
  );
}
