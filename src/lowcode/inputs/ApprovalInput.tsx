import { BooleanInput } from 'react-admin';
import type { KindInputProps } from './kindInputProps.ts';

/**
 * isApproved as a switch. Adding a record with it off asks first, since an unapproved record does
 * not appear in the lists (the form does that, see ResourceForm).
 */
export function ApprovalInput({ source, field, label, validate, disabled }: KindInputProps<'approval'>) {
  return <BooleanInput source={source} label={label} validate={validate} helperText={field.helperText ?? false} disabled={disabled || field.readOnly} />;
}
