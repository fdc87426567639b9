import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ObjectInput',
  component: FieldStory,
  args: { field: 'options' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  args: { record: { options: { isSportsEnabled: true, label: 'Spor' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Seçenekler' })).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Spor etkin' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Etiket' })).toHaveValue('Spor');
  },
};

export const SubFieldMessage: Story = {
  args: { showErrors: true, record: { options: { isSportsEnabled: false, label: 'x'.repeat(21) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Etiket alanına en fazla 20 karakter girilmelidir.')).toBeInTheDocument();
  },
};
