import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldInput } from './FieldInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/** A JSON sub-object (options, crops): its own fields under a heading. */
export function ObjectInput({ source, field, label, resource, path, mode, disabled }: KindInputProps<'object'>) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate(label, { _: label })}
      </Typography>
      {Object.entries(field.fields).map(([name, subField]) => (
        <FieldInput
          key={name}
          resource={resource}
          path={[...path, name]}
          field={subField}
          source={`${source}.${name}`}
          mode={mode}
          disabled={disabled || field.readOnly}
        />
      ))}
    </Box>
  );
}
