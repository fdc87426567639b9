import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import { useCanAccess, useEditContext, useFormIsDirty, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { users } from '../../../resources/user.ts';
import { notifyFailure } from '../../providers/notifyFailure.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { DirectoryRefresh } from './directoryMethods.ts';

type Change = DirectoryRefresh['changes'][number];

/** A field's value in the dialog: a picture as a thumbnail, text as it is, nothing as "none". */
function ChangeValue({ change, side }: { change: Change; side: 'before' | 'after' }) {
  const translate = useTranslate();
  const value = change[side];
  if (value === null || value === '') return <Box component="span" sx={{ color: 'text.secondary' }}>{translate('users.directory.empty')}</Box>;
  if (change.field === 'picture') {
    const label = translate(side === 'before' ? 'users.directory.current' : 'users.directory.directoryValue');
    return <Box component="img" src={value} alt={`${translate('users.directory.picture')}: ${label}`} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }} />;
  }
  return <>{value}</>;
}

export interface DirectoryRefreshDialogProps {
  /** Whom the dialog is about (the user's name). */
  name: string;
  refresh: DirectoryRefresh;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * What the directory says otherwise of the user, field by field (the form's label, the current
 * value, the directory's; pictures as thumbnails), with Save; or that it says the same, or does not
 * know them.
 */
export function DirectoryRefreshDialog({ name, refresh, saving, onSave, onClose }: DirectoryRefreshDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const differs = refresh.found && refresh.changes.length > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('users.directory.title', { name })}</DialogTitle>
      <DialogContent>
        {!refresh.found ? (
          <DialogContentText>{translate('users.directory.notFound', { name })}</DialogContentText>
        ) : !differs ? (
          <DialogContentText>{translate('users.directory.noChanges', { name })}</DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 1 }}>{translate('users.directory.intro')}</DialogContentText>
            <Table size="small" aria-label={translate('users.directory.title', { name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('users.directory.field')}</TableCell>
                  <TableCell>{translate('users.directory.current')}</TableCell>
                  <TableCell>{translate('users.directory.directoryValue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {refresh.changes.map((change) => (
                  <TableRow key={change.field} data-field={change.field}>
                    <TableCell component="th" scope="row">
                      {translate(users.labelKey(change.field))}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <ChangeValue change={change} side="before" />
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      <ChangeValue change={change} side="after" />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {differs ? (
          <>
            <Button onClick={onClose} disabled={saving}>
              {translate('users.directory.cancel')}
            </Button>
            <Button variant="contained" onClick={onSave} disabled={saving}>
              {translate('users.directory.save')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{translate('users.directory.close')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * The user form's "Refresh from directory" (user.save): refused while the form has unsaved edits
 * (nothing typed is lost); else the directory's differences in a dialog, saved at the version the
 * form shows (a user changed meanwhile is a CONFLICT), after which the form shows the new values.
 */
export function DirectoryRefreshButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dirty = useFormIsDirty();
  const { refetch } = useEditContext();
  const dataProvider = useAppDataProvider();
  const { canAccess } = useCanAccess({ resource: 'user', action: 'save' });
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<DirectoryRefresh>();
  if (!record || !canAccess) return null;
  const name = String(record.name ?? record.email ?? record.id);

  const open = async () => {
    if (dirty) {
      notify('users.directory.unsaved', { type: 'warning' });
      return;
    }
    setPending(true);
    try {
      setShown(await dataProvider.refreshUserFromDirectory(String(record.id)));
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setPending(false);
    }
  };
  const save = async () => {
    setPending(true);
    try {
      const result = await dataProvider.refreshUserFromDirectory(String(record.id), { apply: true, version: Number(record.version) });
      setShown(undefined);
      if (result.applied) {
        const fields = result.changes.map((change) => translate(users.labelKey(change.field))).join(', ');
        await refetch?.();
        notify('users.directory.saved', { type: 'success', messageArgs: { fields } });
      } else {
        notify('users.directory.nothingSaved', { type: 'info' });
      }
    } catch (error) {
      notifyFailure(notify, error);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button disabled={pending} onClick={() => void open()}>
        {translate('users.directory.refresh')}
      </Button>
      {shown && <DirectoryRefreshDialog name={name} refresh={shown} saving={pending} onSave={() => void save()} onClose={() => setShown(undefined)} />}
    </>
  );
}
