import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { notificationApi } from '../../test/msw/notificationHandlers.ts';
import NotificationList from './NotificationList.tsx';

/** The notifications over the samples (src/test/msw/notificationHandlers.ts): each platform a chip coloured by its delivery state. */
const meta = {
  title: 'Workflows/Notifications/NotificationList',
  component: NotificationList,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/notifications' }, msw: { api: () => notificationApi() } },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTable = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const table = await page.findByRole('table', { name: 'Notifications' }, { timeout: 10_000 });
  await within(table).findByText('Earthquake in the Aegean');
  return { page, table };
};

/** Newest first; the chips carry their counts; a failed send names its failed platforms with the spec's message. */
export const Deliveries: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await openTable(canvasElement);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Tomorrow’s match preview'),
      expect.stringContaining('Earthquake in the Aegean'),
      expect.stringContaining('Election results are in'),
      expect.stringContaining('The bridge reopens'),
    ]);
    const web = within(rows[1]!).getByLabelText('Web — Sent 1,203 / 1,210, 7 expired');
    await expect(web).toHaveAttribute('data-state', 'sent');
    await expect(within(rows[0]!).getByLabelText('Mobile — Waiting')).toHaveAttribute('data-state', 'waiting');
    await expect(within(rows[2]!).getByText('The notification could not be sent on these platforms: Mobile')).toBeInTheDocument();
    await expect(within(rows[2]!).getByLabelText(/^Mobile — Failed 0 \/ 400, 400 failed\. The service answered 403/)).toHaveAttribute('data-state', 'failed');
    await expect(within(rows[3]!).getByLabelText('Mail — Canceled')).toHaveAttribute('data-state', 'canceled');
    await expect(within(rows[1]!).getByTitle('Breaking news area')).toBeInTheDocument();
  },
};

/** The delivery state filter goes into the address and asks the server for the failed ones only. */
export const FilteredByState: Story = {
  play: async ({ canvasElement }) => {
    const { page, table } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Delivery state' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(table).queryByText('Earthquake in the Aegean')).toBeNull(), { timeout: 5_000 });
    await expect(await within(table).findByText('Election results are in')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => notificationApi({ notifications: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no notification.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
