import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DATE } from '../../i18n/dateFormats.ts';
import { dateOfDay, dayOfDate } from './dayValue.ts';
import type { DayFieldProps } from './DayField.tsx';
import { PickerLocalization } from './PickerLocalization.tsx';

/** The day field's picker (loaded with the forms that have one): dd.MM.yyyy typed or picked. */
export default function DayPicker({ value, onChange, min, label, id, name, size, fullWidth, disabled, required, error, helperText, autoFocus, onBlur, width }: DayFieldProps) {
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
        slotProps={{
          // Above the menu or dialog the field sits in (a filter menu is a popover of the same level).
          popper: { sx: { zIndex: (theme) => theme.zIndex.modal + 1 } },
          textField: { id, name, size, fullWidth, required, error, helperText, onBlur, sx: width ? { width } : undefined },
        }}
      />
    </PickerLocalization>
  );
}
