import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hadiths } from '../../../resources/hadith.ts';
import { buildResourceScreen } from '../../lowcode/buildResourceScreens.tsx';
import { seoContentApi, type SeoContentApi } from '../../test/msw/seoContentHandlers.ts';
import { seoContentScreens } from './seoContentScreens.ts';

/** The hadith screen on its detail route, as the admin builds it: the generated list and form with the SEO contents' overrides. */
const HadithScreen = buildResourceScreen(hadiths, { list: '/seo/hadith/list', detail: '/seo/hadith/detail' }, seoContentScreens);

const meta = {
  title: 'Workflows/SeoContents/HadithEditor',
  component: HadithScreen,
  parameters: {
    shell: { routePath: '/seo/hadith/detail/:id', initialPath: '/seo/hadith/detail/21' },
    msw: { api: () => seoContentApi() },
    testTimeout: 30_000,
  },
} satisfies Meta<typeof HadithScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: SeoContentApi }).api;

/** The SEO title's feedback moves from short to ok as it grows; the save sends it with the hadith's subjects. */
export const SeoTitleFeedbackAndSave: Story = {
  play: async ({ loaded }) => {
    const api = apiOf(loaded);
    const dialog = within(await within(document.body).findByRole('dialog', {}, { timeout: 10_000 }));
    const seoTitle = await dialog.findByRole('textbox', { name: /SEO başlığı/ }, { timeout: 10_000 });
    await waitFor(() => expect(seoTitle).toHaveValue('Niyet hadisi'));
    const feedback = within(dialog.getByTestId('seo-seoTitle'));
    await expect(feedback.getByText('Çok kısa')).toBeInTheDocument();
    await expect(feedback.getByText('12 karakter (ideal 40-60)')).toBeInTheDocument();
    await userEvent.type(seoTitle, ': ameller niyetlere göredir, Buhârî 1');
    await expect(await feedback.findByText('Uzunluk iyi')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Konu/ })).toHaveValue('Namaz'));
    await userEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.saves).toHaveLength(1));
    await expect(api.saves[0]).toMatchObject({ id: '21', version: 1, seoTitle: 'Niyet hadisi: ameller niyetlere göredir, Buhârî 1', mainSubjectId: '1', subjectId: '3' });
  },
};
