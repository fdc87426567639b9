import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphql, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { activityContentTypes, activityLogApi } from '../../test/msw/activityLogHandlers.ts';
import ActivityLogScreen from './ActivityLogScreen.tsx';

type Api = ReturnType<typeof activityLogApi>;
const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: Api }).api;

/** The activity log over a morning's samples (src/test/msw/activityLogHandlers.ts). */
const meta = {
  title: 'Workflows/ActivityLog/ActivityLogScreen',
  component: ActivityLogScreen,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/settings/system/activity-log' }, msw: { api: () => activityLogApi(), handlers: activityContentTypes } },
} satisfies Meta<typeof ActivityLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTable = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Activity log' }, { timeout: 10_000 });
  await within(table).findByText('Çağla Öztürk');
  return table;
};
const rowOf = (table: HTMLElement, text: string) => within(table).getAllByRole('row').find((row) => row.textContent?.includes(text))!;

/** Newest first: who, the action, the record type, the record (a link to its screen unless deleted), the fields changed, and the revision a content's write kept. */
export const Morning: Story = {
  play: async ({ canvasElement }) => {
    const table = await openTable(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    const published = rowOf(table, 'Status changed');
    // The writer links to their detail; the fields are named as the forms name them.
    await expect(within(published).getByRole('link', { name: 'Cem Şef' })).toHaveAttribute('href', expect.stringMatching(/^\/settings\/system\/user\/detail\/\d+$/));
    await expect(published.textContent).toContain('Status, Published, Publish date');
    await waitFor(() => expect(within(published).getByRole('link', { name: /#41/ })).toHaveAttribute('href', '/content/news/41'));
    await expect(within(published).getByRole('link', { name: 'Revision' })).toHaveAttribute('href', '/content/news/41?revision=903');
    const category = rowOf(table, 'Çağla Öztürk');
    await expect(within(category).getByRole('link', { name: /#12/ })).toHaveAttribute('href', '/settings/content/categories/12');
    await expect(within(category).queryByRole('link', { name: 'Revision' })).toBeNull();
    // A deleted record has no screen to open; a write of the server's own is the system's.
    await expect(within(rowOf(table, 'Deleted')).queryByRole('link', { name: /#/ })).toBeNull();
    await expect(rowOf(table, 'System').textContent).toContain('#3');
  },
};

/** A filter chosen goes to the server and the address keeps it. */
export const FilteredByAction: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement.ownerDocument.body);
    await openTable(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Action' }));
    // MUI's Select clones the click for onChange, which jsdom cannot do with user-event's PointerEvent.
    fireEvent.click(await page.findByRole('option', { name: 'Created' }));
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(within(within(canvasElement).getByRole('table', { name: 'Activity log' })).getAllByRole('row')).toHaveLength(3));
    await expect(apiOf(loaded).asked.at(-1)).toMatchObject({ action: 'create' });
  },
};

/** Nothing matches: the list says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: [graphql.query('ActivityLog', () => HttpResponse.json({ data: { activityLog: [] } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No activity matches the filters.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
