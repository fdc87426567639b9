import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ApprovalInput',
  component: FieldStory,
  args: { field: 'isApproved' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  args: { record: { isApproved: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Onaylı' })).toBeChecked();
  },
};

export const Unapproved: Story = {
  args: { record: { isApproved: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Onaylı' })).not.toBeChecked();
  },
};
