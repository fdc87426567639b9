import { Dialog, DialogTitle } from '@mui/material';
import { useId, useRef, type ComponentType } from 'react';
import { CreateBase, EditBase, useAuthProvider, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import type { RecordExtension } from '../screenOverrides.ts';
import { ResourceForm, type ResourceFormProps } from './ResourceForm.tsx';
import { useSaveFeedback } from './useSaveFeedback.ts';
import { notifyFailure } from '../../providers/notifyFailure.ts';

export interface ResourceDialogProps {
  resource: Resource;
  /** The record to edit; absent to add one. */
  id?: Identifier;
  /** The resource's own form in place of the generated one (its screen overrides). */
  form?: ComponentType<ResourceFormProps>;
  /** What the resource's screen overrides add to the dialog. */
  extension?: RecordExtension;
  /** The dialog's width: 'sm' unless the resource's own form lays its fields out wider. */
  width?: 'sm' | 'md';
  onClose: () => void;
  /** After a save or a delete: the list reloads. */
  onSaved: () => void;
}

/** The record's name in the edit title. */
function EditTitle({ resource, titleId }: { resource: Resource; titleId: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = record ? String(record[resource.representation] ?? record.id) : '';
  return <DialogTitle id={titleId}>{translate('lowcode.form.editTitle', { name })}</DialogTitle>;
}

/**
 * Edit or add a record in a dialog (spec 01 §4): saving waits for the server (pessimistic), so a
 * refusal keeps the dialog open with the input; leaving a dirty form asks 'Your changes will be
 * lost. Are you sure?'.
 */
export function ResourceDialog({ resource, id, form: Form = ResourceForm, extension, width = 'sm', onClose, onSaved }: ResourceDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const dirtyRef = useRef(false);
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const mode = id === undefined ? 'create' : 'edit';
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const authProvider = useAuthProvider();
  const afterCreate = extension?.afterCreate;
  const feedback = useSaveFeedback(
    mode,
    onSaved,
    afterCreate &&
      ((record) =>
        void afterCreate(record, { dataProvider, alerts, permissions: () => authProvider?.getPermissions?.({}) }).catch((error: unknown) => notifyFailure(notify, error))),
  );
  const requestClose = async () => {
    if (dirtyRef.current && !(await alerts.confirm({ type: 'warning', message: 'lowcode.form.discardChanges' }))) return;
    onClose();
  };
  // The first field is focused once the dialog has appeared (a field hidden by the opening
  // transition cannot take focus, and the dialog would keep it).
  const focusFirstField = (node: HTMLElement) => {
    if (node.contains(node.ownerDocument.activeElement) && node.ownerDocument.activeElement?.matches('input, textarea')) return;
    node.querySelector<HTMLElement>('.MuiDialogContent-root :is(input:not([type="hidden"]):not([disabled]), textarea:not([disabled]))')?.focus();
  };
  const form = (
    <Form
      resource={resource}
      mode={mode}
      onCancel={() => void requestClose()}
      dirtyRef={dirtyRef}
      onDeleted={onSaved}
      actions={extension?.FormActions}
    />
  );
  return (
    <Dialog
      open
      onClose={() => void requestClose()}
      aria-labelledby={titleId}
      maxWidth={width}
      fullWidth
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      {id === undefined ? (
        <CreateBase resource={resource.name} redirect={false} mutationOptions={feedback} disableAuthentication>
          <DialogTitle id={titleId}>
            {translate('lowcode.form.createTitle', { name: translate(`resources.${resource.name}.one`, { _: translate('lowcode.form.record') }) })}
          </DialogTitle>
          {form}
        </CreateBase>
      ) : (
        <EditBase resource={resource.name} id={id} mutationMode="pessimistic" redirect={false} mutationOptions={feedback} disableAuthentication>
          <EditTitle resource={resource} titleId={titleId} />
          {form}
        </EditBase>
      )}
    </Dialog>
  );
}
