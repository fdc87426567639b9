import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/BooleanInput',
  component: FieldStory,
  args: { field: 'isSportsEnabled' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  args: { record: { isSportsEnabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Spor etkin' })).not.toBeChecked();
  },
};

export const On: Story = {
  args: { record: { isSportsEnabled: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Spor etkin' })).toBeChecked();
  },
};
