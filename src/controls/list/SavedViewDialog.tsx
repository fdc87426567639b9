import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface SavedViewDraft {
  name: string;
  shared: boolean;
}

export interface SavedViewDialogProps {
  mode: 'new' | 'edit';
  initial: SavedViewDraft;
  saving: boolean;
  /** The last refusal (a name used twice), shown until the next try; what was typed stays. */
  error?: string;
  onSave: (draft: SavedViewDraft) => void;
  onCancel: () => void;
}

/** A view's name and whether the site sees it: for a new view, or to rename or share one's own. */
export function SavedViewDialog({ mode, initial, saving, error, onSave, onCancel }: SavedViewDialogProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const name = draft.name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name && !saving) onSave({ name, shared: draft.shared });
  };
  const title = translate(mode === 'new' ? 'savedViews.dialog.newTitle' : 'savedViews.dialog.editTitle');
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-label={title}>
      <form onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              size="small"
              label={translate('savedViews.dialog.name')}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 80 } }}
              required
            />
            <div>
              <FormControlLabel
                control={<Switch checked={draft.shared} onChange={(_, shared) => setDraft({ ...draft, shared })} />}
                label={translate('savedViews.dialog.share')}
              />
              <FormHelperText sx={{ mt: 0 }}>{translate('savedViews.dialog.shareHint')}</FormHelperText>
            </div>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('savedViews.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name || saving}>
            {translate('savedViews.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
