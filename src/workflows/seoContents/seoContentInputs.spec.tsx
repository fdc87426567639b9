import { render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { duas } from '../../../resources/dua.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { FieldInput } from '../../lowcode/inputs/FieldInput.tsx';
import { SEO_CONTENT_INPUTS } from './seoContentInputs.tsx';

describe('the SEO contents’ own inputs', () => {
  it('writes and shows a dua’s Arabic text right to left, its other texts in the site’s direction', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Form record={{ id: '1', title: 'Sabah duası', arabicText: 'اللَّهُمَّ بِكَ أَصْبَحْنَا' }} onSubmit={() => undefined}>
          {(['title', 'arabicText'] as const).map((name) => (
            <FieldInput key={name} resource={duas} path={[name]} field={duas.fields[name]} input={SEO_CONTENT_INPUTS[name]} />
          ))}
        </Form>
      </AdminContext>,
    );
    const arabic = await screen.findByRole('textbox', { name: /Arapça metin/ });
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('textbox', { name: /Başlık/ }).getAttribute('dir')).not.toBe('rtl');
  });
});
