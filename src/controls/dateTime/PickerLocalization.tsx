import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enPickers, trTR } from '@mui/x-date-pickers/locales';
import { enGB, tr } from 'date-fns/locale';
import type { ReactNode } from 'react';
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
