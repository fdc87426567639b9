import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EditorDialogProps {
  /** i18n key of the title. */
  title: string;
  onClose: () => void;
  /** Called on "Add" (or Enter); the dialog stays open when its fields are not valid. */
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of the toolbar's dialogs: a small form with cancel and add. */
export function EditorDialog({ title, onClose, onSubmit, children }: EditorDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('richText.dialog.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('richText.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
