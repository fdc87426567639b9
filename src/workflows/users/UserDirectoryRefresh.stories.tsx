import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../../../resources/user.ts';
import { buildResourceScreen } from '../../lowcode/buildResourceScreens.tsx';
import { DIRECTORY_PICTURE, userDirectoryApi, type UserDirectoryApi } from '../../test/msw/userDirectoryHandlers.ts';
import { userScreens } from './userScreens.ts';
import { withAlerts } from '../../test/withAlerts.tsx';

/** The users' screen as the admin builds it (the generated list and form with the users' overrides), on a user's detail route. */
const UserScreen = buildResourceScreen(users, { list: '/settings/system/user/list', detail: '/settings/system/user/detail' }, userScreens);

const meta = {
  title: 'Workflows/Users/DirectoryRefresh',
  component: UserScreen,
  globals: { locale: 'en' },
  // The notices and confirmations, as the layout shows them.
  decorators: [withAlerts],
  parameters: {
    shell: { routePath: '/settings/system/user/detail/:id', initialPath: '/settings/system/user/detail/7' },
    msw: { api: () => userDirectoryApi() },
    testTimeout: 30_000,
  },
} satisfies Meta<typeof UserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: Record<string, unknown>) => (loaded as { api: UserDirectoryApi }).api;
const body = () => within(document.body);

/** The user's form, once it shows the record. */
async function openForm() {
  const form = within(await body().findByRole('dialog', { name: /Deniz Muhabir/ }, { timeout: 10_000 }));
  await form.findByDisplayValue('deniz@newsroom.example', {}, { timeout: 10_000 });
  return form;
}

/** Each field the directory says otherwise of, with the form's label, its current and directory values (the picture as thumbnails); saved at the form's version, the form shows the new values. */
export const DifferencesSaved: Story = {
  play: async ({ loaded }) => {
    const api = apiOf(loaded);
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Refresh from directory' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Refresh Deniz Muhabir from the directory' }));
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-field'))).toEqual(['name', 'department', 'picture']);
    await expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Deniz Muhabir', 'Deniz Muhabiroğlu']);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Name');
    await expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Haber', 'Haber merkezi']);
    await expect(within(rows[2]!).getByText('None')).toBeInTheDocument();
    await expect(within(rows[2]!).getByRole('img', { name: 'Picture: Directory value' })).toHaveAttribute('src', DIRECTORY_PICTURE);
    await expect(api.refreshes).toEqual([{ id: '7', apply: false, version: null }]);

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Saved from the directory: Name, Department, Picture.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Deniz Muhabiroğlu'));
    await expect(form.getByRole('textbox', { name: /^Department/ })).toHaveValue('Haber merkezi');
    await expect(api.refreshes[1]).toEqual({ id: '7', apply: true, version: 3 });
  },
};

/** The directory says the same: the dialog says so and offers nothing to save. */
export const NoDifferences: Story = {
  parameters: { msw: { api: () => userDirectoryApi({ directory: { name: 'Deniz Muhabir', department: 'Haber' } }) } },
  play: async () => {
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Refresh from directory' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Refresh Deniz Muhabir from the directory' }));
    await expect(dialog.getByText('The directory says the same of Deniz Muhabir: nothing to refresh.')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** A user the directory does not know: said so. */
export const NotInDirectory: Story = {
  parameters: { msw: { api: () => userDirectoryApi({ directory: null }) } },
  play: async () => {
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Refresh from directory' }));
    await expect(await body().findByText('Deniz Muhabir is not in the directory.')).toBeInTheDocument();
  },
};

/** A form with unsaved edits is not refreshed: the admin is asked to save or discard first, and what was typed stays. */
export const UnsavedEditsRefused: Story = {
  play: async ({ loaded }) => {
    const api = apiOf(loaded);
    const form = await openForm();
    const department = form.getByRole('textbox', { name: /^Department/ });
    await userEvent.clear(department);
    await userEvent.type(department, 'Spor');
    await userEvent.click(form.getByRole('button', { name: 'Refresh from directory' }));
    await expect(await body().findByText('Save or discard your changes before refreshing from the directory.')).toBeInTheDocument();
    await expect(department).toHaveValue('Spor');
    await expect(api.refreshes).toEqual([]);
  },
};

/** "Refresh all from directory" on the list: confirmed with the site named, then its progress and the counts. */
export const RefreshAllUsersOfSite: Story = {
  parameters: { shell: { routePath: '/settings/system/user/list', initialPath: '/settings/system/user/list' } },
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded);
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Refresh all from directory' }, { timeout: 10_000 }));
    const confirm = within(await body().findByRole('dialog'));
    await expect(confirm.getByText(/Refresh every user of .+ from the directory\?/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Refresh all' }));
    await expect(await page.findByText('Refreshing the users of the site from the directory: 1 of 3.')).toBeInTheDocument();
    await expect(
      await page.findByText('Refresh from the directory done: 1 refreshed, 1 unchanged, 1 not in the directory, 0 failed.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(api.siteRefreshes).toEqual(['4']);
  },
};
