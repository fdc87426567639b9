import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ColorInput',
  component: FieldStory,
  args: { field: 'color' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Renk' })).toHaveValue('');
  },
};

export const Hexa: Story = {
  args: { record: { color: '#e5393580' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Renk #e5393580' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Renk seç')).toHaveValue('#e53935');
  },
};

export const PickerKeepsTheAlpha: Story = {
  args: { record: { color: '#e5393580' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.input(canvas.getByLabelText('Renk seç'), { target: { value: '#1e88e5' } });
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Renk' })).toHaveValue('#1e88e580'));
  },
};

export const ThreeDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Renk' }), '#0f0');
    await expect(canvas.getByLabelText('Renk seç')).toHaveValue('#00ff00');
  },
};

export const HexColorMessage: Story = {
  args: { showErrors: true, record: { color: '#12345' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Girdiğiniz renk kodu geçersiz.')).toBeInTheDocument();
  },
};
