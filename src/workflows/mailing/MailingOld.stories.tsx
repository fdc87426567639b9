import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { mailingApi, sampleOldMailings } from '../../test/msw/mailingHandlers.ts';
import { pickerInput } from '../../test/pickerFields.ts';
import MailingOldByDate from './MailingOldByDate.tsx';
import MailingOldSent from './MailingOldSent.tsx';
import MailingOldUpcoming from './MailingOldUpcoming.tsx';

/** The old lists over the sample newsletters of 30 November 2026 (src/test/msw/mailingHandlers.ts). */
const meta = {
  title: 'Workflows/Mailing/MailingOld',
  component: MailingOldByDate,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/mailing/old/:sendDate?', initialPath: '/mailing/old/2026-11-30' }, msw: { api: () => mailingApi({ mailings: sampleOldMailings() }) } },
} satisfies Meta<typeof MailingOldByDate>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Newsletters and their delivery' }, { timeout: 10_000 });
const titlesOf = (table: HTMLElement) => within(table).getAllByText(/^(Morning notes|Sunday supplement|What should we watch|Book supplement) \d+ \w+$/).map((cell) => cell.textContent);

export const ByDate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await tableOf(canvasElement);
    await within(table).findByText('Morning notes 30 November');
    // The day's newsletters, soonest first, each with its report; failures are never plain "sent".
    await expect(titlesOf(table)).toEqual(['Morning notes 30 November', 'Sunday supplement 30 November', 'What should we watch 30 November']);
    await expect(within(table).getByText('Sent with 2 failures')).toBeInTheDocument();
    await expect(within(table).getByText('Sending 80/200')).toBeInTheDocument();
    await expect(within(table).getAllByText('Sent')).toHaveLength(2);
    await expect(within(table).getByRole('columnheader', { name: 'Bounced' })).toBeInTheDocument();
    // The counts' headers are short; their full name is their accessible name (and tooltip).
    await expect(within(table).getByRole('columnheader', { name: 'Unsubscribed' })).toHaveTextContent('Unsub.');
    await expect(await pickerInput(canvasElement, 'Send date')).toHaveValue('30.11.2026');
    await userEvent.click(page.getByRole('button', { name: 'Next day' }));
    await expect(await page.findByText('There is no newsletter here.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(async () => expect(await pickerInput(canvasElement, 'Send date')).toHaveValue('01.12.2026'));
  },
};

export const Report: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await userEvent.click(await within(table).findByText('Sunday supplement 30 November'));
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Delivery report: Sunday supplement 30 November' });
    const outbox = await within(panel).findByRole('table', { name: 'Recipients' });
    await expect(within(outbox).getByText('550 5.1.1 No such mailbox')).toBeInTheDocument();
    await expect(within(outbox).getAllByRole('row')).toHaveLength(11);
    // Filtered by state: only the failures, with their SMTP code.
    await userEvent.click(within(panel).getByRole('combobox', { name: 'State' }));
    fireEvent.click(await body.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(within(panel).getByRole('table', { name: 'Recipients' })).getAllByRole('row')).toHaveLength(3));
    await expect(within(panel).getByText('452')).toBeInTheDocument();
    // Without mailingOld.save (no session here) there is no resend.
    await expect(within(panel).queryByRole('button', { name: /Resend/ })).toBeNull();
  },
};

export const Upcoming: Story = {
  render: () => <MailingOldUpcoming />,
  parameters: { shell: { routePath: '/mailing/old-upcoming', initialPath: '/mailing/old-upcoming' } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await within(table).findByText('Book supplement 2 December');
    await expect(titlesOf(table)).toEqual(['Book supplement 2 December', 'Morning notes 3 December']);
    await expect(within(table).getAllByText('Upcoming')).toHaveLength(2);
  },
};

export const Sent: Story = {
  render: () => <MailingOldSent />,
  parameters: { shell: { routePath: '/mailing/old-sent', initialPath: '/mailing/old-sent' } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await within(table).findByText('Morning notes 30 November');
    await expect(titlesOf(table)).toEqual(['What should we watch 30 November', 'Sunday supplement 30 November', 'Morning notes 30 November']);
    await expect(within(canvasElement).getByRole('navigation', { name: 'Old newsletter lists' })).toHaveTextContent('By send dateUpcomingSent');
    await expect(within(canvasElement).getByRole('button', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  },
};
