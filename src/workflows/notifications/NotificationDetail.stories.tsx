import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationApi, sampleNotifications } from '../../test/msw/notificationHandlers.ts';
import NotificationList from './NotificationList.tsx';

/** The notification form in its drawer over the list (`?item=`), over the samples of src/test/msw/notificationHandlers.ts. */
const meta = {
  title: 'Workflows/Notifications/NotificationDetail',
  component: NotificationList,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/content/notifications', initialPath: '/content/notifications?item=new' }, msw: { api: () => notificationApi() } },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement, heading: string) => {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await body.findByRole('dialog', { name: heading }, { timeout: 10_000 });
  return { body, drawer: within(drawer) };
};

/** The samples' scheduled notification a day ahead of the story's run, so the rules let it be saved whenever it runs. */
const ahead = () => sampleNotifications().map((row) => (row.status === 1 ? { ...row, sendDate: new Date(Date.now() + 86_400_000).toISOString() } : row));

/** The title and spot say how long they are against the limits: proper, then too long. */
export const LengthIndicators: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement, 'New notification');
    const title = drawer.getByRole('textbox', { name: /Title/ });
    await userEvent.click(title);
    await userEvent.paste('Short title');
    await expect(drawer.getByText('11/65')).toBeInTheDocument();
    await expect(drawer.getAllByText('Proper')).toHaveLength(2);
    await userEvent.paste(' that goes on and on until it no longer fits a lock screen line');
    await expect(drawer.getByText('Too long')).toBeInTheDocument();
    await expect(drawer.getByText('Too long').closest('[data-length-state]')).toHaveAttribute('data-length-state', 'tooLong');
  },
};

/** The rules run here first: nothing chosen is refused in place, nothing sent. */
export const RulesInTheBrowser: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { drawer } = await openDrawer(canvasElement, 'New notification');
    await userEvent.click(drawer.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('A title');
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Only followers of the categories, within the audience' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Mail' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Schedule' }));
    await expect(await drawer.findByText('Notification save error')).toBeInTheDocument();
    await expect(drawer.getByRole('textbox', { name: /Spot/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByRole('combobox', { name: /Categories/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer.getByRole('combobox', { name: /Mail channel/ })).toHaveAttribute('aria-invalid', 'true');
    await expect((loaded as { api: ReturnType<typeof notificationApi> }).api.saved).toHaveLength(0);
  },
};

/** Send now asks first, naming the platforms and the audience; the chips then follow the send until sent. */
export const SentNow: Story = {
  parameters: { testTimeout: 40_000 },
  play: async ({ canvasElement, loaded }) => {
    const { body, drawer } = await openDrawer(canvasElement, 'New notification');
    await userEvent.click(drawer.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Breaking: the dam holds');
    await userEvent.click(drawer.getByRole('textbox', { name: /Spot/ }));
    await userEvent.paste('The water level is falling.');
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Web' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Mobile' }));
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Breaking news area' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Send now' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Send the notification now?' }));
    await expect(confirm.getByText(/It goes out now on Web, Mobile to the audience "All"/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Send now' }));
    const saved = (loaded as { api: ReturnType<typeof notificationApi> }).api.saved;
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]).toMatchObject({ platforms: [1, 3], isBreakingNews: true, audience: 1 });
    await expect(Math.abs(new Date(String(saved[0]!.sendDate)).getTime() - Date.now())).toBeLessThan(60_000);
    const opened = within(await body.findByRole('dialog', { name: 'Notification' }));
    const group = within(await opened.findByRole('group', { name: 'Delivery per platform' }));
    await waitFor(() => expect(group.getByLabelText('Web — Sent 10 / 10')).toHaveAttribute('data-state', 'sent'), { timeout: 8_000 });
    await userEvent.click(opened.getByRole('button', { name: 'Close' }));
    const table = within(await body.findByRole('table', { name: 'Notifications' }));
    await waitFor(() => expect(table.getByLabelText('Web — Sent 10 / 10')).toHaveAttribute('data-state', 'sent'), { timeout: 8_000 });
    await expect(table.getByLabelText('Mobile — Sent 10 / 10')).toHaveAttribute('data-state', 'sent');
  },
};

/** A scheduled notification is canceled after a confirmation; its platforms show canceled. */
export const Canceled: Story = {
  parameters: { shell: { routePath: '/content/notifications', initialPath: '/content/notifications?item=4' }, msw: { api: () => notificationApi({ notifications: ahead() }) } },
  play: async ({ canvasElement, loaded }) => {
    const { body, drawer } = await openDrawer(canvasElement, 'Notification');
    await expect(drawer.getByRole('textbox', { name: /Title/ })).toHaveValue('Tomorrow’s match preview');
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel notification' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Cancel the notification?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel notification' }));
    const group = within(await drawer.findByRole('group', { name: 'Delivery per platform' }));
    await waitFor(() => expect(group.getByLabelText('Web — Canceled')).toHaveAttribute('data-state', 'canceled'));
    await expect(group.getByLabelText('Mobile — Canceled')).toHaveAttribute('data-state', 'canceled');
    await expect(drawer.getByText(/shown, not changed/)).toBeInTheDocument();
    await expect((loaded as { api: ReturnType<typeof notificationApi> }).api.canceled).toEqual(['4']);
  },
};

/** A stale save is explained; what was typed stays. */
export const Conflict: Story = {
  parameters: {
    shell: { routePath: '/content/notifications', initialPath: '/content/notifications?item=4' },
    expectedErrors: ['GraphQLResponseError: Someone else saved this record meanwhile.'],
    msw: { api: () => notificationApi({ notifications: ahead(), saveRefusal: 'conflict' }) },
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement, 'Notification');
    const title = drawer.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed title');
    await userEvent.click(drawer.getByRole('button', { name: 'Schedule' }));
    await expect(await drawer.findByText(/Someone else changed this notification meanwhile/)).toBeInTheDocument();
    await expect(drawer.getByRole('button', { name: 'Load their version' })).toBeInTheDocument();
    await expect(title).toHaveValue('Typed title');
  },
};

/** A refused save shows the server's field message and keeps what was typed. */
export const SaveRefused: Story = {
  parameters: {
    shell: { routePath: '/content/notifications', initialPath: '/content/notifications?item=4' },
    expectedErrors: ['GraphQLResponseError: Invalid input'],
    msw: { api: () => notificationApi({ notifications: ahead(), saveRefusal: { url: 'The link is not a valid address.' } }) },
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement, 'Notification');
    const link = drawer.getByRole('textbox', { name: 'Link' });
    await userEvent.type(link, '/news/dam');
    await userEvent.click(drawer.getByRole('button', { name: 'Schedule' }));
    await expect(await drawer.findByText('Notification save error')).toBeInTheDocument();
    await expect(drawer.getByText('The link is not a valid address.')).toBeInTheDocument();
    await expect(link).toHaveValue('/news/dam');
  },
};

/** A finished notification opens read only, its chips with their counts. */
export const Finished: Story = {
  parameters: { shell: { routePath: '/content/notifications', initialPath: '/content/notifications?item=3' } },
  play: async ({ canvasElement }) => {
    const { drawer } = await openDrawer(canvasElement, 'Notification');
    await expect(drawer.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    await expect(drawer.queryByRole('button', { name: 'Send now' })).toBeNull();
    await expect(drawer.queryByRole('button', { name: 'Cancel notification' })).toBeNull();
    await expect(drawer.getByLabelText('Web — Sent 1,203 / 1,210, 7 expired')).toBeInTheDocument();
  },
};
