import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { webhookApi } from '../../test/msw/webhookHandlers.ts';
import WebhooksScreen from './WebhooksScreen.tsx';

/** The site's webhooks over the samples (src/test/msw/webhookHandlers.ts): the site cache (sent after a retry) and a switched-off search index that failed. */
const meta = {
  title: 'Workflows/Webhooks/WebhooksScreen',
  component: WebhooksScreen,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/settings/system/webhooks' }, msw: { api: () => webhookApi() } },
} satisfies Meta<typeof WebhooksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Api = ReturnType<typeof webhookApi>;

const openTable = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  const table = await page.findByRole('table', { name: 'Webhooks of this site' }, { timeout: 10_000 });
  return { page, table, rowOf: (name: string) => within(table).getByText(name).closest('tr')! };
};
const body = () => within(document.body);

/** Each webhook with its address, its events as chips, its switch and its last delivery's status. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const { rowOf } = await openTable(canvasElement);
    const cache = within(rowOf('Site önbelleği'));
    await expect(cache.getByText('https://www.example.com/hooks/newsroom')).toBeInTheDocument();
    await expect(cache.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Content published', 'Content updated', 'Content unpublished', 'Content deleted']);
    await expect(cache.getByRole('switch', { name: 'Active: Site önbelleği' })).toBeChecked();
    await expect(rowOf('Site önbelleği').querySelector('[data-status]')).toHaveAttribute('data-status', 'SENT');
    const index = within(rowOf('Arama dizini'));
    await expect(index.getByRole('switch', { name: 'Active: Arama dizini' })).not.toBeChecked();
    await expect(index.getByText('Failed')).toBeInTheDocument();
  },
};

/** No webhook yet: the screen says what they are for. */
export const Empty: Story = {
  parameters: { msw: { api: () => webhookApi({ empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No webhook yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** A new webhook: the address rule (http(s), no credentials, nothing inside the server's network) speaks as soon as the field is left; saved, the secret is shown once with a copy button. */
export const Create: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { page, table } = await openTable(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'New webhook' }));
    const dialog = await body().findByRole('dialog', { name: 'New webhook' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Mobil uygulama');
    const url = form.getByRole('textbox', { name: /^Address/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://mobil.example.com');
    await userEvent.tab();
    await expect(await form.findByText('Enter a full web address starting with http:// or https://.')).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://user:pw@mobil.example.com/hook');
    await expect(await form.findByText(/must not carry a user name or password/)).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'http://169.254.169.254/latest/meta-data');
    await expect(await form.findByText(/leads into the server's own network/)).toBeInTheDocument();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://mobil.example.com/hook');
    await userEvent.click(form.getByRole('checkbox', { name: 'Headline changed' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const secret = await body().findByRole('dialog', { name: 'Signing secret' });
    await expect(within(secret).getByTestId('webhook-secret')).toHaveValue('whsec_story101');
    await expect(within(secret).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await userEvent.click(within(secret).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(within(table).getByText('Mobil uygulama')).toBeInTheDocument());
    await expect((loaded.api as Api).saved).toEqual([{ name: 'Mobil uygulama', url: 'https://mobil.example.com/hook', events: ['CONTENT_PUBLISHED', 'HEADLINE_CHANGED'], active: true }]);
  },
};

/** The switch saves the webhook with its other values as they are. */
export const SwitchOff: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { rowOf } = await openTable(canvasElement);
    await userEvent.click(within(rowOf('Site önbelleği')).getByRole('switch', { name: 'Active: Site önbelleği' }));
    await waitFor(() => expect((loaded.api as Api).saved).toHaveLength(1));
    await expect((loaded.api as Api).saved[0]).toMatchObject({ id: '1', version: 1, active: false, url: 'https://www.example.com/hooks/newsroom' });
    await waitFor(() => expect(within(rowOf('Site önbelleği')).getByRole('switch')).not.toBeChecked());
  },
};

/** Delete asks first, naming the webhook and its address. */
export const Delete: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { table, rowOf } = await openTable(canvasElement);
    await userEvent.click(within(rowOf('Arama dizini')).getByRole('button', { name: 'Delete: Arama dizini' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('"Arama dizini" and its delivery log are deleted; nothing more is sent to https://search.example.net/ingest.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Arama dizini')).toBeNull());
    await expect((loaded.api as Api).deleted).toEqual(['2']);
  },
};

/** The deliveries of a webhook: status, attempts, answer; a row opens its attempts; "send again" queues it. */
export const Deliveries: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { rowOf } = await openTable(canvasElement);
    await userEvent.click(within(rowOf('Site önbelleği')).getByRole('button', { name: 'Deliveries: Site önbelleği' }));
    const panel = await body().findByRole('dialog', { name: 'Deliveries of "Site önbelleği"' });
    const log = await within(panel).findByRole('table', { name: 'Deliveries' });
    const rows = [...log.querySelectorAll('tr[data-delivery]')];
    await expect(rows.map((row) => row.getAttribute('data-delivery'))).toEqual(['13', '12']);
    await expect(rows[0]).toHaveTextContent('Content updated');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Details' }));
    const details = await within(panel).findByTestId('delivery-details');
    await expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^#1 .*: HTTP 500$/), expect.stringMatching(/^#2 .*: 200$/)]);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(rows[0]!.querySelector('[data-status]')).toHaveAttribute('data-status', 'PENDING'));
    await expect((loaded.api as Api).redelivered).toEqual(['13']);
    await expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};
