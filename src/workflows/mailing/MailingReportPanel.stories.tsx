import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mailingApi, sampleOldMailings } from '../../test/msw/mailingHandlers.ts';
import { MailingReportPanel } from './MailingReportPanel.tsx';

const api = mailingApi({ mailings: sampleOldMailings() });
const withReport = sampleOldMailings().find((mailing) => mailing.id === '12')!;

/** A sent newsletter's report (2 failures, 1 unknown) for an operator who may resend (mailingOld.save). */
const meta = {
  title: 'Workflows/Mailing/MailingReportPanel',
  component: MailingReportPanel,
  globals: { locale: 'en' },
  args: {
    mailing: { __typename: 'Mailing', ...withReport, report: { __typename: 'MailingReport', ...withReport.report! } },
    onClose: fn(),
    onResent: fn(),
    can: () => true,
  },
  parameters: { msw: { api: () => api } },
} satisfies Meta<typeof MailingReportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResendUnknown: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Delivery report: Sunday supplement 30 November' }, { timeout: 10_000 });
    await within(panel).findByRole('table', { name: 'Recipients' });
    await expect(within(panel).getByRole('button', { name: 'Resend failed (2)' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resend unknown (1)' }));
    // The confirmation says how many and that they may have arrived already.
    await expect(await body.findByText(/The e-mail whose delivery is unknown will be sent again.*may have arrived already/)).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(args.onResent).toHaveBeenCalled());
    await expect(api.resent).toEqual([{ mailingId: '12', states: ['UNKNOWN'] }]);
  },
};
