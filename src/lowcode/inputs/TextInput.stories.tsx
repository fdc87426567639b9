import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/TextInput',
  component: FieldStory,
  args: { field: 'name' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Ad' })).toHaveValue('');
    await expect(canvas.getByText('0 / 100')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { record: { name: 'Ayşe Yılmaz' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Ad' })).toHaveValue('Ayşe Yılmaz');
    await expect(canvas.getByText('11 / 100')).toBeInTheDocument();
  },
};

export const CountsWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ad' }), 'Çağ 🙂');
    await expect(canvas.getByText('5 / 100')).toBeInTheDocument();
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ad alanı zorunludur.')).toBeInTheDocument();
  },
};

export const MaxLengthMessage: Story = {
  args: { showErrors: true, record: { name: 'x'.repeat(101) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ad alanına en fazla 100 karakter girilmelidir.')).toBeInTheDocument();
    await expect(canvas.getByText('101 / 100')).toBeInTheDocument();
  },
};

export const Multiline: Story = {
  args: { field: 'about', record: { about: 'Birinci satır\nİkinci satır' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Hakkında' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(canvas.getByText('26 / 500')).toBeInTheDocument();
  },
};

export const MultilineMaxLengthMessage: Story = {
  args: { field: 'about', showErrors: true, record: { about: 'a'.repeat(501) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Hakkında alanına en fazla 500 karakter girilmelidir.')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { record: { name: 'Ayşe Yılmaz' }, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Ad' })).toBeDisabled();
  },
};

/** On an Arabic site the site's text runs right to left; the label stays in the interface's language. */
export const ArabicSite: Story = {
  args: { record: { name: 'عاجل: الأمطار تغمر الشوارع' }, siteLanguage: 'ar' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ad' });
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute('lang', 'ar');
  },
};

export const TurkishSite: Story = {
  args: { record: { name: 'Ayşe Yılmaz' }, siteLanguage: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Ad' })).toHaveAttribute('dir', 'ltr');
  },
};
