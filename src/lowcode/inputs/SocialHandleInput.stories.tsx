import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldStory } from '../stories/FieldStory.tsx';

const meta = {
  title: 'Lowcode/Inputs/SocialHandleInput',
  component: FieldStory,
  args: { field: 'twitter' },
} satisfies Meta<typeof FieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = (network: string) => `Lütfen geçerli bir ${network} kullanıcı adı giriniz.`;

export const Valid: Story = {
  args: { showErrors: true, record: { twitter: 'gundem_haber' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Twitter' })).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByText('@')).toBeInTheDocument();
  },
};

export const TwitterMessage: Story = {
  args: { showErrors: true, record: { twitter: 'much_too_long_handle' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('Twitter'))).toBeInTheDocument();
  },
};

export const FacebookMessage: Story = {
  args: { field: 'facebook', showErrors: true, record: { facebook: 'abc' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('Facebook'))).toBeInTheDocument();
  },
};

export const InstagramMessage: Story = {
  args: { field: 'instagram', showErrors: true, record: { instagram: 'has space' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('Instagram'))).toBeInTheDocument();
  },
};

export const YoutubeMessage: Story = {
  args: { field: 'youtube', showErrors: true, record: { youtube: 'ab' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('YouTube'))).toBeInTheDocument();
  },
};

export const TiktokMessage: Story = {
  args: { field: 'tiktok', showErrors: true, record: { tiktok: 'x'.repeat(24) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(message('TikTok'))).toBeInTheDocument();
  },
};
