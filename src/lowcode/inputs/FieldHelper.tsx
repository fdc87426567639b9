import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { InputHelperText } from 'react-admin';

/**
 * The line under a control: the validation message (or the helper text), and on the right an
 * extra such as the character counter, so the counter stays visible while a message shows.
 */
export function FieldHelper({ error, helperText, extra }: { error?: string; helperText?: string; extra?: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>
        <InputHelperText error={error} helperText={helperText} />
      </span>
      {extra !== undefined && <span>{extra}</span>}
    </Box>
  );
}

/** react-admin shows a message once the field was left or the form submitted. */
export const visibleError = (state: { isTouched: boolean; invalid: boolean; error?: { message?: string } }, isSubmitted: boolean) =>
  (state.isTouched || isSubmitted) && state.invalid ? state.error?.message : undefined;
