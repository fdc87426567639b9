import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { SampleBulkList } from './stories/SampleBulkList.tsx';

/** Rows chosen for a bulk action (src/controls/list: useRowSelection, DenseTable's checkboxes, BulkBar, BulkResult). */
const meta = {
  title: 'Controls/ListKit/Bulk selection',
  component: SampleBulkList,
  globals: { locale: 'en' },
  args: { refusals: { '3': { code: 'PERMIT_HELD', message: 'The edit permit is held by Elif Editör.', heldBy: 'Elif Editör' }, '4': { code: 'CONFLICT', message: 'The record was changed by someone else.' } } },
} satisfies Meta<typeof SampleBulkList>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, n: number) => within(canvasElement).getByRole('checkbox', { name: `Choose Sample story ${n}` });

/** A click, then a shift-click five rows down, chooses the six between; Space on a focused row toggles it; the header's box takes all or none. */
export const ShiftRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement, 2));
    fireEvent.click(box(canvasElement, 7), { shiftKey: true });
    await expect(await canvas.findByText('6 rows chosen')).toBeInTheDocument();
    for (const n of [2, 3, 4, 5, 6, 7]) await expect(box(canvasElement, n)).toBeChecked();
    await expect(box(canvasElement, 1)).not.toBeChecked();
    const row = box(canvasElement, 8).closest('tr')!;
    row.focus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('7 rows chosen')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose all 8 rows shown' }));
    await expect(await canvas.findByText('8 rows chosen')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose all 8 rows shown' }));
    await waitFor(() => expect(canvas.queryByRole('toolbar')).toBeNull());
  },
};

/** The report: how many were done and refused and why, the refused rows by title, still chosen for another try. */
export const ReportWithRefusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement, 1));
    fireEvent.click(box(canvasElement, 5), { shiftKey: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const report = await canvas.findByTestId('bulk-result');
    await expect(report).toHaveTextContent('Approve: 3 done, 2 refused: held by Elif Editör, changed meanwhile');
    const refused = within(report).getAllByTestId('bulk-refused-row').map((item) => item.textContent);
    await expect(refused).toEqual(['Sample story 3 — The edit permit is held by Elif Editör.', 'Sample story 4 — The record was changed by someone else.']);
    await expect(canvas.getByText('2 rows chosen')).toBeInTheDocument();
    await expect(box(canvasElement, 3)).toBeChecked();
    await expect(box(canvasElement, 1)).not.toBeChecked();
  },
};

/** All done: a green report, nothing left chosen. */
export const AllDone: Story = {
  args: { refusals: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(box(canvasElement, 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByTestId('bulk-result')).toHaveTextContent('Approve: 1 done');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};
