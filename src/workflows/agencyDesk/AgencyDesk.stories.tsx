import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import AgencyDesk from './AgencyDesk.tsx';
import { agencyDeskApi } from '../../test/msw/agencyDeskHandlers.ts';

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
