import { RichTextInput } from '../../controls/richText/RichTextInput.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/** A text field declared `richText(...)` (html: 'rich'): the rich text editor, with the field's rules. */
export function RichTextFieldInput({ source, field, label, validate, autoFocus, disabled }: KindInputProps<'text'>) {
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={validate}
      isRequired={field.required}
      helperText={field.helperText}
      autoFocus={autoFocus}
      disabled={disabled || field.readOnly}
    />
  );
}
