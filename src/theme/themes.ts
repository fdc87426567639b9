import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back office's two themes (spec 01 §9: light by default, primary colours defined): react-admin's
 * own light and dark themes with our primary colours, and in light a secondary (the app bar's) that
 * its white text reads on.
 * Screens take colours from the palette (`background.paper`, `text.secondary`, `action.hover`, …),
 * never as fixed values, so both read.
 */
export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    primary: { light: '#4f6fa8', main: '#1d4e89', dark: '#0f3563', contrastText: '#ffffff' },
    // The app bar's colour: dark enough for its white text (react-admin's own blue is 3.1:1).
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#ffffff' },
  },
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    primary: { light: '#c6dcf7', main: '#90b8ec', dark: '#5f89bf', contrastText: '#0b1a2e' },
    background: { default: '#1e1f22', paper: '#2a2b2f' },
  },
});
