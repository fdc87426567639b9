import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import { FieldInput } from './FieldInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';
import { hasWrittenValue, isOptionalObject } from '../screens/formValues.ts';

/**
 * A JSON sub-object (options, crops): its own fields under a heading. An object that is not
 * required but has required fields of its own (a news item's cover video) may be absent: it is
 * offered with an add button, its fields checked only once added, and removing it leaves null.
 */
export function ObjectInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'object'>) {
  const translate = useTranslate();
  const { field: input, fieldState, formState } = useInput({ source, validate, isRequired: field.required });
  const optional = isOptionalObject(field);
  const [added, setAdded] = useState(false);
  const shown = !optional || added || hasWrittenValue(input.value);
  const inactive = disabled || field.readOnly;
  const error = visibleError(fieldState, formState.isSubmitted);
  const name = translate(label, { _: label });
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {name}
      </Typography>
      {shown ? (
        <Stack direction="row" alignItems="flex-start">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {Object.entries(field.fields).map(([subName, subField]) => (
              <FieldInput key={subName} resource={resource} path={[...path, subName]} field={subField} source={`${source}.${subName}`} mode={mode} disabled={inactive} />
            ))}
          </Box>
          {optional && (
            <IconButton
              size="small"
              aria-label={translate('lowcode.object.remove', { name })}
              disabled={inactive}
              onClick={() => {
                input.onChange(null);
                setAdded(false);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ) : (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAdded(true)} disabled={inactive}>
          {translate('lowcode.object.add', { name })}
        </Button>
      )}
      {error && (
        <FormHelperText error component="div">
          <FieldHelper error={error} />
        </FormHelperText>
      )}
    </Box>
  );
}
