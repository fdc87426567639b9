import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PickerTarget } from '../../../resources/picker/pickerItems.ts';
import type { PickerTargetItem } from './pickerState.ts';

/** What an editor may change of a picked item before it reaches the board or the newsletter. */
const EDITABLE_FIELDS: Record<PickerTarget, readonly string[]> = {
  headline: ['title', 'spot', 'url', 'externalLink'],
  mailing: ['title', 'spot', 'contentUrl'],
};

const MULTILINE = new Set(['spot']);

export interface PickerEditFormProps {
  target: PickerTarget;
  item: PickerTargetItem;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The edit form area (spec 02 §2): a copy of the item, saved into both lists or discarded. */
export function PickerEditForm({ target, item, onChange, onSave, onCancel }: PickerEditFormProps) {
  const translate = useTranslate();
  const values = item as unknown as Record<string, unknown>;
  return (
    <Paper variant="outlined" component="section" aria-label={translate('picker.editForm.title')} sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {translate('picker.editForm.title')}
      </Typography>
      <Stack spacing={1.5}>
        {EDITABLE_FIELDS[target].map((field) => (
          <TextField
            key={field}
            size="small"
            label={translate(`picker.editForm.fields.${field}`)}
            value={String(values[field] ?? '')}
            multiline={MULTILINE.has(field)}
            minRows={MULTILINE.has(field) ? 2 : undefined}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>{translate('picker.editForm.cancel')}</Button>
        <Button variant="contained" onClick={onSave}>
          {translate('picker.editForm.save')}
        </Button>
      </Box>
    </Paper>
  );
}
