import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { pickerInput, typeIntoPicker } from '../../test/pickerFields.ts';
import { FilterStory } from '../stories/FilterStory.tsx';

// A fixed clock: 15 April 2026, 14:30 local time.
const NOW = new Date(2026, 3, 15, 14, 30);
const startOf = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();
const endOf = (year: number, month: number, day: number) => new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();

const meta = {
  title: 'Lowcode/Filters/DateRangeInput',
  component: FilterStory,
  args: { now: NOW.toISOString() },
} satisfies Meta<typeof FilterStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'value' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Yayın tarihi' })).toBeInTheDocument();
    await expect(value(canvasElement)).toHaveTextContent('—');
  },
};

export const Set: Story = {
  args: { value: { startDate: startOf(2026, 4, 1), endDate: endOf(2026, 4, 3) } },
  play: async ({ canvasElement }) => {
    // The days read as the spec writes them in Turkish, whatever the browser's format.
    await expect(await pickerInput(canvasElement, 'Başlangıç')).toHaveValue('01.04.2026');
    await expect(await pickerInput(canvasElement, 'Bitiş')).toHaveValue('03.04.2026');
  },
};

export const ReversedDaysSwapped: Story = {
  play: async ({ canvasElement }) => {
    await typeIntoPicker(canvasElement, 'Başlangıç', '10.04.2026');
    await typeIntoPicker(canvasElement, 'Bitiş', '02.04.2026');
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(`${startOf(2026, 4, 2)} → ${endOf(2026, 4, 10)}`));
    await waitFor(async () => expect(await pickerInput(canvasElement, 'Başlangıç')).toHaveValue('02.04.2026'));
    await expect(await pickerInput(canvasElement, 'Bitiş')).toHaveValue('10.04.2026');
  },
};

export const QuickThreeDays: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '3 gün' }));
    await expect(value(canvasElement)).toHaveTextContent(`${startOf(2026, 4, 12)} → ${endOf(2026, 4, 15)}`);
  },
};

export const QuickOneWeek: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '1 hafta' }));
    await expect(value(canvasElement)).toHaveTextContent(`${startOf(2026, 4, 8)} → ${endOf(2026, 4, 15)}`);
  },
};

export const QuickOneMonth: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '1 ay' }));
    await expect(value(canvasElement)).toHaveTextContent(`${startOf(2026, 3, 15)} → ${endOf(2026, 4, 15)}`);
  },
};

export const QuickThreeMonths: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '3 ay' }));
    await expect(value(canvasElement)).toHaveTextContent(`${startOf(2026, 1, 15)} → ${endOf(2026, 4, 15)}`);
  },
};

export const Cleared: Story = {
  args: { value: { startDate: startOf(2026, 4, 1), endDate: endOf(2026, 4, 3) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Tarihleri temizle' }));
    await expect(value(canvasElement)).toHaveTextContent('—');
  },
};
