import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { contents } from '../../../resources/content.ts';
import type { Field } from '../../../resources/fields.ts';
import { socialMediaApi } from '../../test/msw/socialMediaHandlers.ts';
import { SocialSharesPanel } from './SocialSharesPanel.tsx';
import { useShareOptions } from './useShareOptions.ts';

const field = contents.fields.socialShares as Extract<Field, { kind: 'list' }>;
const SITE_URL = 'https://www.haberhat.example';

/** The shares as the form would save them. */
function FormValue() {
  const shares = useWatch({ name: 'socialShares' }) as unknown;
  return <output aria-label="form value">{JSON.stringify(shares ?? [])}</output>;
}

function Panel({ contentId, clipboard }: { contentId?: string; clipboard: Pick<Clipboard, 'writeText'> }) {
  const { accounts, utmSources } = useShareOptions();
  return <SocialSharesPanel source="socialShares" field={field} contentId={contentId} siteUrl={SITE_URL} accounts={accounts} utmSources={utmSources} clipboard={clipboard} />;
}

/** A content's share panel inside its form, over the site's accounts and UTM sources (src/test/msw/socialMediaHandlers.ts). */
function SharesForm({ contentId, clipboard }: { contentId?: string; clipboard: Pick<Clipboard, 'writeText'> }) {
  return (
    <Box sx={{ p: 2, maxWidth: 480 }}>
      <Form record={{ id: contentId, title: 'Çığ düştü', seoUrlTitle: null, socialShares: [] }} onSubmit={() => undefined}>
        <Panel contentId={contentId} clipboard={clipboard} />
        <FormValue />
      </Form>
    </Box>
  );
}

const meta = {
  title: 'Workflows/SocialMedia/SocialSharesPanel',
  component: SharesForm,
  globals: { locale: 'en' },
  args: { contentId: '42', clipboard: { writeText: fn(async () => undefined) } },
  parameters: { msw: { api: () => socialMediaApi() } },
} satisfies Meta<typeof SharesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const formValue = (canvasElement: HTMLElement) => JSON.parse(within(canvasElement).getByRole('status', { name: 'form value' }).textContent ?? '[]') as unknown[];

/** Picks `option` of a select: MUI's Select clones the click for onChange, which jsdom cannot do with user-event's PointerEvent. */
async function choose(combobox: HTMLElement, option: string | RegExp) {
  await userEvent.click(combobox);
  fireEvent.click(await body().findByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

async function addAccount(canvasElement: HTMLElement, name: RegExp, label = 'Share to an account') {
  await choose(await within(canvasElement).findByRole('combobox', { name: label }, { timeout: 10_000 }), name);
}

/** An account added takes the title as its text; a UTM source chosen puts its values in the link, URL-encoded; Copy gives the link. */
export const ShareWithUtm: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await addAccount(canvasElement, /Gündem Twitter/);
    await waitFor(() => expect(formValue(canvasElement)).toEqual([{ accountId: '1', text: 'Çığ düştü', utmSourceId: null }]));
    const link = page.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(`${SITE_URL}/cig-dustu-42`);
    await choose(page.getByRole('combobox', { name: 'UTM source' }), 'Twitter paylaşımı');
    await waitFor(() => expect(link).toHaveValue(`${SITE_URL}/cig-dustu-42?utm_source=twitter&utm_medium=social&utm_campaign=yaz+%231+%26+%C4%9F`));
    await expect(new URL((link as HTMLInputElement).value).searchParams.get('utm_campaign')).toBe('yaz #1 & ğ');
    await userEvent.click(page.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(args.clipboard.writeText).toHaveBeenCalledWith((link as HTMLInputElement).value));
    await expect(formValue(canvasElement)).toEqual([{ accountId: '1', text: 'Çığ düştü', utmSourceId: '1' }]);
    // Both accounts added: none left to offer.
    await addAccount(canvasElement, /Gündem Telegram/);
    await expect(await page.findByText('Shared to every approved account of the site.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Remove Gündem Twitter' }));
    await waitFor(() => expect(formValue(canvasElement)).toEqual([{ accountId: '2', text: 'Çığ düştü', utmSourceId: null }]));
  },
};

/** A new content has no address yet: the panel says the link comes with the save. */
export const Unsaved: Story = {
  args: { contentId: undefined },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await addAccount(canvasElement, /Gündem Telegram/, 'Hesapta paylaş');
    await expect(await page.findByText('Kaydedildikten sonra bağlantı oluşur.')).toBeInTheDocument();
    await expect(page.queryByRole('textbox', { name: 'Paylaşım bağlantısı' })).not.toBeInTheDocument();
  },
};

/** A site without approved accounts says where they are added. */
export const NoAccounts: Story = {
  parameters: { msw: { api: () => socialMediaApi({ accounts: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/has no approved social media account yet/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
