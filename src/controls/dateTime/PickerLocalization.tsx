import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enPickers, trTR } from '@mui/x-date-pickers/locales';
import { enGB, tr } from 'date-fns/locale';
import type { Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { PickerFieldProps } from './pickerFieldProps.ts';
import { useLocaleState } from 'react-admin';

/** The pickers speak the app's language: Turkish or English names and buttons, weeks from Monday. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const turkish = locale === 'tr';
  const texts = (turkish ? trTR : enPickers).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={turkish ? tr : enGB} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}

/** The slots both pickers share: the calendar above the menu or dialog the field sits in, and the text field's own props. */
export function pickerSlotProps({ id, name, size, fullWidth, required, error, helperText, onBlur, width }: PickerFieldProps) {
  return {
    // Above the menu or dialog the field sits in (a filter menu is a popover of the same level).
    popper: { sx: { zIndex: (theme: Theme) => theme.zIndex.modal + 1 } },
    textField: { id, name, size, fullWidth, required, error, helperText, onBlur, sx: width ? { width } : undefined },
  };
}
