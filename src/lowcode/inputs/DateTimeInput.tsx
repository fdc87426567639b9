import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { FieldTitle, useInput, useLocaleState, useTranslate } from 'react-admin';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useServerClock } from '../../providers/serverClock.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { DateTimePickerDialog } from './DateTimePickerDialog.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import type { KindInputProps } from './kindInputProps.ts';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The server clock while the picker is open (it ticks every second only while someone watches). */
function ClockedPicker(props: Omit<Parameters<typeof DateTimePickerDialog>[0], 'now'>) {
  const serverNow = useServerClock();
  const { now } = useLowcodeEnvironment();
  return <DateTimePickerDialog {...props} now={now?.() ?? serverNow} />;
}

/**
 * A date and time stored as ISO-8601, shown as dd.MM.yyyy HH:mm; the picker opens on click, Enter,
 * Space or Arrow down. Fields declared notInPast refuse times before the server's now.
 */
export function DateTimeInput({ source, field, label, validate, autoFocus, disabled }: KindInputProps<'dateTime'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { id, field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const error = visibleError(fieldState, formState.isSubmitted);
  const inactive = disabled || field.readOnly;
  const shown = input.value ? formatDate(String(input.value), DATE_TIME, locale) : '';
  const close = () => {
    setOpen(false);
    input.onBlur();
  };
  return (
    <>
      <TextField
        id={id}
        name={input.name}
        inputRef={input.ref}
        value={shown}
        label={<FieldTitle label={label} isRequired={isRequired} />}
        error={!!error}
        helperText={<FieldHelper error={error} helperText={field.helperText} />}
        autoFocus={autoFocus}
        disabled={inactive}
        fullWidth
        onClick={() => !inactive && setOpen(true)}
        onKeyDown={(event) => {
          if (!inactive && OPEN_KEYS.has(event.key)) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label={translate('lowcode.dateTime.open')} onClick={() => setOpen(true)} disabled={inactive} edge="end">
                  <EventIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {open && (
        <ClockedPicker
          open
          value={input.value}
          notInPast={field.notInPast}
          onApply={(value) => {
            input.onChange(value.toISOString());
            close();
          }}
          onClear={
            field.required
              ? undefined
              : () => {
                  input.onChange(null);
                  close();
                }
          }
          onClose={close}
        />
      )}
    </>
  );
}
