import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/EnumInput',
  component: FieldStory,
  args: { field: 'authorType' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {
  args: { record: { authorType: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Yazar tipi/ })).toHaveTextContent('Görüş');
  },
};

export const OffersTheEnumeration: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.mouseDown(within(canvasElement).getByRole('combobox', { name: /Yazar tipi/ }));
    const options = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await expect(options.getByRole('option', { name: 'Gazete' })).toBeInTheDocument();
    await expect(options.getByRole('option', { name: 'İnternet' })).toBeInTheDocument();
    await expect(options.getByRole('option', { name: 'Görüş' })).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { field: 'weekdays', record: { weekdays: [1, 5] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pazartesi')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Cuma')).toBeInTheDocument();
  },
};

export const RequiredMessage: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Yazar tipi alanı zorunludur.')).toBeInTheDocument();
  },
};
