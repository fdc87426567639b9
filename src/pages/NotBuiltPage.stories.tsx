import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotBuiltPage from './NotBuiltPage';

const meta = {
  title: 'Pages/NotBuilt',
  component: NotBuiltPage,
  args: { screen: 'agencyList' },
} satisfies Meta<typeof NotBuiltPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Ajans içerikleri' })).toBeInTheDocument();
    await expect(page.getByText('Bu ekran henüz hazır değil')).toBeInTheDocument();
  },
};

export const English: Story = {
  args: { screen: 'userList' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await expect(page.getByText('This screen is not built yet')).toBeInTheDocument();
  },
};
