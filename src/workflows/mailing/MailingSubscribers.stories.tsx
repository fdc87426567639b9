import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { en as mailingTexts } from '../../../resources/messages/mailing.ts';
import { subscribersApi } from '../../test/msw/mailingHandlers.ts';
import MailingSubscribers from './MailingSubscribers.tsx';

/** The channels' readers over the sample ones (src/test/msw/mailingHandlers.ts). */
const meta = {
  title: 'Workflows/Mailing/MailingSubscribers',
  component: MailingSubscribers,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/mailing/subscribers' }, msw: { api: () => subscribersApi() } },
} satisfies Meta<typeof MailingSubscribers>;

export default meta;
type Story = StoryObj<typeof meta>;

const channelFilter = encodeURIComponent(JSON.stringify({ channel: '1' }));

export const AllChannels: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Newsletter subscribers' }, { timeout: 10_000 });
    await within(table).findByText('reader1@example.com');
    await expect(within(table).getByText('Waiting for confirmation')).toBeInTheDocument();
    await expect(within(table).getByText('Bounced')).toBeInTheDocument();
    // Adding and importing name a channel.
    await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(page.getByText('Choose a channel to add or import subscribers.')).toBeInTheDocument();
  },
};

export const AddAndUnsubscribe: Story = {
  parameters: {
    shell: { routePath: '/mailing/subscribers', initialPath: `/mailing/subscribers?filter=${channelFilter}` },
    expectedErrors: [`GraphQLResponseError: ${mailingTexts.mailing.subscribers.errors.invalidEmail}`],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await page.findByRole('table', { name: 'Newsletter subscribers' }, { timeout: 10_000 });
    await within(table).findByText('reader1@example.com');
    await expect(within(table).queryByText('reader2@example.com')).toBeNull();

    await userEvent.click(page.getByRole('button', { name: 'Add' }));
    const dialog = await body.findByRole('dialog', { name: 'Add a subscriber' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'New.Reader@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(table).findByText('new.reader@example.com', {}, { timeout: 5_000 })).toBeInTheDocument();

    // The add dialog is gone (the page is no longer hidden behind it).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    const row = within(table).getByText('reader1@example.com').closest('tr')!;
    await userEvent.click(await within(row as HTMLElement).findByRole('button', { name: 'Unsubscribe' }));
    const confirm = await body.findByRole('dialog');
    await expect(within(confirm).getByText('reader1@example.com will no longer receive this channel\'s newsletters.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(within(row as HTMLElement).getByText('Unsubscribed')).toBeInTheDocument(), { timeout: 5_000 });
  },
};

export const ImportCsv: Story = {
  parameters: { shell: { routePath: '/mailing/subscribers', initialPath: `/mailing/subscribers?filter=${channelFilter}` } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await page.findByRole('table', { name: 'Newsletter subscribers' }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Import CSV' }));
    const dialog = await body.findByRole('dialog', { name: 'Import subscribers from a CSV file' });
    const file = new File(['email\nada@example.com\nreader1@example.com\nwrong\n'], 'readers.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), file);
    const status = await within(dialog).findByRole('status', {}, { timeout: 5_000 });
    await expect(within(status).getByText('Added: 1. Already there: 1. Invalid lines: 1.')).toBeInTheDocument();
    await expect(within(status).getByText('Line 4: "wrong"')).toBeInTheDocument();
  },
};
