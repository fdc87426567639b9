import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReloadOfferNotice } from './ReloadOffer';

const meta = {
  title: 'Platform/ReloadOffer',
  component: ReloadOfferNotice,
  args: { open: true, onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof ReloadOfferNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chunk failed twice: the notice says so in Turkish and reloads on its button; the screen stays usable. */
export const Offered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Uygulamanın bir bölümü yüklenemedi');
    await userEvent.click(canvas.getByRole('button', { name: 'Yeniden yükle' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Kapat' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const OfferedInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Part of the app could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Nothing failed: nothing shows. */
export const NotOffered: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
