import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/ReferenceInput',
  component: FieldStory,
  args: { field: 'signature' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openOptions(canvasElement: HTMLElement, name: RegExp) {
  const input = within(canvasElement).getByRole('combobox', { name });
  fireEvent.mouseDown(input);
  return within(await page(canvasElement).findByRole('listbox'));
}

export const Chosen: Story = {
  args: { record: { signature: '3' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: /İmza/ })).toHaveValue('Mehmet Kaya'), { timeout: 5000 });
  },
};

export const UnapprovedNotSelectable: Story = {
  play: async ({ canvasElement }) => {
    const options = await openOptions(canvasElement, /İmza/);
    await expect(options.getByRole('option', { name: 'Ayşe Yılmaz' })).not.toHaveAttribute('aria-disabled', 'true');
    const unapproved = options.getByRole('option', { name: 'Eski İmza' });
    await expect(unapproved).toHaveAttribute('aria-disabled', 'true');
    await expect(within(unapproved).getByText('Eski İmza')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
  },
};

/** An unapproved record chosen before stays chosen, and the form accepts it. */
export const UnapprovedAlreadyChosen: Story = {
  args: { record: { signature: '2' }, showErrors: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /İmza/ });
    await waitFor(() => expect(input).toHaveValue('Eski İmza'), { timeout: 5000 });
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Multiple: Story = {
  args: { field: 'signatures', record: { signatures: ['1', '3'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ayşe Yılmaz')).toBeInTheDocument();
    await expect(await canvas.findByText('Mehmet Kaya')).toBeInTheDocument();
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('İmza alanı zorunludur.')).toBeInTheDocument();
  },
};
