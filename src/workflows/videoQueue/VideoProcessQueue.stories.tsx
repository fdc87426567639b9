import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { videoQueueApi } from '../../test/msw/videoQueueHandlers.ts';
import VideoProcessQueue from './VideoProcessQueue.tsx';

/** The queue over the samples (src/test/msw/videoQueueHandlers.ts): waiting, in progress at 42 %, finished, failed. */
const meta = {
  title: 'Workflows/VideoQueue/VideoProcessQueue',
  component: VideoProcessQueue,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/video-process-queue' }, msw: { api: () => videoQueueApi() } },
} satisfies Meta<typeof VideoProcessQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTable = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const table = await page.findByRole('table', { name: 'Video process queue' }, { timeout: 10_000 });
  await within(table).findByText('kopru-acilisi.mp4');
  return { page, table, rowOf: (name: string) => within(table).getByText(name).closest('tr')! };
};

/** Newest first; each status a chip; the running one's bar and percent; the finished one's resolutions; the failed one says why. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const { table, rowOf } = await openTable(canvasElement);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['waiting', 'inProgress', 'finished', 'error']);
    await expect(rows[0]).toHaveTextContent('derbi-ozet.mp4');
    await expect(rows[0]).toHaveTextContent('174.9 MB');
    const running = within(rowOf('meclis-oturumu.mp4'));
    await expect(running.getByText('In progress')).toBeInTheDocument();
    await expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await expect(running.getByText('42 %')).toBeInTheDocument();
    const done = within(rowOf('kopru-acilisi.mp4'));
    await expect(done.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['360p', '720p', '1080p']);
    await expect(done.getByText('100 %')).toBeInTheDocument();
    // Created and started at 09:12 UTC, ended at 09:14, in the browser's time zone.
    await expect(done.getAllByText(formatDate('2026-11-28T09:12:00Z', DATE_TIME, 'en'))).toHaveLength(2);
    await expect(done.getByText(formatDate('2026-11-28T09:14:00Z', DATE_TIME, 'en'))).toBeInTheDocument();
    await expect(done.getByText('2:00')).toBeInTheDocument();
    const failed = within(rowOf('bozuk-kayit.mp4'));
    await expect(failed.getByLabelText(/^Why it failed: The video file could not be read/)).toBeInTheDocument();
    await expect(failed.getByRole('button', { name: 'Requeue' })).toBeInTheDocument();
    await expect(done.queryByRole('button', { name: 'Requeue' })).toBeNull();
  },
};

/** The status filter (several) goes into the address and asks the server for those statuses only. */
export const FilteredByStatus: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { page, table } = await openTable(canvasElement);
    fireEvent.mouseDown(page.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Error' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Waiting' }));
    await waitFor(() => expect(within(table).queryByText('kopru-acilisi.mp4')).toBeNull(), { timeout: 5_000 });
    await expect(within(table).getByText('bozuk-kayit.mp4')).toBeInTheDocument();
    await expect(within(table).getByText('derbi-ozet.mp4')).toBeInTheDocument();
    const { filters } = loaded.api as ReturnType<typeof videoQueueApi>;
    await expect(filters.at(-1)).toEqual({ status: [4, 1] });
  },
};

/** Requeue asks first, naming the file; confirmed, the item is waiting again. */
export const Requeue: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { rowOf } = await openTable(canvasElement);
    await userEvent.click(within(rowOf('bozuk-kayit.mp4')).getByRole('button', { name: 'Requeue' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Process this video again?');
    await expect(dialog).toHaveTextContent('"bozuk-kayit.mp4" is processed again from the start.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Requeue' }));
    await waitFor(() => expect(rowOf('bozuk-kayit.mp4').querySelector('[data-status]')).toHaveAttribute('data-status', 'waiting'));
    await expect((loaded.api as ReturnType<typeof videoQueueApi>).requeued).toEqual([1]);
    await expect(within(rowOf('bozuk-kayit.mp4')).queryByRole('button', { name: 'Requeue' })).toBeNull();
  },
};

/** A row opens its drawer: the player starts on the best rendition, another is a chip away; the facts of each rendition. */
export const OpenItem: Story = {
  play: async ({ canvasElement }) => {
    const { rowOf } = await openTable(canvasElement);
    await userEvent.click(rowOf('kopru-acilisi.mp4'));
    const drawer = await within(document.body).findByRole('dialog', { name: 'kopru-acilisi.mp4' });
    const player = within(drawer).getByLabelText('Video player');
    await expect(player).toHaveAttribute('data-resolution', '1080p');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Play 360p' }));
    await waitFor(() => expect(within(drawer).getByLabelText('Video player')).toHaveAttribute('data-resolution', '360p'));
    await expect(drawer).toHaveTextContent('720p · 1280 × 720');
  },
};

/** A failed item's drawer shows the whole reason. */
export const FailedItem: Story = {
  parameters: { shell: { routePath: '/content/video-process-queue', initialPath: '/content/video-process-queue?item=1' } },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'bozuk-kayit.mp4' }, { timeout: 15_000 });
    // The reason in the editor's language, and what the program said beneath it.
    await expect(within(drawer).getByRole('alert')).toHaveTextContent('The video file could not be read');
    await expect(within(drawer).getByRole('alert')).toHaveTextContent('moov atom not found (the file is damaged or not a video)');
    await expect(within(drawer).getByText('No rendition is finished yet.')).toBeInTheDocument();
  },
};

/** Spec 02 §8: the queue that cannot be read says so, with a retry. */
export const FetchError: Story = {
  parameters: { msw: { api: () => videoQueueApi({ queueFails: true }) }, expectedErrors: ['GraphQLResponseError: The database did not answer'] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/^Video process queue fetch error/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => videoQueueApi({ rows: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no video in the queue.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
