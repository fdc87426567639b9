import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mailingApi, sampleMailings } from '../../test/msw/mailingHandlers.ts';
import MailingDetail from './MailingDetail.tsx';

/** A newsletter's editor over the sample newsletters (src/test/msw/mailingHandlers.ts). */
const meta = {
  title: 'Workflows/Mailing/MailingDetail',
  component: MailingDetail,
  globals: { locale: 'en' },
  parameters: { shell: { routePath: '/mailing/detail/:id?', initialPath: '/mailing/detail/1' }, msw: { api: () => mailingApi() } },
} satisfies Meta<typeof MailingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The samples a day ahead of the story's run, so the browser's lead-time rule lets them be saved whenever it runs. */
const ahead = (mailings = sampleMailings()) => mailings.map((mailing) => ({ ...mailing, sendDate: new Date(Date.now() + 86_400_000).toISOString() }));

const openForm = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await page.findByRole('heading', { name: 'Newsletter 1' }, { timeout: 10_000 });
  return page;
};

/** Two recipes in the order sent; the keyboard's "move down" swaps them. */
export const Reordered: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const list = page.getByRole('list', { name: 'The newsletter’s news' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Lentil soup');
    await userEvent.click(within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Move down' }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Baklava');
    await userEvent.click(within(within(list).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Remove' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A refused save keeps what was typed, with the server's message under its field and the spec's save error. */
export const SaveRefused: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: Invalid input'], msw: { api: () => mailingApi({ mailings: ahead(), saveRefusal: { title: 'Field Title is required.' } }) } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const title = page.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed title');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Mailing save error')).toBeInTheDocument();
    await expect(page.getByText('Field Title is required.')).toBeInTheDocument();
    await expect(title).toHaveValue('Typed title');
  },
};

/** Saved, then refused by scheduleMailing: the spec's message, with Retry. */
export const ScheduleFailed: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: Invalid input'], msw: { api: () => mailingApi({ mailings: ahead().map((mailing) => ({ ...mailing, status: 1 })), refuseSchedule: true }) } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Schedule' }));
    await expect(await page.findByText(/saved but could not be scheduled/)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** Cancel asks first; a refusal says the cancel failed. */
export const CancelRefused: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: This mailing is already being sent and can no longer be changed or canceled.'], msw: { api: () => mailingApi({ refuseCancel: true }) } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel the newsletter' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('Cancel this mailing? No e-mail will be sent.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await expect(await page.findByText('This mailing is already being sent and can no longer be changed or canceled.')).toBeInTheDocument();
  },
};

/** A sent newsletter is shown, never changed; with failures its status says so. */
export const Sent: Story = {
  parameters: {
    msw: { api: () => mailingApi({ mailings: sampleMailings().map((mailing) => ({ ...mailing, status: 4, report: { recipients: 10, sent: 7, failed: 3, bounced: 1, unknown: 0, pending: 0, unsubscribed: 0 } })) }) },
  },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await expect(page.getByText('Sent with 3 failures')).toBeInTheDocument();
    await expect(page.getByText(/can no longer be changed/)).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** A new newsletter: empty, with no cancel. */
export const New: Story = {
  parameters: { shell: { routePath: '/mailing/detail/:id?', initialPath: '/mailing/detail' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'New newsletter' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(page.getByText('No news yet: add some from the content picker.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Cancel the newsletter' })).toBeNull();
  },
};

const unsaved = mailingApi();

/** The rules run in the browser first: their messages under the fields, and nothing sent to the server. */
export const RulesBeforeSaving: Story = {
  parameters: { shell: { routePath: '/mailing/detail/:id?', initialPath: '/mailing/detail' }, msw: { api: () => unsaved } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'New newsletter' }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Field Title is required.')).toBeInTheDocument();
    await expect(page.getByText('Field Send date is required.')).toBeInTheDocument();
    await expect(page.getByText('Number of News must be 1 or more.')).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription('Field Title is required.');
    await expect(unsaved.saved).toEqual([]);
  },
};

const dialogOf = async (canvasElement: HTMLElement) => within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** The preview renders what is typed (saved or not) in a frame that runs nothing, at a desktop's or a phone's width. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    const title = page.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed <b>title</b>');
    await userEvent.click(page.getByRole('button', { name: 'Preview' }));
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByTestId('mailing-preview-subject')).toHaveTextContent('Typed <b>title</b>');
    const frame = dialog.getByTitle('The e-mail as it will arrive') as HTMLIFrameElement;
    await expect(frame.getAttribute('sandbox')).toBe('');
    await expect(frame.getAttribute('srcdoc')).toContain('Typed &lt;b&gt;title&lt;/b&gt;');
    await expect(frame.getAttribute('srcdoc')).toContain('Lentil soup');
    await expect(frame.style.width).toBe('720px');
    await userEvent.click(dialog.getByRole('button', { name: 'Mobile' }));
    await expect(frame.style.width).toBe('375px');
    await userEvent.click(dialog.getByRole('tab', { name: 'Text' }));
    await expect(dialog.getByText('TYPED <B>TITLE</B>')).toBeInTheDocument();
  },
};

/** "Send a test to me": the address it went to. */
export const TestSent: Story = {
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send a test to me' }));
    await expect(await page.findByText('The test was sent to editor@newsroom.example.')).toBeInTheDocument();
  },
};

/** A test the SMTP server refused: the address and the server's reason. */
export const TestFailed: Story = {
  parameters: { msw: { api: () => mailingApi({ testOutcome: 'failed' }) } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send a test to me' }));
    await expect(await page.findByText('The test to editor@newsroom.example failed: 550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
  },
};

/** A user without an e-mail address is told so. */
export const TestWithoutAddress: Story = {
  parameters: { expectedErrors: ['GraphQLResponseError: Your account has no e-mail address, so no test can be sent to you.'], msw: { api: () => mailingApi({ testOutcome: 'noEmail' }) } },
  play: async ({ canvasElement }) => {
    const page = await openForm(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send a test to me' }));
    await expect(await page.findByText('Your account has no e-mail address, so no test can be sent to you.')).toBeInTheDocument();
  },
};
