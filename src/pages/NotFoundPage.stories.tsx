import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from './NotFoundPage';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { shell: { initialPath: '/no/such/page' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await expect(page.getByText('There is no page at this address. Check the address, or go to the home page.')).toBeInTheDocument();
    await expect(page.queryByText('An error occurred')).toBeNull();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    await expect(page.getByText('Bu adreste bir sayfa yok. Adresi kontrol edin ya da ana sayfaya gidin.')).toBeInTheDocument();
  },
};
