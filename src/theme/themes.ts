import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back office's two themes (spec 01 §9: light by default, primary colours defined): react-admin's
 * own light and dark themes with our primary colours; the app bar keeps react-admin's secondary.
 * Screens take colours from the palette (`background.paper`, `text.secondary`, `action.hover`, …),
 * never as fixed values, so both read.
 */
export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    primary: { light: '#4f6fa8', main: '#1d4e89', dark: '#0f3563', contrastText: '#ffffff' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    primary: { light: '#c6dcf7', main: '#90b8ec', dark: '#5f89bf', contrastText: '#0b1a2e' },
    background: { default: '#1e1f22', paper: '#2a2b2f' },
  },
});
