import { Autocomplete, TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from './i18nProvider.ts';
import { MuiTexts } from './MuiTexts.tsx';

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
