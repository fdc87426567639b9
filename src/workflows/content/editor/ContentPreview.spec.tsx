import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, i18nProvider } from '../../../i18n/i18nProvider.ts';
import { LowcodeEnvironmentProvider } from '../../../lowcode/LowcodeEnvironment.tsx';
import { articleWords, ContentPreview, selectedCover } from './ContentPreview.tsx';

const image = (path: string, crops: { type: string; path: string }[] = []) => ({ path, width: 1600, height: 1000, crops, text: 'açıklama' });

describe('the content preview', () => {
  it('shows the chosen cover by its wide crop, the text by the rich allow-list only, and the gallery with captions', () => {
    const values = {
      title: 'Başlık',
      spot: 'Özet',
      text: '<p style="text-align: center">Birinci <strong>paragraf</strong></p><script>window.hacked = true</script><p onclick="alert(1)">İkinci</p><img src=x onerror="alert(1)"><div data-embed="youtube"><iframe src="https://www.youtube.com/embed/x"></iframe></div>',
      coverImages: [
        { image: image('a.jpg'), isSelected: false },
        { image: image('b.jpg', [{ type: 'horizontal', path: 'b-wide.jpg' }]), isSelected: true },
      ],
      images: [
        { image: image('g1.jpg'), caption: 'Birinci kare' },
        { image: image('g2.jpg'), caption: 'İkinci kare' },
      ],
    };
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LowcodeEnvironmentProvider value={{ fileUrl: (path) => `/files/${path}` }}>
          <ContentPreview values={values} unsaved onClose={() => {}} />
        </LowcodeEnvironmentProvider>
      </AdminContext>,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Önizleme' }));
    expect(dialog.getByRole('heading', { name: 'Başlık' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe('tr');
    expect(article.querySelector('strong')?.textContent).toBe('paragraf');
    expect(article.innerHTML).not.toMatch(/script|onclick|onerror|hacked/);
    expect(article.querySelector('strong')?.parentElement?.style.textAlign).toBe('center');
    expect(article.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/x');
    expect([...article.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/files/b-wide.jpg', '/files/g1.jpg', '/files/g2.jpg']);
    expect(dialog.getByText('İkinci kare')).toBeTruthy();
    dialog.getByText('Kaydedilmemiş değişiklikler de gösteriliyor');
  });

  it("writes the article's own words in the site's language while the admin speaks English", async () => {
    const values = { title: 'Başlık', images: [{ image: image('g1.jpg'), caption: 'Birinci kare' }] };
    render(
      <AdminContext i18nProvider={await createI18nProvider('en')} store={memoryStore()}>
        <ContentPreview values={values} unsaved={false} onClose={() => {}} />
      </AdminContext>,
    );
    // Nothing unsaved: the preview is the saved item, and says nothing of changes.
    expect(screen.queryByText('Unsaved changes are included')).toBeNull();
    // No session: the site's language is Turkish, the default.
    const dialog = within(screen.getByRole('dialog', { name: 'Preview' }));
    expect(dialog.getByRole('heading', { name: 'Galeri' })).toBeTruthy();
    expect(dialog.queryByRole('heading', { name: 'Gallery' })).toBeNull();
    expect(articleWords('tr').byAuthor).toBe('Yazan: %{name}');
    expect(articleWords('en-GB').byAuthor).toBe('By %{name}');
  });

  it('falls back to the first cover with an image when none is chosen', () => {
    expect(selectedCover({ coverImages: [{ image: null }, { image: image('c.jpg') }] })?.path).toBe('c.jpg');
    expect(selectedCover({})).toBeUndefined();
  });
});
