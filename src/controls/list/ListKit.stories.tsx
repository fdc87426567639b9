import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { sampleChannel, SampleList, sampleRows, sampleSource } from './stories/SampleList.tsx';

/** The list kit over sample rows (src/controls/list/stories): a list screen declared with its pieces alone. */
const meta = {
  title: 'Controls/ListKit',
  component: SampleList,
  globals: { locale: 'en' },
  args: { fetchPage: sampleSource(sampleRows(60)) },
  parameters: { shell: { routePath: '/sample', initialPath: '/sample' } },
} satisfies Meta<typeof SampleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Sample stories' });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole<HTMLTableRowElement>('row').slice(1);

/** 60 rows: 50, then "show more" brings the last 10 and the list says all are shown. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(60));
    await expect(await canvas.findByText('All records are shown')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Exactly a page: "show more" is offered, and the empty page it brings ends the list. */
export const ExactlyAPage: Story = {
  args: { fetchPage: sampleSource(sampleRows(50)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByText('All records are shown')).toBeInTheDocument();
    await expect(bodyRows(await table(canvasElement))).toHaveLength(50);
  },
};

export const NoData: Story = {
  args: { fetchPage: sampleSource([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('All records are shown')).toBeNull();
  },
};

/** The first answer fails: the list says so, and "try again" asks again. */
export const LoadFailure: Story = {
  args: {
    fetchPage: (() => {
      const source = sampleSource(sampleRows(3));
      let calls = 0;
      return (choices, page) => (++calls === 1 ? Promise.reject(new Error('Failed to fetch')) : source(choices, page));
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The list could not be loaded.')).toBeInTheDocument();
    await expect(canvas.queryByText('No data')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(bodyRows(await table(canvasElement))).toHaveLength(3));
    await expect(canvas.queryByText('The list could not be loaded.')).toBeNull();
  },
};

/** The filters live in the address; "clear filters" empties it. */
export const FiltersInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(50));
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    fireEvent.mouseDown(canvas.getByRole('combobox', { name: 'Source' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'DHA' }));
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(20));
    await expect(canvas.getByRole('status', { name: 'address' })).toHaveTextContent('?filter={"source":"DHA"}');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(50));
    await expect(canvas.getByRole('status', { name: 'address' })).toHaveTextContent(/^$/);
  },
};

/** "Columns" hides and shows a column; the title stays. */
export const ChooseColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await table(canvasElement);
    // The open menu hides the page from the accessibility tree.
    const headers = () => within(rows).getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);
    await expect(headers()).toEqual(['Time', 'Title', 'Source']);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = within(await within(document.body).findByRole('menu', { name: 'Columns shown' }));
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Title' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Source' }));
    await waitFor(() => expect(headers()).toEqual(['Time', 'Title']));
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Source' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(menu.getByRole('menuitemcheckbox', { name: 'Source' }));
    await waitFor(() => expect(headers()).toEqual(['Time', 'Title', 'Source']));
  },
};

/** A row opens its detail in a drawer over the list; Enter on a focused row does too. */
export const RowOpensADrawer: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await within(rows).findByText('Sample story 2'));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Sample story 2' }));
    await expect(drawer.getByText('DHA')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const third = within(rows).getByText('Sample story 3').closest('tr')!;
    third.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(document.body).findByRole('dialog', { name: 'Sample story 3' })).toBeInTheDocument();
  },
};

/** Or beside the list, which stays usable; the open row is marked. */
export const RowOpensAPanel: Story = {
  args: { panel: true },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await within(rows).findByText('Sample story 2'));
    const panel = await within(canvasElement).findByRole('dialog', { name: 'Sample story 2' });
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(within(rows).getByText('Sample story 2').closest('tr')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(rows).getByText('Sample story 4'));
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Sample story 4' })).toBeInTheDocument();
  },
};

const channel = sampleChannel();

/** Rows changed, added and removed by a subscription show at once, without asking again. */
export const LiveRows: Story = {
  args: { live: channel.live },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await within(rows).findByText('Sample story 1');
    channel.send((list) => list.mergeRow('2', { title: 'Sample story 2, updated' }));
    channel.send((list) => list.addRow({ id: 'new', title: 'Breaking: just in', source: 'AA', createdDate: '2026-11-20T12:05:00.000Z', cursor: 'new' }));
    channel.send((list) => list.removeRow('3'));
    await waitFor(() => expect(bodyRows(rows).slice(0, 4).map((row) => row.cells[1]?.textContent)).toEqual(['Breaking: just in', 'Sample story 1', 'Sample story 2, updated', 'Sample story 4']));
    await expect(within(canvasElement).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  },
};
