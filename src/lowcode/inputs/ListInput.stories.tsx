import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ListInput',
  component: FieldStory,
  args: { field: 'slots' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  args: {
    record: { slots: [{ day: 3, start: '21:00', end: '22:30' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const starts = [...canvasElement.querySelectorAll<HTMLInputElement>('input[name^="slots."][name$=".start"]')];
    await expect(starts.map((input) => input.value)).toEqual(['21:00']);
    // Each item has its drag handle (mouse or keyboard) and its remove button.
    await expect(canvas.getByRole('button', { name: '1. öğeyi taşı' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '1. öğeyi kaldır' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Öğe ekle' })).toBeInTheDocument();
    await expect(canvas.getByText('Çarşamba')).toBeInTheDocument();
  },
};

export const MinItemsMessage: Story = {
  args: { showErrors: true, record: { slots: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zaman dilimleri sayısı en az 1 olmalıdır.')).toBeInTheDocument();
  },
};

export const ItemFieldMessage: Story = {
  args: { showErrors: true, record: { slots: [{ day: 2, start: '', end: '' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Başlangıç alanı zorunludur.')).toBeInTheDocument();
  },
};
