import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerClockView } from './ServerClockView';

const time = new Date(2025, 0, 15, 9, 30, 5);

const meta = {
  title: 'Shell/ServerClock',
  component: ServerClockView,
  args: { useTime: () => time },
  play: async ({ canvasElement }) => {
    const clock = canvasElement.querySelector('time');
    await expect(clock).toHaveTextContent('09:30:05');
    await expect(clock).toHaveAttribute('datetime', time.toISOString());
  },
} satisfies Meta<typeof ServerClockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Turkish: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sunucu saati')).toHaveTextContent('09:30:05');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Server time')).toHaveTextContent('09:30:05');
  },
};
