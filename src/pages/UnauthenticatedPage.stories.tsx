import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import UnauthenticatedPage from './UnauthenticatedPage';

const login = fn(async () => ({ redirectTo: false as const }));

const meta = {
  title: 'Pages/Unauthenticated',
  component: UnauthenticatedPage,
  parameters: {
    shell: {
      initialPath: '/unauthenticated',
      authProvider: { login, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined },
    },
  },
} satisfies Meta<typeof UnauthenticatedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Oturum açmadınız' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Giriş yap' }));
    await expect(login).toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  },
};
