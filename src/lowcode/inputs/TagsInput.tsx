import { Autocomplete, Chip, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import type { KindInputProps } from './kindInputProps.ts';

/**
 * Free words as chips: typed and added with Enter, removed with their cross or Backspace. The server keeps each word once (ignoring case the Turkish way), in the order given.
 */
export function TagsInput({ source, field, label, validate, disabled }: KindInputProps<'tags'>) {
  const translate = useTranslate();
  const { field: input, fieldState, isRequired } = useInput({ source, validate, isRequired: field.required, defaultValue: [] });
  const value: string[] = Array.isArray(input.value) ? input.value : [];
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      disabled={disabled || field.readOnly}
      onChange={(_, next) => input.onChange((next as string[]).map((word) => word.trim()).filter(Boolean))}
      onBlur={input.onBlur}
      renderValue={(words, getItemProps) =>
        words.map((word, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={word} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={input.name}
          label={translate(label)}
          required={isRequired}
          error={!!error}
          helperText={<InputHelperText error={error} helperText={field.helperText} />}
        />
      )}
      fullWidth
    />
  );
}
