import { DateInput as RaDateInput } from 'react-admin';
import type { KindInputProps } from './kindInputProps.ts';

/** A day (yyyy-MM-dd), with the browser's date control. */
export function DateInput({ source, field, label, validate, disabled }: KindInputProps<'date'>) {
  return (
    <RaDateInput
      source={source}
      label={label}
      validate={validate}
      isRequired={field.required}
      helperText={field.helperText ?? false}
      disabled={disabled || field.readOnly}
      fullWidth
    />
  );
}
