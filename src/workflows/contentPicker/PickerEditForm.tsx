import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PICKER_EDIT_FIELDS, pickerEditFailures } from '../../../resources/picker/pickerEditFields.ts';
import type { PickerTarget } from '../../../resources/picker/pickerItems.ts';
import type { PickerTargetItem } from './pickerState.ts';

export interface PickerEditFormProps {
  target: PickerTarget;
  item: PickerTargetItem;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The edit form area (spec 02 §2): a copy of the item, saved into both lists or discarded. Its
 * fields and rules are the declared ones (resources/picker/pickerEditFields.ts), which the headline's
 * save checks again; a field's message shows once it was left or a save was tried.
 */
export function PickerEditForm({ target, item, onChange, onSave, onCancel }: PickerEditFormProps) {
  const translate = useTranslate();
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [saveTried, setSaveTried] = useState(false);
  const values = item as unknown as Record<string, unknown>;
  const failures = pickerEditFailures(target, values);
  const messageOf = (field: string) => {
    const failure = failures[field];
    if (!failure || !(saveTried || left.has(field))) return undefined;
    return translate(failure.message, { ...failure.params, name: translate(String(failure.params.name)) });
  };
  const save = () => {
    setSaveTried(true);
    if (Object.keys(failures).length === 0) onSave();
  };
  return (
    <Paper variant="outlined" component="section" aria-label={translate('picker.editForm.title')} sx={{ p: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {translate('picker.editForm.title')}
      </Typography>
      <Stack spacing={1.5}>
        {Object.entries(PICKER_EDIT_FIELDS[target]).map(([field, declared]) => {
          const multiline = declared.kind === 'text' && declared.multiline === true;
          const message = messageOf(field);
          return (
            <TextField
              key={field}
              size="small"
              label={translate(declared.label ?? field)}
              value={String(values[field] ?? '')}
              multiline={multiline}
              minRows={multiline ? 2 : undefined}
              error={message !== undefined}
              helperText={message}
              onChange={(event) => onChange(field, event.target.value)}
              onBlur={() => setLeft((fields) => new Set(fields).add(field))}
            />
          );
        })}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>{translate('picker.editForm.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {translate('picker.editForm.save')}
        </Button>
      </Box>
    </Paper>
  );
}
