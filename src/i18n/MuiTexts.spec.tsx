import { Autocomplete, TextField } from '@mui/material';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18nProvider.ts';
import { lightTheme } from '../theme/themes.ts';
import { MuiTexts, withAutocompleteTexts } from './MuiTexts.tsx';

describe('MUI controls in the app language', () => {
  it('says an autocomplete has no options in Turkish', async () => {
    window.localStorage.removeItem('selectedLocale');
    const i18n = await createI18nProvider('tr');
    render(
      <I18nContextProvider value={i18n}>
        <MuiTexts>
          <Autocomplete open options={[] as string[]} renderInput={(params) => <TextField {...params} label="Etiket" />} />
        </MuiTexts>
      </I18nContextProvider>,
    );
    expect(await screen.findByText('Seçenek yok')).toBeTruthy();
    expect(screen.queryByText('No options')).toBeNull();
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeTruthy();
  });
});

describe('withAutocompleteTexts', () => {
  it('gives the same theme as createTheme over the outer one, texts added and the other defaults kept', () => {
    const outer = createTheme(lightTheme as ThemeOptions, { components: { MuiAutocomplete: { defaultProps: { autoHighlight: true } } } });
    const texts = { noOptionsText: 'Seçenek yok', clearText: 'Temizle' };
    const cheap = withAutocompleteTexts(outer, texts);
    const full = createTheme(outer, { components: { MuiAutocomplete: { defaultProps: texts } } });
    expect(cheap.components?.MuiAutocomplete?.defaultProps).toEqual({ ...outer.components?.MuiAutocomplete?.defaultProps, ...texts });
    expect(cheap.components?.MuiAutocomplete?.defaultProps).toMatchObject({ autoHighlight: true });
    expect(JSON.parse(JSON.stringify(cheap))).toEqual(JSON.parse(JSON.stringify(full)));
    expect(cheap.spacing(2)).toBe(full.spacing(2));
    expect(cheap.alpha('#1d4e89', 0.5)).toBe(full.alpha('#1d4e89', 0.5));
    // The outer theme is left as it was.
    expect(outer.components?.MuiAutocomplete?.defaultProps).not.toHaveProperty('noOptionsText');
  });
});
