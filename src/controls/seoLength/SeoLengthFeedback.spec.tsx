import { act, render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { SeoLengthFeedback } from './SeoLengthFeedback.tsx';

/** The feedback under a form holding `values`, in `locale`. */
async function feedbackFor(values: Record<string, unknown>, field: 'seoTitle' | 'seoSpot' | 'seoKeyword', locale = 'tr', name?: string) {
  await act(() => i18nProvider.changeLocale(locale));
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ id: '1', ...values }} onSubmit={() => undefined}>
        <SeoLengthFeedback field={field} name={name} />
      </Form>
    </AdminContext>,
  );
  return screen.findByTestId(`seo-${field}`);
}

afterEach(() => i18nProvider.changeLocale('tr'));

describe('the SEO length feedback (shared by the content editor and the SEO contents)', () => {
  it('says short below the field’s ideal range, in Turkish', async () => {
    expect((await feedbackFor({ seoTitle: 'Kısa başlık' }, 'seoTitle')).textContent).toBe('Çok kısa11 karakter (ideal 40-60)');
  });

  it('says ok within the range and long over it, in English, reading the form path it is given', async () => {
    expect((await feedbackFor({ seo: { title: 'x'.repeat(50) } }, 'seoTitle', 'en', 'seo.title')).textContent).toBe('Good length50 characters (ideal 40-60)');
  });

  it('counts keywords and judges nothing while the field is empty', async () => {
    expect((await feedbackFor({ seoKeyword: Array.from({ length: 9 }, (_, index) => `k${index}`).join(', ') }, 'seoKeyword', 'en')).textContent).toBe('Too long9 keywords (ideal 3-8)');
  });

  it('shows only the count for an empty value', async () => {
    expect((await feedbackFor({}, 'seoSpot', 'en')).textContent).toBe('0 characters (ideal 120-160)');
  });
});
