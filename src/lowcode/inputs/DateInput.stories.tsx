import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/DateInput',
  component: FieldStory,
  args: { field: 'birthDate' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { record: { birthDate: '1990-05-17' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Doğum tarihi/)).toHaveValue('1990-05-17');
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Doğum tarihi alanı zorunludur.')).toBeInTheDocument();
  },
};
