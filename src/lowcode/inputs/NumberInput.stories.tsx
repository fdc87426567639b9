import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/NumberInput',
  component: FieldStory,
  args: { field: 'order' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

export const Filled: Story = {
  args: { record: { order: 7 } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, 'Sıra')).toHaveValue('7');
  },
};

export const EmptyBecomesMinimum: Story = {
  args: { record: { order: 7 } },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement, 'Sıra');
    await userEvent.clear(input);
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('0'));
  },
};

export const BelowMinimumBecomesMinimum: Story = {
  args: { field: 'ratio', record: { ratio: 2 } },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement, 'Oran');
    await userEvent.clear(input);
    await userEvent.type(input, '0.25');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('1'));
  },
};

export const WholeNumbersDropTheFraction: Story = {
  play: async ({ canvasElement }) => {
    const input = box(canvasElement, 'Sıra');
    await userEvent.type(input, '12.8');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('12'));
  },
};

export const FractionsWhereAllowed: Story = {
  args: { field: 'ratio', record: { ratio: 1 } },
  play: async ({ canvasElement }) => {
    const input = box(canvasElement, 'Oran');
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('2.5'));
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true, record: { order: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sıra alanı zorunludur.')).toBeInTheDocument();
  },
};
