import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewItemsNotice } from './NewItemsNotice.tsx';

const meta = {
  title: 'Workflows/AgencyDesk/NewItemsNotice',
  component: NewItemsNotice,
  args: { onShow: fn() },
} satisfies Meta<typeof NewItemsNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeNewItems: Story = {
  args: { count: 3 },
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('3 yeni haber');
    await userEvent.click(within(notice).getByRole('button', { name: 'Göster' }));
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const OneNewItemInEnglish: Story = {
  args: { count: 1 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('1 new item');
    await expect(notice).not.toHaveTextContent('items');
    await expect(within(notice).getByRole('button', { name: 'Show' })).toBeVisible();
  },
};

export const ManyNewItemsInEnglish: Story = {
  args: { count: 12 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('12 new items');
  },
};

export const NothingNew: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
