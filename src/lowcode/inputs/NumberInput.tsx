import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { FieldTitle, useInput } from 'react-admin';
import { normaliseNumberField, parseNumber } from '../numberValue.ts';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import type { KindInputProps } from './kindInputProps.ts';

const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * A number (spec 01 §5): typed freely, and on leaving the field an empty or below-minimum value
 * becomes the minimum (default 0), except an empty one on a `nullable` field; whole numbers unless
 * the field allows fractions.
 */
export function NumberInput({ source, field, label, validate, autoFocus, disabled }: KindInputProps<'number'>) {
  const options = { min: field.min ?? 0, integer: field.integer ?? true };
  const { id, field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const [text, setText] = useState(() => asText(input.value));
  // A reset or a loaded record changes the value from outside: show it.
  useEffect(() => {
    setText((current) => (parseNumber(current) === input.value ? current : asText(input.value)));
  }, [input.value]);
  const error = visibleError(fieldState, formState.isSubmitted);
  return (
    <TextField
      id={id}
      name={input.name}
      inputRef={input.ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        input.onChange(parseNumber(event.target.value) ?? null);
      }}
      onBlur={() => {
        const normalised = normaliseNumberField(text, { ...options, nullable: field.nullable });
        setText(normalised === null ? '' : String(normalised));
        input.onChange(normalised);
        input.onBlur();
      }}
      label={<FieldTitle label={label} isRequired={isRequired} />}
      error={!!error}
      helperText={<FieldHelper error={error} helperText={field.helperText} />}
      autoFocus={autoFocus}
      disabled={disabled || field.readOnly}
      fullWidth
      slotProps={{ htmlInput: { inputMode: options.integer ? 'numeric' : 'decimal' } }}
    />
  );
}
