import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { useMemo } from 'react';
import { DATE } from '../../i18n/dateFormats.ts';
import { dateOfDay, dayOfDate } from './dayValue.ts';
import type { DayFieldProps } from './pickerFieldProps.ts';
import { pickerSlotProps, PickerLocalization } from './PickerLocalization.tsx';

/** The day field's picker (loaded with the forms that have one): dd.MM.yyyy typed or picked. */
export default function DayPicker(props: DayFieldProps) {
  const { value, onChange, min, label, disabled, autoFocus } = props;
  // One date object per stored day: the field sees the value it gave back as the same one, never a new one to re-sync to.
  const date = useMemo(() => dateOfDay(value), [value]);
  return (
    <PickerLocalization>
      <DesktopDatePicker
        value={date}
        onChange={(date) => {
          const day = dayOfDate(date);
          if (day !== undefined) onChange(day);
        }}
        minDate={dateOfDay(min) ?? undefined}
        format={DATE}
        label={label}
        disabled={disabled}
        autoFocus={autoFocus}
        slotProps={pickerSlotProps(props)}
      />
    </PickerLocalization>
  );
}
