import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/UrlInput',
  component: FieldStory,
  args: { field: 'url' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const noMessage = (canvasElement: HTMLElement) => expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'false');

export const AbsoluteOrRelative: Story = {
  args: { showErrors: true, record: { url: '/spor/haber-1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Web adresi' })).toHaveValue('/spor/haber-1');
    await noMessage(canvasElement);
  },
};

export const UrlMessage: Story = {
  args: { showErrors: true, record: { url: 'ftp://example.com' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Geçerli bir url girin (http, https veya / ile başlayan) ya da boş bırakın')).toBeInTheDocument();
  },
};

export const AbsoluteUrlMessage: Story = {
  args: { field: 'iconUrl', showErrors: true, record: { iconUrl: '/icons/spor.svg' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen geçerli bir URL giriniz (örnek: https://www.example.com).')).toBeInTheDocument();
  },
};

export const RelativeUrlMessage: Story = {
  args: { field: 'link', showErrors: true, record: { link: 'https://example.com/haber' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Lütfen geçerli bir URL giriniz (örnek: /test/news-12345).')).toBeInTheDocument();
  },
};

/** An address is not the site's prose: it stays left to right on an Arabic site. */
export const ArabicSite: Story = {
  args: { siteLanguage: 'ar' },
  play: async ({ canvasElement }) => {
    const [input] = within(canvasElement).getAllByRole('textbox');
    await expect(input).not.toHaveAttribute('dir', 'rtl');
  },
};
