import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { typeIntoPicker } from '../../test/pickerFields.ts';
import { FieldStory } from '../stories/FieldStory.tsx';

// A fixed clock: 15 April 2026, 14:30 local time.
const NOW = new Date(2026, 3, 15, 14, 30).toISOString();

const meta = {
  title: 'Lowcode/Inputs/DateTimeInput',
  component: FieldStory,
  args: { field: 'publishDate', now: NOW },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tarih ve saat seç' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Tarih ve saat' });
  return Object.assign(within(dialog), { typeDay: (day: string) => typeIntoPicker(dialog, 'Tarih', day) });
}

export const Filled: Story = {
  args: { record: { publishDate: new Date(2026, 3, 20, 9, 5).toISOString() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Yayın tarihi' })).toHaveValue('20.04.2026 09:05');
  },
};

export const ApplyNeedsDateAndTime: Story = {
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    const apply = picker.getByRole('button', { name: 'Uygula' });
    await expect(apply).toBeDisabled();
    await picker.typeDay('20.04.2026');
    await expect(apply).toBeDisabled();
    await expect(picker.getByRole('status')).toHaveTextContent('Hem tarih hem saat seçin.');
    fireEvent.change(picker.getByRole('textbox', { name: 'Saat (SS:dd)' }), { target: { value: '18:45' } });
    await expect(apply).toBeEnabled();
    await userEvent.click(apply);
    await waitFor(() => expect(within(canvasElement).getByRole('textbox', { name: 'Yayın tarihi' })).toHaveValue('20.04.2026 18:45'));
  },
};

export const TwentyFourHourClock: Story = {
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await picker.typeDay('20.04.2026');
    fireEvent.change(picker.getByRole('textbox', { name: 'Saat (SS:dd)' }), { target: { value: '25:10' } });
    await expect(picker.getByRole('button', { name: 'Uygula' })).toBeDisabled();
    await expect(picker.getByRole('status')).toHaveTextContent('Saati 24 saat düzeninde SS:dd olarak girin.');
  },
};

export const PastRestricted: Story = {
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    await picker.typeDay('15.04.2026');
    fireEvent.change(picker.getByRole('textbox', { name: 'Saat (SS:dd)' }), { target: { value: '14:00' } });
    await expect(picker.getByRole('button', { name: 'Uygula' })).toBeDisabled();
    await expect(picker.getByRole('status')).toHaveTextContent('14:30 ya da sonrasını seçin.');
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Yayın tarihi alanı zorunludur.')).toBeInTheDocument();
  },
};
