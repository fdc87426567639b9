import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { createSiteSettingsBackend, SAMPLE_SITE_SETTINGS, type SiteSettingsBackend } from '../../test/msw/siteSettingsHandlers.ts';
import SiteSettings from './SiteSettings.tsx';

type Loaded = { api: SiteSettingsBackend; alerts: ReturnType<typeof createAlertStore> };

/** The screen over the site settings' MSW handlers (a fresh site per story run), with its alerts. */
const meta = {
  title: 'Workflows/SiteSettings',
  component: SiteSettings,
  globals: { locale: 'en' },
  parameters: { msw: { api: () => createSiteSettingsBackend() } },
  loaders: [() => ({ alerts: createAlertStore() })],
  render: (args, { loaded }) => {
    const { alerts } = loaded as Loaded;
    return (
      <>
        <SiteSettings alerts={alerts} {...args} />
        <AlertHost store={alerts} />
      </>
    );
  },
} satisfies Meta<typeof SiteSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** react-admin logs every rejected call in development; a story whose point is the refusal silences that one. */
const quietRefusal = (code: string) => () => {
  const log = console.error;
  console.error = (...args: unknown[]) => {
    if (!(args[0] instanceof GraphQLResponseError && args[0].code === code)) log(...args);
  };
  return () => {
    console.error = log;
  };
};

const apiOf = (loaded: Record<string, unknown>) => (loaded as Loaded).api;
const body = () => within(document.body);

export const SwitchAndSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    const smileys = await page.findByRole('switch', { name: 'Smileys' });
    await expect(smileys).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Expiration date on contents' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Flash news description' })).toHaveValue('Son dakika gelişmeleri');
    await userEvent.click(smileys);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The site settings were saved.')).toBeInTheDocument();
    await expect(api.saves).toHaveLength(1);
    await expect(api.saves[0]).toMatchObject({ id: '4', version: 3, isSmilesEnabled: false, isAuthorEnabled: true });
    // What the picker keeps beside the image (its description, __typename) is not sent.
    await expect(api.saves[0].notificationFlashNewsCoverImage).toEqual(api.current().notificationFlashNewsCoverImage);
    await expect(api.current().version).toBe(4);
  },
};

/** The embed hosts: Enter adds a host as the list keeps it, a pasted address by its host; what is no host name is refused in place. */
export const EmbedHosts: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    const hosts = await page.findByRole('combobox', { name: 'Allowed embed hosts' });
    await expect(page.getByRole('button', { name: 'youtube.com' })).toBeInTheDocument();
    await userEvent.type(hosts, 'Frames.Example{Enter}');
    await userEvent.type(hosts, 'https://player.example/embed/1 ');
    await userEvent.type(hosts, 'not a host,');
    await expect(await page.findByText('Enter host names only (example: www.youtube.com).')).toBeInTheDocument();
    await userEvent.clear(hosts);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The site settings were saved.')).toBeInTheDocument();
    await expect(api.saves[0].embedHosts).toEqual([...(SAMPLE_SITE_SETTINGS.embedHosts ?? []), 'frames.example', 'player.example']);
    await userEvent.click(page.getByRole('button', { name: 'Use the default list' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saves[1]?.embedHosts).toEqual(SAMPLE_SITE_SETTINGS.embedHosts));
  },
};

export const ConflictKeepsTyping: Story = {
  beforeEach: quietRefusal('CONFLICT'),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    const description = await page.findByRole('textbox', { name: 'Flash news description' });
    api.changeBehindTheEditor({ isAuthorEnabled: false });
    await userEvent.clear(description);
    await userEvent.type(description, 'Yeni açıklama');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText(/Someone else changed the site settings meanwhile/)).toBeInTheDocument();
    await expect(api.current().flashNewsDescription).toBe('Son dakika gelişmeleri');
    (loaded as Loaded).alerts.getState().dialogs[0].close(true);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The reloaded settings under what was typed: a second save goes through on the new version.
    await waitFor(() => expect(page.getByRole('switch', { name: 'Authors' })).not.toBeChecked());
    await expect(description).toHaveValue('Yeni açıklama');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The site settings were saved.')).toBeInTheDocument();
    await expect(api.current()).toMatchObject({ flashNewsDescription: 'Yeni açıklama', isAuthorEnabled: false });
  },
};

export const TooLongDescription: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const description = await page.findByRole('textbox', { name: 'Flash news description' });
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('a'.repeat(501));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Maximum 500 characters must be entered in the Flash news description field.')).toBeInTheDocument();
    await expect(apiOf(loaded).saves).toHaveLength(0);
  },
};

export const ServerRefusesAnImage: Story = {
  beforeEach: quietRefusal('BAD_USER_INPUT'),
  parameters: {
    msw: {
      api: () =>
        createSiteSettingsBackend({
          ...SAMPLE_SITE_SETTINGS,
          liveTransferCoverImage: { path: 'images/2026/11/live.jpg', width: null, height: null, crops: [] },
        }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('switch', { name: 'Smileys' }));
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    // The server's message sits under the image it refused; nothing was saved.
    await expect(await page.findByText('Please upload cover image.')).toBeInTheDocument();
    await expect(apiOf(loaded).current().isSmilesEnabled).toBe(true);
  },
};

export const NoSettingsYet: Story = {
  parameters: { msw: { api: () => createSiteSettingsBackend(SAMPLE_SITE_SETTINGS, { stored: false }) } },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const authors = await page.findByRole('switch', { name: 'Authors' });
    await expect(authors).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Flash news description' })).toHaveValue('');
    await userEvent.click(authors);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The site settings were saved.')).toBeInTheDocument();
    await expect(apiOf(loaded).saves[0]).toMatchObject({ id: '4', version: 0, isAuthorEnabled: true, isSmilesEnabled: false });
  },
};

const searchAndPick = async (page: ReturnType<typeof within>, typed: string, option: RegExp) => {
  const search = page.getByRole('combobox', { name: 'Eklenecek kullanıcıyı bulun' });
  await userEvent.clear(search);
  await userEvent.type(search, typed);
  await userEvent.click(await body().findByRole('option', { name: option }));
};

/** Spec 02 §5 (resources/siteUsers.ts): a user must be picked from the search, and one already on the site cannot be added again. */
export const AddUsersFromTheSearch: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    const members = await page.findByRole('list', { name: 'Sitenin kullanıcıları' });
    await expect(within(members).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Yönetici', 'Ece Editör']);
    const add = page.getByRole('button', { name: 'Siteye ekle' });

    await userEvent.type(page.getByRole('combobox', { name: 'Eklenecek kullanıcıyı bulun' }), 'Ayşe');
    await userEvent.click(add);
    await expect(await page.findByText('Lütfen aramadan bir kullanıcı seçiniz.')).toBeInTheDocument();

    await searchAndPick(page, 'Ece', /Ece Editör.*Sitede zaten var/);
    await expect(await page.findByText('Bu kullanıcı zaten eklenmiş.')).toBeInTheDocument();
    await userEvent.click(add);
    await expect(api.additions).toEqual([]);

    await searchAndPick(page, 'Ayşe', /Ayşe Yılmaz/);
    await userEvent.click(add);
    await expect(await body().findByText('Ayşe Yılmaz siteye eklendi.')).toBeInTheDocument();
    await expect(api.additions).toEqual([['8']]);
    await waitFor(() => expect(within(members).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Someone else added the user meanwhile: the server's refusal, in the rule's words, sits under the search. */
export const AddedMeanwhile: Story = {
  globals: { locale: 'tr' },
  beforeEach: quietRefusal('BAD_USER_INPUT'),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    await page.findByRole('list', { name: 'Sitenin kullanıcıları' });
    await searchAndPick(page, 'Deniz', /Deniz Muhabir/);
    api.addBehindTheEditor('7');
    await userEvent.click(page.getByRole('button', { name: 'Siteye ekle' }));
    await expect(await page.findByText('Bu kullanıcı zaten eklenmiş.')).toBeInTheDocument();
    await expect(api.additions).toEqual([['7']]);
  },
};
