import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notification } from 'react-admin';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { storyBoardApi } from '../../test/msw/storyBoardHandlers.ts';
import { BoardScreen } from './BoardScreen.tsx';

const granted = (...names: string[]): PermissionCheck => (permission) => [permission].flat().every((name) => names.includes(name));
const editor = granted('story.view', 'story.save', 'story.delete', 'storyAd.save', 'storyAd.delete', 'reels.view', 'reels.save', 'reels.delete');

/** The stories' board over the sample stories (src/test/msw/samples/storyBoardSamples.ts), on its route, with the permissions of `args.can`. */
const meta = {
  title: 'Workflows/Stories/BoardScreen',
  component: BoardScreen,
  globals: { locale: 'en' },
  args: { kind: 'stories', can: editor },
  parameters: { shell: { routePath: '/story/list' }, msw: { api: () => storyBoardApi() } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Notification />
      </>
    ),
  ],
} satisfies Meta<typeof BoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvas: HTMLElement) => {
  await within(canvas).findAllByTestId('board-row');
  return within(canvas).getAllByTestId('board-row');
};
const titles = async (canvas: HTMLElement) => (await rowsOf(canvas)).map((row) => within(row).getByTestId('board-row-title').textContent);
const rowTitled = async (canvas: HTMLElement, title: string) => within((await rowsOf(canvas)).find((row) => row.textContent?.includes(title))!);

/** The published ones in order, the pinned one on top with its mark; each row its picture, type, categories, date and frames. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(['Derby day', 'Markets open higher', 'Spring sale', 'Harbour at dawn']);
    const pinned = await rowTitled(canvasElement, 'Derby day');
    await expect(pinned.getByLabelText('Pinned')).toBeInTheDocument();
    await expect(pinned.getByText('Sports')).toBeInTheDocument();
    const ad = await rowTitled(canvasElement, 'Spring sale');
    await expect(ad.getByText('Advertisement')).toBeInTheDocument();
    await expect(ad.getByText('All categories')).toBeInTheDocument();
    await expect((await rowTitled(canvasElement, 'Harbour at dawn')).getByText('Sports, Economy')).toBeInTheDocument();
    // Sortable, with the keyboard's instructions; no notice, since the order may be changed.
    await expect((await rowsOf(canvasElement))[1]).toHaveAttribute('aria-roledescription', 'sortable');
    await expect(within(canvasElement).queryByTestId('board-notice')).toBeNull();
    await expect(within(canvasElement).getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'New story' })).toBeInTheDocument();
  },
};

/** The pending ones by publish date: nothing moves or pins there, and the screen says why. */
export const PendingList: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Pending (2)' }));
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Election night', 'Summer offer']));
    await expect(canvas.getByTestId('board-notice')).toHaveTextContent('Remove the filters and show the published list to change the order or a pin');
    await expect((await rowsOf(canvasElement))[0]).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.queryAllByRole('button', { name: /^(Pin|Unpin)$/ })).toHaveLength(0);
    await expect((loaded.api as ReturnType<typeof storyBoardApi>).writes).toEqual([]);
  },
};

/** A filter in the address: the list is a part of the board, so the pins are disabled and the rule is told. */
export const Filtered: Story = {
  parameters: { shell: { routePath: '/story/list', initialPath: `/story/list?filter=${encodeURIComponent(JSON.stringify({ type: '2' }))}` } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Spring sale']));
    await expect(within(canvasElement).getByTestId('board-notice')).toHaveTextContent('Remove the filters');
    await expect(within(canvasElement).getByRole('button', { name: 'Pin' })).toBeDisabled();
    await expect((await rowsOf(canvasElement))[0]).not.toHaveAttribute('aria-roledescription');
  },
};

/** Pinned, a story goes under the pinned ones at once, and the server is asked once. */
export const PinGoesOnTop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { writes } = loaded.api as ReturnType<typeof storyBoardApi>;
    await userEvent.click((await rowTitled(canvasElement, 'Harbour at dawn')).getByRole('button', { name: 'Pin' }));
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Derby day', 'Harbour at dawn', 'Markets open higher', 'Spring sale']));
    await expect((await rowTitled(canvasElement, 'Harbour at dawn')).getByLabelText('Pinned')).toBeInTheDocument();
    await expect(writes).toEqual([{ operation: 'pinStory', id: '4', afterId: undefined, pinned: true }]);
  },
};

/** A refused pin is told with the server's reason, and the board shows the server's order again. */
export const PinRefused: Story = {
  parameters: { msw: { api: () => storyBoardApi({ refuse: 'Only a published story can be pinned.' }) }, expectedErrors: ['GraphQLResponseError: Only a published story can be pinned.'] },
  play: async ({ canvasElement }) => {
    await userEvent.click((await rowTitled(canvasElement, 'Markets open higher')).getByRole('button', { name: 'Pin' }));
    await within(document.body).findByText('The pin could not be changed. Only a published story can be pinned.');
    await waitFor(async () => expect(await titles(canvasElement)).toEqual(['Derby day', 'Markets open higher', 'Spring sale', 'Harbour at dawn']));
    await expect((await rowTitled(canvasElement, 'Markets open higher')).queryByLabelText('Pinned')).toBeNull();
  },
};

export const DeleteAfterConfirming: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { writes } = loaded.api as ReturnType<typeof storyBoardApi>;
    await userEvent.click((await rowTitled(canvasElement, 'Markets open higher')).getByRole('button', { name: 'Delete' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Delete “Markets open higher”?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await titles(canvasElement)).not.toContain('Markets open higher'));
    await expect(writes).toEqual([{ operation: 'deleteStory', id: '2' }]);
  },
};

/** Without story.save: no new story, no moving, no pins; the screen says why. */
export const ReadOnly: Story = {
  args: { can: granted('story.view') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    await expect(canvas.getByTestId('board-notice')).toHaveTextContent('You can view this list; changing it needs the permission to save.');
    await expect(canvas.queryByRole('button', { name: 'New story' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(Pin|Unpin|Delete)$/ })).toHaveLength(0);
    await expect((await rowsOf(canvasElement))[0]).not.toHaveAttribute('aria-roledescription');
  },
};

/** With story.save but not storyAd.save: the advertisement neither moves nor pins, and its pin says why. */
export const AdvertisementNeedsItsPermission: Story = {
  args: { can: granted('story.view', 'story.save') },
  play: async ({ canvasElement }) => {
    const ad = await rowTitled(canvasElement, 'Spring sale');
    await expect(ad.getByRole('button', { name: 'Pin' })).toBeDisabled();
    const rows = await rowsOf(canvasElement);
    await expect(rows[2]).not.toHaveAttribute('aria-roledescription');
    await expect(rows[3]).toHaveAttribute('aria-roledescription', 'sortable');
    await expect(ad.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** The reels' board: the same screen, without the frames. */
export const Reels: Story = {
  args: { kind: 'reels' },
  parameters: { shell: { routePath: '/reels/list' } },
  play: async ({ canvasElement }) => {
    await expect(await titles(canvasElement)).toEqual(['Derby day', 'Markets open higher', 'Spring sale', 'Harbour at dawn']);
    await expect(within(canvasElement).getByRole('button', { name: 'New reel' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Frames')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => storyBoardApi({ empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('board-empty')).toHaveTextContent('There are no published stories yet.');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  parameters: { shell: { routePath: '/story/list', initialPath: `/story/list?filter=${encodeURIComponent(JSON.stringify({ state: 'PENDING' }))}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Bekleyen (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByTestId('board-notice')).toHaveTextContent('Sırayı ya da sabitlemeyi değiştirmek için filtreleri kaldırıp yayındaki listeyi gösteriniz');
    await expect(await canvas.findByText('Yeni hikâye')).toBeInTheDocument();
  },
};
