import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { isValid } from 'date-fns';
import { DATE_TIME } from '../../i18n/dateFormats.ts';
import type { MomentFieldProps } from './MomentField.tsx';
import { PickerLocalization } from './PickerLocalization.tsx';

/** The date-time field's picker (loaded with the forms that have one): dd.MM.yyyy HH:mm, 24-hour. */
export default function MomentPicker({ value, onChange, min, label, id, name, size, fullWidth, disabled, required, error, helperText, autoFocus, onBlur, width }: MomentFieldProps) {
  return (
    <PickerLocalization>
      <DesktopDateTimePicker
        value={value}
        onChange={(date) => {
          if (date === null || isValid(date)) onChange(date);
        }}
        minDateTime={min}
        format={DATE_TIME}
        ampm={false}
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
