import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, SelectInput, useInput, useTranslate } from 'react-admin';
import { useContentDirection } from '../../controls/textDirection/contentDirection.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import type { Field } from '../../../resources/fields.ts';
import type { KindInputProps } from './kindInputProps.ts';

type TextLikeKind = 'text' | 'url' | 'email' | 'socialHandle' | 'phone';

export interface TextInputProps extends Omit<KindInputProps, 'field'> {
  field: Extract<Field, { kind: TextLikeKind }>;
  /** The HTML input type: url, email, tel. */
  inputType?: string;
  startAdornment?: ReactNode;
  /** Characters allowed, shown as a counter (text fields with maxLength). */
  maxLength?: number;
  multiline?: boolean;
}

/** Characters as a reader counts them, the same way the max rule does. */
const characterCount = (value: unknown) => (typeof value === 'string' ? [...value].length : 0);

/**
 * A one-line or multi-line text with an optional counter for its maximum length (spec 01 §5);
 * an emptied field stores null so optional text is cleared, not saved as ''.
 */
export function TextLikeInput({
  source,
  field,
  label,
  validate,
  inputType = 'text',
  startAdornment,
  maxLength,
  multiline,
  autoFocus,
  disabled,
}: TextInputProps) {
  const translate = useTranslate();
  const { id, field: input, fieldState, formState, isRequired } = useInput({
    source,
    validate,
    isRequired: field.required,
    format: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
    parse: (value: string) => (value === '' ? null : value),
  });
  const error = visibleError(fieldState, formState.isSubmitted);
  // A site's text runs in its language's direction; addresses, e-mails and numbers do not.
  const direction = useContentDirection();
  const textDirection = inputType === 'text' ? direction : {};
  const counter =
    maxLength !== undefined
      ? translate('lowcode.text.counter', { count: characterCount(input.value), max: maxLength })
      : undefined;
  return (
    <TextField
      {...input}
      id={id}
      type={inputType}
      label={<FieldTitle label={label} isRequired={isRequired} />}
      error={!!error}
      helperText={<FieldHelper error={error} helperText={field.helperText} extra={counter} />}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      autoFocus={autoFocus}
      disabled={disabled || field.readOnly}
      fullWidth
      slotProps={{ input: startAdornment ? { startAdornment } : undefined, htmlInput: textDirection }}
    />
  );
}

/**
 * A text the spec allows only some values of: one of them, or nothing (stored null). Each value is
 * shown by its name in the catalogue (`resources.<resource>.choices.<field>.<value>`), not as stored.
 */
function TextChoiceInput({ source, field, label, validate, disabled, choices, resource, path }: KindInputProps<'text'> & { choices: readonly string[] }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={label}
      validate={validate}
      choices={choices.map((choice) => ({ id: choice, name: translate(`resources.${resource.name}.choices.${path.join('.')}.${choice}`, { _: choice }) }))}
      translateChoice={false}
      parse={(value: string) => (value === '' ? null : value)}
      helperText={field.helperText ?? false}
      disabled={disabled || field.readOnly}
      isRequired={field.required}
      fullWidth
    />
  );
}

export function TextInput(props: KindInputProps<'text'>) {
  if (props.field.choices) return <TextChoiceInput {...props} choices={props.field.choices} />;
  return <TextLikeInput {...props} maxLength={props.field.maxLength} multiline={props.field.multiline} />;
}
