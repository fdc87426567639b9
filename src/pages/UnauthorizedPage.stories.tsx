import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import UnauthorizedPage from './UnauthorizedPage';

const logout = fn(async () => false as const);

const meta = {
  title: 'Pages/Unauthorized',
  component: UnauthorizedPage,
  parameters: {
    shell: {
      initialPath: '/unauthorized',
      authProvider: { login: async () => undefined, logout, checkAuth: async () => undefined, checkError: async () => undefined },
    },
  },
} satisfies Meta<typeof UnauthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'No access to this page' })).toBeInTheDocument();
    await expect(page.getByText('No access, contact your administrator.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Choose a site' })).toHaveAttribute('href', '/switch-site');
  },
};

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Bu sayfaya erişiminiz yok' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Çıkış yap' }));
    await expect(logout).toHaveBeenCalled();
  },
};
