import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * The outer theme with the autocomplete's texts as its default props, everything else shared; a
 * complete theme is made only when there is no outer one (a control drawn alone).
 */
export function withAutocompleteTexts(outer: Theme, texts: Record<string, string>): Theme {
  if (!outer.palette) return createTheme(outer, { components: { MuiAutocomplete: { defaultProps: texts } } });
  const autocomplete = outer.components?.MuiAutocomplete;
  return {
    ...outer,
    components: { ...outer.components, MuiAutocomplete: { ...autocomplete, defaultProps: { ...autocomplete?.defaultProps, ...texts } } },
  };
}

/**
 * MUI's own controls in the app's language: an autocomplete's "No options", "Loading…" and its
 * open, close and clear buttons are English in MUI, wherever react-admin or we use it. The texts go
 * into a copy of the outer theme: createTheme over a whole theme worked out its palette, typography
 * and deep merge again (several ms of the first screen, before its session was even asked).
 */
export function MuiTexts({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useCallback(
    (outer: Theme) =>
      withAutocompleteTexts(outer, {
        noOptionsText: translate('shell.muiTexts.noOptions'),
        loadingText: translate('shell.muiTexts.loading'),
        openText: translate('shell.muiTexts.open'),
        closeText: translate('shell.muiTexts.close'),
        clearText: translate('shell.muiTexts.clear'),
      }),
    // The texts change with the language.
    [translate, locale],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
