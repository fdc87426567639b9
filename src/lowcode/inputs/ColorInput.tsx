import { Box, InputAdornment, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { FieldTitle, useInput, useTranslate } from 'react-admin';
import { isHexColor } from '../../../resources/validationFormats.ts';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/** The #rrggbb part a native colour picker shows (it knows no alpha); black when the code is not one. */
export function pickerColour(value: string): string {
  if (!isHexColor(value)) return '#000000';
  const digits = value.slice(1);
  if (digits.length === 3) return `#${[...digits].map((digit) => digit + digit).join('')}`.toLowerCase();
  return `#${digits.slice(0, 6)}`.toLowerCase();
}

/** A colour the picker chose, keeping the alpha of an eight-digit (hexa) code already typed. */
export function withAlpha(picked: string, current: string): string {
  return isHexColor(current) && current.length === 9 ? `${picked}${current.slice(7)}` : picked;
}

/**
 * A colour code (spec 01 §5, hexa by default): typed as #rgb, #rrggbb or #rrggbbaa, or chosen with
 * the browser's picker; a swatch shows the colour the code gives.
 */
export function ColorInput({ source, field, label, validate, autoFocus, disabled }: KindInputProps<'color'>) {
  const translate = useTranslate();
  const { id, field: input, fieldState, formState, isRequired } = useInput({
    source,
    validate,
    isRequired: field.required,
    format: (value: unknown) => (typeof value === 'string' ? value : ''),
    parse: (value: string) => (value === '' ? null : value),
  });
  const value = String(input.value ?? '');
  const error = visibleError(fieldState, formState.isSubmitted);
  const inactive = disabled || field.readOnly;
  return (
    <TextField
      {...input}
      id={id}
      label={<FieldTitle label={label} isRequired={isRequired} />}
      error={!!error}
      helperText={<FieldHelper error={error} helperText={field.helperText} />}
      autoFocus={autoFocus}
      disabled={inactive}
      fullWidth
      placeholder="#rrggbbaa"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                role="img"
                aria-label={translate('lowcode.color.swatch', { color: value || '—' })}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 0.5,
                  border: 1,
                  borderColor: 'divider',
                  backgroundColor: isHexColor(value) ? value : 'transparent',
                }}
              />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <Box
                component="input"
                type="color"
                aria-label={translate('lowcode.color.pick')}
                value={pickerColour(value)}
                disabled={inactive}
                onChange={(event: ChangeEvent<HTMLInputElement>) => input.onChange(withAlpha(event.target.value, value))}
                sx={{ width: 32, height: 28, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
