import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/EmailInput',
  component: FieldStory,
  args: { field: 'email' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyIsAllowed: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-posta' })).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Valid: Story = {
  args: { showErrors: true, record: { email: 'ayse@newsroom.example' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-posta' })).toHaveValue('ayse@newsroom.example');
  },
};

export const NullableEmailMessage: Story = {
  args: { showErrors: true, record: { email: 'ayse@' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen geçerli bir E-posta adresi giriniz.')).toBeInTheDocument();
  },
};
