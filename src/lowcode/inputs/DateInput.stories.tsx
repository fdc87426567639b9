import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pickerInput, typeIntoPicker } from '../../test/pickerFields.ts';
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
    // The day reads as the spec writes it in Turkish, whatever the browser's format.
    await expect(await pickerInput(canvasElement, /Doğum tarihi/)).toHaveValue('17.05.1990');
  },
};

export const Typed: Story = {
  args: { record: { birthDate: '1990-05-17' }, showValue: true },
  play: async ({ canvasElement }) => {
    await typeIntoPicker(canvasElement, /Doğum tarihi/, '03.11.1985');
    // The form keeps the day as the server takes it.
    await waitFor(() => expect(within(canvasElement).getByRole('status', { name: 'form value' })).toHaveTextContent('{"birthDate":"1985-11-03"}'));
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Doğum tarihi alanı zorunludur.')).toBeInTheDocument();
  },
};
