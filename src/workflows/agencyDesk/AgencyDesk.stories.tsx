import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
  },
};

export const Empty: Story = {
  args: { can: everything },
  parameters: { msw: { api: () => agencyDeskApi({ contents: [], archives: [], videos: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items')).toBeInTheDocument();
  },
};
