import { BooleanInput as RaBooleanInput } from 'react-admin';
import type { KindInputProps } from './kindInputProps.ts';

/** A yes / no switch. */
export function BooleanInput({ source, field, label, validate, disabled }: KindInputProps<'boolean'>) {
  return <RaBooleanInput source={source} label={label} validate={validate} helperText={field.helperText ?? false} disabled={disabled || field.readOnly} />;
}
