import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mailingApi, sampleSentMails } from '../../test/msw/mailingHandlers.ts';
import SentMailViewer from './SentMailViewer.tsx';

/** What the embedded receiver kept, over the sample messages (src/test/msw/mailingHandlers.ts). */
const meta = {
  title: 'Workflows/Mailing/SentMailViewer',
  component: SentMailViewer,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/mailing/sent-mail/:id?', initialPath: '/mailing/sent-mail' }, msw: { api: () => mailingApi() } },
} satisfies Meta<typeof SentMailViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: date, recipient and subject; a row opens the message. */
export const Kept: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Sent mail' }, { timeout: 10_000 });
    await expect(await within(table).findByText('[Test] Newsletter 1')).toBeInTheDocument();
    await expect(within(table).getByText('reader1@example.test')).toBeInTheDocument();
    await expect(within(table).getByText(/^01\.12\.2026 \d\d:00$/)).toBeInTheDocument();
  },
};

/** One message: its headers, its HTML in a frame that runs nothing, its text part. */
export const Message: Story = {
  parameters: { shell: { routePath: '/mailing/sent-mail/:id?', initialPath: '/mailing/sent-mail/2' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Newsletter 1' }, { timeout: 10_000 })).toBeInTheDocument();
    const headers = page.getByRole('table', { name: 'All headers' });
    await expect(within(headers).getByText('<mailing-1.subscriber-1@newsroom.example>')).toBeInTheDocument();
    await expect(within(headers).getByText('<https://newsroom.example/api/public/mailing/unsubscribe?token=t1>')).toBeInTheDocument();
    const frame = page.getByTitle('The message’s HTML') as HTMLIFrameElement;
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.getAttribute('srcdoc')).toContain('Lentil soup');
    await userEvent.click(page.getByRole('tab', { name: 'Text' }));
    await expect(page.getByText(/LENTIL SOUP/)).toBeInTheDocument();
  },
};

/** With a real SMTP relay the server keeps nothing: the viewer says so instead of an empty list. */
export const Relay: Story = {
  parameters: { msw: { api: () => mailingApi({ captured: false }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/sent through an SMTP relay/, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(page.queryByRole('table', { name: 'Sent mail' })).toBeNull();
  },
};

/** One newsletter's messages (the editor's link): the choice is shown and can be removed. */
export const OfOneNewsletter: Story = {
  parameters: {
    shell: { routePath: '/mailing/sent-mail/:id?', initialPath: '/mailing/sent-mail?filter=%7B%22mailing%22%3A%221%22%7D' },
    msw: { api: () => mailingApi({ sentMails: sampleSentMails().map((mail, index) => ({ ...mail, mailingId: index === 2 ? '2' : '1' })) }) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Sent mail' }, { timeout: 10_000 });
    await expect(await within(table).findByText('reader1@example.test')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Newsletter 1' })).toBeInTheDocument();
    await expect(within(table).queryByText('reader2@example.test')).toBeNull();
  },
};
