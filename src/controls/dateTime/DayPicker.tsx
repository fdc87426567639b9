import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DATE } from '../../i18n/dateFormats.ts';
import { dateOfDay, dayOfDate } from './dayValue.ts';
import type { DayFieldProps } from './pickerFieldProps.ts';
import { pickerSlotProps, PickerLocalization } from './PickerLocalization.tsx';

/** The day field's picker (loaded with the forms that have one): dd.MM.yyyy typed or picked. */
export default function DayPicker(props: DayFieldProps) {
  const { value, onChange, min, label, disabled, autoFocus } = props;
  return (
    <PickerLocalization>
      <DesktopDatePicker
        value={dateOfDay(value)}
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
