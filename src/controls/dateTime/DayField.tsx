import { TextField } from '@mui/material';
import { Suspense } from 'react';
import { preloadableLazy } from '../../routes/preloadableLazy.ts';
import { useLocaleState } from 'react-admin';
import { DATE, formatDate } from '../../i18n/dateFormats.ts';
import { dateOfDay } from './dayValue.ts';
import type { DayFieldProps, PickerFieldProps } from './pickerFieldProps.ts';

export type { DayFieldProps };

export const DayPicker = preloadableLazy(() => import('./DayPicker.tsx'));

/**
 * A day typed or picked as dd.MM.yyyy in the app's language, whatever the browser's, kept as
 * yyyy-MM-dd. The picker comes in its own chunk; until it is there the day shows as text.
 */
export function DayField(props: DayFieldProps) {
  return (
    <Suspense fallback={<PendingPickerField {...props} value={props.value} format={DATE} />}>
      <DayPicker {...props} />
    </Suspense>
  );
}

/** The field's look while its picker loads: the value in the spec's format, not yet editable. */
export function PendingPickerField({ value, format, label, size, fullWidth, width }: PickerFieldProps & { value: string | Date | null | undefined; format: string }) {
  const [locale] = useLocaleState();
  const date = typeof value === 'string' && value.length === 10 ? dateOfDay(value) : value ? new Date(value) : null;
  return (
    <TextField
      label={label}
      size={size}
      fullWidth={fullWidth}
      value={date && !Number.isNaN(date.getTime()) ? formatDate(date, format, locale) : ''}
      disabled
      slotProps={{ inputLabel: { shrink: true } }}
      sx={width ? { width } : undefined}
    />
  );
}
