import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingIndicatorView } from './LoadingIndicatorView';

const meta = {
  title: 'Shell/LoadingIndicator',
  component: LoadingIndicatorView,
} satisfies Meta<typeof LoadingIndicatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Yükleniyor' })).toBeInTheDocument();
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};
