import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import AgencyDesk from './AgencyDesk.tsx';
import { agencyDeskApi, type AgencyDeskApi } from '../../test/msw/agencyDeskHandlers.ts';
import { withAlerts } from '../../test/withAlerts.tsx';

const everything = () => true;
const agencyOnly = (permission: string | readonly string[]) => [permission].flat().includes('agency.view');

/** The desk page over the sample desk (MSW handlers, src/test/msw/agencyDeskHandlers.ts), on its route, with the permissions of `args.can`. */
const meta = {
  title: 'Workflows/AgencyDesk/AgencyDesk',
  component: AgencyDesk,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/agency/list/:tab?', initialPath: '/agency/list' }, msw: { api: () => agencyDeskApi() } },
} satisfies Meta<typeof AgencyDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editor: Story = {
  args: { can: everything },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Agency contents' });
    await expect(await within(table).findByText('Harbour reopens after the storm')).toBeInTheDocument();
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agency contents', 'Archive', 'Videos']);
    // A short first page: everything is shown, no "show more".
    await expect(await page.findByText('All items are shown')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(within(table).getByText('Central bank holds the rate'));
    await expect(await within(document.body).findByRole('heading', { name: 'Central bank holds the rate' })).toBeInTheDocument();
  },
};

export const AgencyOnlyEditor: Story = {
  args: { can: agencyOnly },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Agency contents' });
    await within(table).findByText('Harbour reopens after the storm');
    // No archive tab, and statuses are shown, not offered.
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agency contents', 'Videos']);
    await expect(within(table).queryAllByRole('combobox')).toHaveLength(0);
    await expect(within(table).queryAllByRole('button', { name: /^Status of / })).toHaveLength(0);
    await expect(within(table).getAllByText('New').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { can: everything },
  parameters: { msw: { api: () => agencyDeskApi({ contents: [], archives: [], videos: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items')).toBeInTheDocument();
  },
};

/** The desk opened on an address naming an item, as a reload or a shared link does. */
const openedAt = (item: string) => ({ shell: { routePath: '/agency/list/:tab?', initialPath: `/agency/list?item=${encodeURIComponent(item)}` } });
const panel = (name: string) => within(document.body).findByRole('dialog', { name });

export const OpenedFromTheAddress: Story = {
  args: { can: everything },
  parameters: openedAt('urn:sample:2'),
  play: async ({ canvasElement }) => {
    const detail = await panel('Central bank holds the rate');
    // A panel beside the list, not a modal over it: the list stays usable.
    await expect(detail).toHaveAttribute('aria-modal', 'false');
    const table = within(canvasElement).getByRole('table', { name: 'Agency contents' });
    const selected = within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(selected.map((row) => (row as HTMLTableRowElement).cells[1]?.textContent)).toEqual(['Central bank holds the rateThe decision was expected.']);
  },
};

export const KeysMoveThroughTheItems: Story = {
  args: { can: everything },
  parameters: openedAt('urn:sample:1'),
  play: async ({ canvasElement }) => {
    await panel('Harbour reopens after the storm');
    await userEvent.keyboard('j');
    await panel('Central bank holds the rate');
    await userEvent.keyboard('j');
    await panel('Local team wins away');
    await userEvent.keyboard('k');
    await panel('Central bank holds the rate');
    // The arrows on the list do the same.
    const table = within(canvasElement).getByRole('table', { name: 'Agency contents' });
    fireEvent.keyDown(within(table).getAllByRole('row')[2]!, { key: 'ArrowDown' });
    await panel('Local team wins away');
    // Typing in a field is typing, not moving.
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit' }));
    await userEvent.type(within(document.body).getByRole('textbox', { name: 'Title' }), 'jk');
    await expect(await panel('Local team wins away')).toBeInTheDocument();
    // Escape in the field is the field's; on the page it closes the item.
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog', { name: 'Local team wins away' })).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const StatusChipMenu: Story = {
  args: { can: everything },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table', { name: 'Agency contents' }));
    const chip = await table.findByRole('button', { name: /^Status of Local team wins away: / });
    await expect(chip).toHaveTextContent('New');
    await userEvent.click(chip);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'In progress' }));
    await waitFor(() => expect(chip).toHaveTextContent('In progress'));
    // Changing a status does not open the item.
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const EmbargoOnRowsAndFilter: Story = {
  args: { can: everything },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Agency contents' });
    const titles = () => within(table).queryAllByRole('row').slice(1).map((row) => row.querySelector('td:nth-child(2) button')?.textContent);
    const embargoed = (await within(table).findByText('Election turnout figures')).closest('tr')!;
    await expect(within(embargoed).getByText(/^Embargo until /)).toBeInTheDocument();
    await expect(within(table).getAllByText(/^Embargo until /)).toHaveLength(1);
    const choose = async (option: string) => {
      await userEvent.click(page.getByRole('combobox', { name: 'Embargo' }));
      fireEvent.click(await within(document.body).findByRole('option', { name: option }));
    };
    await choose('Under embargo');
    await waitFor(() => expect(titles()).toEqual(['Election turnout figures']));
    await choose('Not under embargo');
    await waitFor(() => expect(titles()).toEqual(['Harbour reopens after the storm', 'Central bank holds the rate', 'Local team wins away']));
  },
};

const deskOf = (loaded: Record<string, unknown>) => (loaded as { api: AgencyDeskApi }).api;

/** Rows chosen and changed together: a status from the bar's menu (one refused), then a mark on the version the status made. */
export const BulkStatusAndMarks: Story = {
  args: { can: everything },
  // The confirmation is the app's alert dialog.
  decorators: [withAlerts],
  parameters: { msw: { api: () => agencyDeskApi({}, { refusals: { 'urn:sample:2': { code: 'CONFLICT', message: 'This record was changed by someone else.' } } }) } },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const body = within(document.body);
    const table = await page.findByRole('table', { name: 'Agency contents' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: 'Choose Harbour reopens after the storm' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Central bank holds the rate' }));
    // The bar leaves with the last chosen row and comes back with the next: read it each time.
    const bar = () => within(page.getByRole('toolbar', { name: 'Actions on the chosen rows' }));
    await expect(bar().getByText('2 rows chosen')).toBeInTheDocument();

    await userEvent.click(bar().getByRole('button', { name: 'Status' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Set the status to Done' }));
    const confirm = await body.findByRole('dialog', { name: 'Set the status to Done?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Set the status to Done' }));
    await expect(await page.findByTestId('bulk-result')).toHaveTextContent('Set the status to Done: 1 done, 1 refused: changed meanwhile');
    // The refused row stays chosen; the done one shows its status.
    await expect(bar().getByText('1 row chosen')).toBeInTheDocument();
    const harbour = within(within(table).getByText('Harbour reopens after the storm').closest('tr')!);
    await expect(harbour.getByRole('button', { name: /^Status of Harbour/ })).toHaveTextContent('Done');

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Central bank holds the rate' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Choose Harbour reopens after the storm' }));
    await userEvent.click(bar().getByRole('button', { name: 'Marks' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Mark as used' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Mark as used?' })).getByRole('button', { name: 'Mark as used' }));
    await waitFor(() => expect(harbour.getByText('Used')).toBeInTheDocument());
    // The mark was based on the version the status change made (1, then 2).
    await expect(deskOf(loaded).bulkCalls.map((call) => [call.action, call.value, call.rows])).toEqual([
      ['status', 'done', [{ id: 'urn:sample:1', version: 1 }, { id: 'urn:sample:2', version: 1 }]],
      ['used', 'true', [{ id: 'urn:sample:1', version: 2 }]],
    ]);
  },
};
