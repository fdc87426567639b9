import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DisconnectedIndicatorView } from './DisconnectedIndicatorView';

const meta = {
  title: 'Shell/DisconnectedIndicator',
  component: DisconnectedIndicatorView,
} satisfies Meta<typeof DisconnectedIndicatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Disconnected: Story = {
  args: { disconnected: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAccessibleName('Network disconnected: check the connection');
    await expect(status).toHaveTextContent('Disconnected');
  },
};

export const Connected: Story = {
  args: { disconnected: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
