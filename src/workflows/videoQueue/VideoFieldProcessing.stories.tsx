import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { videoQueueApi } from '../../test/msw/videoQueueHandlers.ts';
import { VideoFieldProcessing } from './VideoFieldProcessing.tsx';

const urlOf = (path: string) => `/storage/files/${path}`;

/** A content's video field under its upload: the processing state of each sample (src/test/msw/videoQueueHandlers.ts), and the player once a rendition is ready. */
const meta = {
  title: 'Workflows/VideoQueue/VideoFieldProcessing',
  component: VideoFieldProcessing,
  globals: { locale: 'en' },
  args: { path: 'videos/2026/11/source-4.mp4', urlOf },
  parameters: { msw: { api: () => videoQueueApi() } },
} satisfies Meta<typeof VideoFieldProcessing>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = async (canvasElement: HTMLElement, text: string | RegExp) => {
  const group = within(canvasElement).getByRole('group', { name: 'Processing' });
  await within(group).findByText(text, {}, { timeout: 10_000 });
  return group;
};

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const group = await stateOf(canvasElement, 'Waiting to be processed');
    await expect(group).toHaveAttribute('data-status', 'waiting');
    await expect(within(group).queryByLabelText('Video player')).toBeNull();
  },
};

/** In progress with its first rendition done: the percent, and the 360p already plays. */
export const Processing: Story = {
  args: { path: 'videos/2026/11/source-3.mp4' },
  play: async ({ canvasElement }) => {
    const group = await stateOf(canvasElement, 'Processing 42 %');
    await expect(within(group).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(within(group).getByLabelText('Video player')).toHaveAttribute('data-resolution', '360p');
  },
};

/** Ready: the resolutions; the player on the best one, with the processed poster since the field has none. */
export const Ready: Story = {
  args: { path: 'videos/2026/11/source-2.mp4' },
  play: async ({ canvasElement }) => {
    const group = await stateOf(canvasElement, 'Ready: 360p · 720p · 1080p');
    const player = within(group).getByLabelText('Video player');
    await expect(player).toHaveAttribute('data-resolution', '1080p');
    await expect(player).toHaveAttribute('src', '/storage/files/videos/2026/11/r2-1080.mp4');
    await expect(player).toHaveAttribute('poster', '/storage/files/images/2026/11/poster-2.jpg');
  },
};

/** The field's own poster is shown over the processed one. */
export const ReadyWithOwnPoster: Story = {
  args: { path: 'videos/2026/11/source-2.mp4', posterPath: 'images/2026/11/editor-poster.jpg' },
  play: async ({ canvasElement }) => {
    const group = await stateOf(canvasElement, /^Ready/);
    await expect(within(group).getByLabelText('Video player')).toHaveAttribute('poster', '/storage/files/images/2026/11/editor-poster.jpg');
  },
};

export const Failed: Story = {
  args: { path: 'videos/2026/11/source-1.mp4' },
  play: async ({ canvasElement }) => {
    const group = await stateOf(canvasElement, /^Processing failed: The video file could not be read/);
    await expect(group).toHaveAttribute('data-status', 'error');
  },
};

/** A video the queue does not hold (stored before the queue existed). */
export const NotQueued: Story = {
  args: { path: 'videos/2020/01/old.mp4' },
  play: async ({ canvasElement }) => {
    await stateOf(canvasElement, 'Not in the video process queue.');
  },
};
