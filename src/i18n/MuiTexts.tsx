import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * MUI's own controls in the app's language: an autocomplete's "No options", "Loading…" and its
 * open, close and clear buttons are English in MUI, wherever react-admin or we use it.
 */
export function MuiTexts({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useCallback(
    (outer: Theme) =>
      createTheme(outer, {
        components: {
          MuiAutocomplete: {
            defaultProps: {
              noOptionsText: translate('shell.muiTexts.noOptions'),
              loadingText: translate('shell.muiTexts.loading'),
              openText: translate('shell.muiTexts.open'),
              closeText: translate('shell.muiTexts.close'),
              clearText: translate('shell.muiTexts.clear'),
            },
          },
        },
      }),
    // The texts change with the language.
    [translate, locale],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
