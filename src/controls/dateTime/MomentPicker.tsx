import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { isValid } from 'date-fns';
import { DATE_TIME } from '../../i18n/dateFormats.ts';
import type { MomentFieldProps } from './pickerFieldProps.ts';
import { pickerSlotProps, PickerLocalization } from './PickerLocalization.tsx';

/** The date-time field's picker (loaded with the forms that have one): dd.MM.yyyy HH:mm, 24-hour. */
export default function MomentPicker(props: MomentFieldProps) {
  const { value, onChange, min, label, disabled, autoFocus } = props;
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
        slotProps={pickerSlotProps(props)}
      />
    </PickerLocalization>
  );
}
