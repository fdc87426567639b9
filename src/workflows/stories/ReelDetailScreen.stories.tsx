import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleVideoProcesses, videoQueueApi, finished } from '../../test/msw/videoQueueHandlers.ts';
import { storyEditorApi } from '../../test/msw/storyEditorHandlers.ts';
import ReelDetailScreen from './ReelDetailScreen.tsx';

const processed = () => videoQueueApi({ rows: sampleVideoProcesses().map((row) => (row.id === 2 ? finished(row) : row)) });

/** A reel's editor over the sample reel, its video processed by the queue. */
const meta = {
  title: 'Workflows/Stories/ReelEditor',
  component: ReelDetailScreen,
  globals: { locale: 'en' },
  parameters: {
    shell: { routePath: '/reels/pending-detail/:id?', initialPath: '/reels/pending-detail/21' },
    msw: { api: () => ({ handlers: [...storyEditorApi().handlers, ...processed().handlers] }) },
  },
} satisfies Meta<typeof ReelDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending reel: its state, the video's size and processing state, the preview with its text and link. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Derby in 30 seconds', level: 1 }, { timeout: 10_000 });
    await expect(page.getByText('Pending')).toBeInTheDocument();
    await expect(page.getByText(/Waits on the pending list until/)).toBeInTheDocument();
    await expect(page.getByTestId('reel-video-size')).toHaveTextContent('1080 × 1920, 30 s');
    await expect(await page.findByText('Ready: 360p · 720p · 1080p')).toBeInTheDocument();
    const phone = page.getByRole('region', { name: 'The reel as the site shows it' });
    await expect(within(phone).getByTestId('preview-text')).toHaveTextContent('The derby’s goals.');
  },
};

const unsaved = storyEditorApi();

/** A new reel: without a video, the reelVideo rule refuses the save. */
export const NoVideo: Story = {
  parameters: { shell: { routePath: '/reels/detail/:id?', initialPath: '/reels/detail' }, msw: { api: () => unsaved } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'New reel', level: 1 }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Add at least one reel to save.')).toBeInTheDocument();
    await expect(unsaved.saved).toEqual([]);
  },
};
