import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import UnauthorizedUserPage from './UnauthorizedUserPage';

const logout = fn(async () => false as const);

const meta = {
  title: 'Pages/UnauthorizedUser',
  component: UnauthorizedUserPage,
  parameters: {
    shell: {
      initialPath: '/unauthorized-user',
      authProvider: { login: async () => undefined, logout, checkAuth: async () => undefined, checkError: async () => undefined },
    },
  },
} satisfies Meta<typeof UnauthorizedUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Authorization failed' })).toBeInTheDocument();
    await expect(page.getByText(/Your user is not active/)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    await expect(logout).toHaveBeenCalled();
  },
};

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
  },
};
