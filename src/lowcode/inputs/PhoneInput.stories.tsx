import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/PhoneInput',
  component: FieldStory,
  args: { field: 'phone' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  args: { showErrors: true, record: { phone: '+902120000000' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'false');
  },
};

export const PhoneMessage: Story = {
  args: { showErrors: true, record: { phone: '0212 000 00 00' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen geçerli bir Telefon numarası giriniz.')).toBeInTheDocument();
  },
};
