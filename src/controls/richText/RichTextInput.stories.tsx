import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RichTextStory } from './RichTextStory.tsx';

const meta = {
  title: 'Controls/RichTextInput',
  component: RichTextStory,
} satisfies Meta<typeof RichTextStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAMPLE = [
  '<h2>Başlık</h2><p style="text-align: center">Ortalanmış <strong>kalın</strong> <span style="color: #d32f2f">kırmızı</span> metin.</p>',
  '<ul><li><p><a href="https://example.com">Bağlantı</a></p></li></ul><blockquote><p>Bir alıntı</p></blockquote><hr>',
  '<table><tbody><tr><th><p>Yıl</p></th><th><p>Sayı</p></th></tr><tr><td><p>2026</p></td><td><p>12</p></td></tr></tbody></table>',
  '<div data-embed="youtube"><iframe src="https://www.youtube.com/embed/abc"></iframe></div>',
].join('');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('toolbar', { name: 'Biçimlendirme' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kalın' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tam ekran' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { text: SAMPLE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox');
    await waitFor(() => expect(editor.querySelector('table')).not.toBeNull());
    await expect(editor.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/abc');
    await expect(editor.querySelector('span[style]')?.getAttribute('style')).toMatch(/color/);
  },
};

export const EmptyQuoteRefused: Story = {
  args: { text: '<p>Metin</p><blockquote><p></p></blockquote>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kaydet' }));
    await expect(await canvas.findByText('Alıntı boş bırakılamaz.')).toBeInTheDocument();
  },
};

export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tam ekran' }));
    await expect(canvas.getByRole('button', { name: 'Tam ekrandan çık' })).toHaveAttribute('aria-pressed', 'true');
  },
};
