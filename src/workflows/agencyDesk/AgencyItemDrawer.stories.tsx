import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENCY_DRAFT_TYPES, contentTypeByKey } from '../../../resources/contentTypes.ts';
import { sampleImageUrl } from '../../controls/image/stories/sampleImages.ts';
import { LowcodeEnvironmentProvider } from '../../lowcode/LowcodeEnvironment.tsx';
import { agencyDeskApi, type AgencyDeskApi } from '../../test/msw/agencyDeskHandlers.ts';
import { SAMPLE_AGENCY_ARCHIVES, SAMPLE_AGENCY_CONTENTS, SAMPLE_AGENCY_VIDEOS } from '../../test/msw/samples/agencyDeskSamples.ts';
import { toRow, type AgencyDeskRow, type AgencyTab } from './agencyDeskRows.ts';
import type { AgencyItemPermissions } from './AgencyItemActions.tsx';
import { AgencyItemDrawer } from './AgencyItemDrawer.tsx';

interface DrawerStoryProps {
  tab: AgencyTab;
  itemKey: string;
  permissions: AgencyItemPermissions;
  onRowChange: (key: string, change: object) => void;
  onClose: () => void;
}

const EVERYTHING: AgencyItemPermissions = { changeStatus: true, mark: true, archive: true, createContent: AGENCY_DRAFT_TYPES.map(contentTypeByKey) };
const NOTHING: AgencyItemPermissions = { changeStatus: false, mark: false, archive: false, createContent: [] };
const environment = { previewUrl: (path: string) => sampleImageUrl(300, 200, path.split('/').pop() ?? path), fileUrl: (path: string) => `https://media.example/${path}` };

/** The row of a sample item, as its tab's list gives it. */
const rowOf = (tab: AgencyTab, key: string): AgencyDeskRow =>
  [...SAMPLE_AGENCY_CONTENTS.map((item) => toRow('contents', item)), ...SAMPLE_AGENCY_ARCHIVES.map((item) => toRow('archive', item)), ...SAMPLE_AGENCY_VIDEOS.map((item) => toRow('video', item))].find(
    (row) => row.key === key && (tab === 'contents') === !row.detail,
  )!;

/** The detail drawer of one sample item, over a fresh sample desk per run (MSW handlers; `loaded.api`). */
const meta = {
  title: 'Workflows/AgencyDesk/AgencyItemDrawer',
  component: AgencyItemDrawer as unknown as (props: DrawerStoryProps) => null,
  globals: { locale: 'en' },
  args: { tab: 'contents', itemKey: 'urn:sample:1', permissions: EVERYTHING, onRowChange: fn(), onClose: fn() },
  parameters: { msw: { api: () => agencyDeskApi() } },
  render: (args) => (
    <LowcodeEnvironmentProvider value={environment}>
      <AgencyItemDrawer tab={args.tab} row={rowOf(args.tab, args.itemKey)} permissions={args.permissions} onClose={args.onClose} onRowChange={args.onRowChange} />
    </LowcodeEnvironmentProvider>
  ),
} satisfies Meta<DrawerStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const deskOf = (loaded: Record<string, unknown>) => (loaded as { api: AgencyDeskApi }).api;
const drawer = async () => within(await within(document.body).findByRole('dialog'));

export const AgencyItem: Story = {
  play: async ({ args }) => {
    const detail = await drawer();
    await expect(await detail.findByRole('heading', { name: 'Harbour reopens after the storm' })).toBeInTheDocument();
    // The heading comes with the row; the rest with the item's own request and the lazily loaded text view.
    await expect(await detail.findByText('Ferries run again from this morning.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(detail.getByText('İzmir, TR')).toBeInTheDocument();
    await expect(detail.getByText('Anadolu Ajansı')).toBeInTheDocument();
    await expect(detail.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    await expect(detail.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(expect.arrayContaining(['harbour', 'weather']));
    // The wire's markup is shown by the simple HTML list: its script and image never reach the page.
    const text = within(detail.getByRole('region', { name: 'Text' }));
    await expect(text.getByText('reopened').tagName).toBe('STRONG');
    await expect(text.getByRole('link', { name: 'Wire page' })).toHaveAttribute('href', 'https://wire.example/harbour');
    await expect(text.queryByRole('img')).toBeNull();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await expect(within(detail.getByRole('region', { name: 'Photos' })).getByRole('img', { name: 'Ferries at the pier' })).toBeInTheDocument();
    await userEvent.click(detail.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const MarkUsed: Story = {
  play: async ({ args, loaded }) => {
    const detail = await drawer();
    await userEvent.click(await detail.findByRole('switch', { name: 'Used' }));
    await expect(await detail.findByText('Saved.')).toBeInTheDocument();
    await expect(detail.getByRole('switch', { name: 'Used' })).toBeChecked();
    // Opening marked it read first (a new version): the mark is based on that one.
    await expect(deskOf(loaded).marks).toEqual([{ agencyContentId: 'urn:sample:1', version: 2, hasItBeenUsed: true }]);
    await expect(args.onRowChange).toHaveBeenLastCalledWith('urn:sample:1', expect.objectContaining({ status: 'read', hasItBeenUsed: true, isInappropriate: false }));
  },
};

export const OpeningMarksRead: Story = {
  play: async ({ args, loaded }) => {
    const detail = await drawer();
    await expect(await detail.findByRole('combobox', { name: 'Status' })).toHaveTextContent('Read');
    await expect(deskOf(loaded).statusChanges).toEqual([{ key: 'urn:sample:1', status: 'read' }]);
    await expect(args.onRowChange).toHaveBeenCalledWith('urn:sample:1', { status: 'read' });
  },
};

export const OpeningWithoutStatusRightMarksNothing: Story = {
  args: { permissions: { changeStatus: false, mark: true, archive: true, createContent: [] } },
  play: async ({ loaded }) => {
    const detail = await drawer();
    await expect(await detail.findByText('New')).toBeInTheDocument();
    await expect(deskOf(loaded).statusChanges).toEqual([]);
  },
};

export const ConflictReloads: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: This record was changed by someone else.'] },
  play: async ({ loaded }) => {
    const detail = await drawer();
    const used = await detail.findByRole('switch', { name: 'Used' });
    // Meanwhile someone else marks the item inappropriate.
    deskOf(loaded).changeBehindTheEditor('urn:sample:1', { isInappropriate: true });
    await userEvent.click(used);
    const notice = within(await detail.findByRole('alert'));
    await expect(notice.getByText('Someone else changed this item meanwhile')).toBeInTheDocument();
    // What differs now: their mark, and ours that was not written.
    const rows = within(notice.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    await expect(rows).toEqual(['UsedNoYes', 'InappropriateYesNo']);
    // Reloaded: their mark shows, ours was not written.
    await expect(detail.getByRole('switch', { name: 'Inappropriate' })).toBeChecked();
    await expect(detail.getByRole('switch', { name: 'Used' })).not.toBeChecked();
    // Keeping ours sends it again, on the new version.
    await userEvent.click(notice.getByRole('button', { name: 'Keep my changes' }));
    await expect(await detail.findByText('Saved.')).toBeInTheDocument();
    await expect(deskOf(loaded).content('urn:sample:1')).toMatchObject({ hasItBeenUsed: true, isInappropriate: true, version: 4 });
  },
};

/** Opens the editor's form and types a new title over the old one. */
async function editTitle(detail: Awaited<ReturnType<typeof drawer>>, title: string) {
  await userEvent.click(await detail.findByRole('button', { name: 'Edit' }));
  const field = detail.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(field);
  await userEvent.type(field, title);
  return field;
}

export const EditSaves: Story = {
  play: async ({ args, loaded }) => {
    const detail = await drawer();
    await editTitle(detail, 'Harbour open again');
    await userEvent.click(detail.getByRole('button', { name: 'Save' }));
    await expect(await detail.findByRole('heading', { name: 'Harbour open again' })).toBeInTheDocument();
    await expect(detail.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await expect(deskOf(loaded).content('urn:sample:1')).toMatchObject({ title: 'Harbour open again', version: 3 });
    await expect(args.onRowChange).toHaveBeenLastCalledWith('urn:sample:1', expect.objectContaining({ title: 'Harbour open again' }));
  },
};

export const EditConflictKeepsWhatWasTyped: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: This record was changed by someone else.'] },
  play: async ({ loaded }) => {
    const detail = await drawer();
    const field = await editTitle(detail, 'Harbour open again');
    // Meanwhile the wire corrects the title and the spot.
    deskOf(loaded).changeBehindTheEditor('urn:sample:1', { title: 'Harbour reopens after the storm (corrected)', spot: 'Ferries run again from noon.' });
    await userEvent.click(detail.getByRole('button', { name: 'Save' }));
    const notice = within(await detail.findByRole('alert'));
    const rows = within(notice.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    await expect(rows).toEqual(['TitleHarbour reopens after the storm (corrected)Harbour open again', 'SpotFerries run again from noon.Ferries run again from this morning.']);
    // Nothing typed is lost, nothing was written.
    await expect(field).toHaveValue('Harbour open again');
    await expect(deskOf(loaded).content('urn:sample:1')?.title).toBe('Harbour reopens after the storm (corrected)');
    await userEvent.click(notice.getByRole('button', { name: 'Keep my changes' }));
    await expect(detail.queryByRole('alert')).toBeNull();
    // The editor's title on the current version: the corrected spot they did not touch comes in.
    await expect(field).toHaveValue('Harbour open again');
    await expect(detail.getByRole('textbox', { name: 'Spot' })).toHaveValue('Ferries run again from noon.');
    // Saved again, now on the current version: only the editor's title, knowingly over the correction.
    await userEvent.click(detail.getByRole('button', { name: 'Save' }));
    await expect(await detail.findByRole('heading', { name: 'Harbour open again' })).toBeInTheDocument();
    await expect(deskOf(loaded).content('urn:sample:1')).toMatchObject({ title: 'Harbour open again', spot: 'Ferries run again from noon.', version: 4 });
    await expect(deskOf(loaded).marks.at(-1)).toEqual({ agencyContentId: 'urn:sample:1', version: 3, title: 'Harbour open again' });
  },
};

export const EditConflictLoadsTheCurrentVersion: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: This record was changed by someone else.'] },
  play: async ({ loaded }) => {
    const detail = await drawer();
    await editTitle(detail, 'Harbour open again');
    deskOf(loaded).changeBehindTheEditor('urn:sample:1', { title: 'Harbour reopens after the storm (corrected)' });
    await userEvent.click(detail.getByRole('button', { name: 'Save' }));
    const notice = within(await detail.findByRole('alert'));
    await userEvent.click(notice.getByRole('button', { name: 'Load the current version' }));
    await expect(detail.getByRole('textbox', { name: 'Title' })).toHaveValue('Harbour reopens after the storm (corrected)');
    await expect(deskOf(loaded).content('urn:sample:1')?.title).toBe('Harbour reopens after the storm (corrected)');
  },
};

export const Embargoed: Story = {
  args: { itemKey: 'urn:sample:4' },
  play: async ({ loaded }) => {
    const detail = await drawer();
    await expect(await detail.findByText(/^Embargo until /)).toBeInTheDocument();
    // The server refuses it too; the button says why it waits.
    const archive = detail.getByRole('button', { name: 'Save to archive' });
    await expect(archive).toBeDisabled();
    await expect(archive).toHaveAccessibleDescription(/^Under embargo until .*: it can be saved to the archive once the embargo ends\.$/);
    await expect(deskOf(loaded).archived).toEqual([]);
  },
};

export const NotEmbargoed: Story = {
  play: async () => {
    const detail = await drawer();
    await expect(await detail.findByRole('button', { name: 'Save to archive' })).toBeEnabled();
    await expect(detail.queryByText(/^Embargo until /)).toBeNull();
  },
};

export const ChangeStatus: Story = {
  play: async ({ args, loaded }) => {
    const detail = await drawer();
    await userEvent.click(await detail.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'In progress' }));
    await expect(await detail.findByText('The status was changed')).toBeInTheDocument();
    await expect(deskOf(loaded).content('urn:sample:1')?.status).toBe('inProgress');
    // Opening marked it read (version 2), the change made version 3: the row's bulk marks are based on it.
    await expect(args.onRowChange).toHaveBeenLastCalledWith('urn:sample:1', { status: 'inProgress', version: 3 });
  },
};

export const SaveToArchive: Story = {
  play: async ({ loaded }) => {
    const detail = await drawer();
    await userEvent.click(await detail.findByRole('button', { name: 'Save to archive' }));
    await expect(await detail.findByText('The item was saved to the archive.')).toBeInTheDocument();
    await expect(deskOf(loaded).archived).toEqual([
      expect.objectContaining({ agencyContentId: 'urn:sample:1', agencyId: '1', title: 'Harbour reopens after the storm', images: [expect.objectContaining({ path: 'images/2026/04/harbour.jpg' })] }),
    ]);
    // The server marks the source used; the reloaded item says so.
    await waitFor(() => expect(detail.getByRole('switch', { name: 'Used' })).toBeChecked());
  },
};

export const ArchiveRefusedWithoutImage: Story = {
  args: { itemKey: 'urn:sample:2' },
  play: async ({ loaded }) => {
    const detail = await drawer();
    await expect(await detail.findByRole('img', { name: 'Image missing' })).toBeInTheDocument();
    await userEvent.click(detail.getByRole('button', { name: 'Save to archive' }));
    await expect(await detail.findByText('Number of archive images must be 1 or more.')).toBeInTheDocument();
    await expect(deskOf(loaded).archived).toEqual([]);
  },
};

export const ReadOnly: Story = {
  args: { permissions: NOTHING },
  play: async () => {
    const detail = await drawer();
    await expect(await detail.findByText('New')).toBeInTheDocument();
    await expect(detail.queryByRole('combobox')).toBeNull();
    await expect(detail.queryByRole('switch')).toBeNull();
    await expect(detail.queryByRole('button', { name: 'Save to archive' })).toBeNull();
  },
};

export const ArchiveItem: Story = {
  args: { tab: 'archive', itemKey: '7', permissions: { changeStatus: true, mark: false, archive: true, createContent: [] } },
  play: async () => {
    const detail = await drawer();
    await expect(await detail.findByRole('heading', { name: 'Festival draws thousands' })).toBeInTheDocument();
    await expect(detail.getByText('Approved')).toBeInTheDocument();
    await expect(detail.getByText('Deniz Editor')).toBeInTheDocument();
    await expect(detail.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    // Marks and archiving are an agency item's.
    await expect(detail.queryByRole('switch')).toBeNull();
    await expect(detail.queryByRole('button', { name: 'Save to archive' })).toBeNull();
  },
};

export const VideoItem: Story = {
  args: { tab: 'video', itemKey: '3' },
  play: async () => {
    const detail = await drawer();
    await expect(await detail.findByText('Mehmet Kaya')).toBeInTheDocument();
    await expect(detail.getByRole('link', { name: 'Video 1' })).toHaveAttribute('href', 'https://media.example/videos/2026/04/snow.mp4');
    await expect(detail.getByText('Video missing')).toBeInTheDocument();
    await expect(detail.queryByRole('region', { name: 'Photos' })).toBeNull();
  },
};

export const Turkish: Story = {
  args: { itemKey: 'urn:sample:2' },
  globals: { locale: 'tr' },
  play: async () => {
    const detail = await drawer();
    await userEvent.click(await detail.findByRole('button', { name: 'Arşive kaydet' }));
    await expect(await detail.findByText('arşiv görseli sayısı en az 1 olmalıdır.')).toBeInTheDocument();
  },
};
