import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mailingApi } from '../../test/msw/mailingHandlers.ts';
import MailingList from './MailingList.tsx';

/** The current newsletters over the sample ones (src/test/msw/mailingHandlers.ts). */
const meta = {
  title: 'Workflows/Mailing/MailingList',
  component: MailingList,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/mailing/list' }, msw: { api: () => mailingApi() } },
} satisfies Meta<typeof MailingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Current newsletters' }, { timeout: 10_000 });
    await within(table).findByText('Newsletter 1');
    await expect(within(table).getByText(/^01\.12\.2026 \d\d:00$/)).toBeInTheDocument();
    await expect(within(table).getAllByText('Upcoming').length).toBeGreaterThan(0);
    await expect(within(table).getByText('Draft')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'New' })).toBeInTheDocument();
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Current newsletters' }, { timeout: 10_000 });
    await within(table).findByText('Newsletter 3');
    await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'Newsletter 2');
    await waitFor(() => expect(page.queryByText('Newsletter 3')).toBeNull(), { timeout: 5_000 });
    await expect(await page.findByText('Newsletter 2', {}, { timeout: 5_000 })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { api: () => mailingApi({ mailings: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no current newsletter.', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
