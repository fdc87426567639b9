import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadFailure } from './LoadFailure';

const refusal = (needs?: string[]) => ({
  graphQLErrors: [{ message: 'Permission denied', extensions: { code: 'FORBIDDEN', ...(needs ? { needs } : {}) } }],
});

const meta = {
  title: 'Controls/LoadFailure',
  component: LoadFailure,
  args: { message: 'headlines.loadFailed', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headline board without the headline categories: the permission it needs, by its Turkish name, and no retry. */
export const Refused: Story = {
  args: { error: refusal(['headlineCategoryList.view']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('refused-notice')).toHaveTextContent('Bunun için “Manşet kategorileri: görüntüleme” yetkisi gerekiyor.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RefusedInEnglish: Story = {
  args: { error: refusal(['category.view', 'news.save']) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('refused-notice')).toHaveTextContent('This needs the permission “Categories: view” or “News: save”.');
  },
};

export const RefusedNamingNothing: Story = {
  args: { error: refusal() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('refused-notice')).toHaveTextContent('Bunu görme yetkiniz yok.');
  },
};

/** Any other failure: the screen's message and a retry. */
export const Failed: Story = {
  args: { error: new Error('Failed to fetch') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('refused-notice')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Manşetler yüklenemedi');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar dene' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
