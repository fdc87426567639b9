import { FieldTitle, useInput } from 'react-admin';
import { DayField } from '../../controls/dateTime/DayField.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/** A day, typed or picked as dd.MM.yyyy in the app's language, kept as yyyy-MM-dd. */
export function DateInput({ source, field, label, validate, disabled, autoFocus }: KindInputProps<'date'>) {
  const { id, field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const error = visibleError(fieldState, formState.isSubmitted);
  return (
    <DayField
      id={id}
      name={input.name}
      label={<FieldTitle label={label} isRequired={isRequired} />}
      value={typeof input.value === 'string' ? input.value : ''}
      onChange={(day) => input.onChange(day === '' ? null : day)}
      onBlur={input.onBlur}
      error={!!error}
      helperText={<FieldHelper error={error} helperText={field.helperText} />}
      disabled={disabled || field.readOnly}
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
