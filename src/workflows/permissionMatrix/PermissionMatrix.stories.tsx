import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { createPermissionMatrixBackend, type PermissionMatrixBackend } from '../../test/msw/permissionMatrixHandlers.ts';
import PermissionMatrix from './PermissionMatrix.tsx';

type Loaded = { api: PermissionMatrixBackend; alerts: ReturnType<typeof createAlertStore> };

/**
 * The screen in the app's data provider, answered by the matrix's MSW handlers
 * (src/test/msw/permissionMatrixHandlers.ts, a fresh matrix per story run), with its alerts.
 */
const meta = {
  title: 'Workflows/PermissionMatrix',
  component: PermissionMatrix,
  globals: { locale: 'en' },
  parameters: { msw: { api: () => createPermissionMatrixBackend() } },
  loaders: [() => ({ alerts: createAlertStore() })],
  render: (args, { loaded }) => {
    const { alerts } = loaded as Loaded;
    return (
      <>
        <PermissionMatrix alerts={alerts} {...args} />
        <AlertHost store={alerts} />
      </>
    );
  },
} satisfies Meta<typeof PermissionMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

const apiOf = (loaded: Record<string, unknown>) => (loaded as Loaded).api;
// Cells are found by their label: a role query over hundreds of styled cells is slow in jsdom.
const body = () => within(document.body);

export const GrantAndSave: Story = {
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    await expect(await page.findByRole('heading', { name: 'Permission matrix', level: 1 })).toBeInTheDocument();
    await expect(page.getByRole('columnheader', { name: 'Editor in chief' })).toBeInTheDocument();
    const cell = page.getByLabelText('Signatures: view (Reader)');
    await expect(cell).not.toBeChecked();
    await userEvent.click(cell);
    await expect(cell).toBeChecked();
    await expect(page.getByText('Unsaved changes: 1')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('The permission matrix was saved. It applies from the next request.')).toBeInTheDocument();
    await expect(api.saves).toEqual([
      [{ category: 'signature', keyword: 'view', roleId: '4', granted: true, baseRoleIds: ['1', '2', '6'] }],
    ]);
    await expect(api.roleIdsOf('signature.view')).toContain('4');
    await expect(page.queryByText(/Unsaved changes/)).toBeNull();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const OwnAccessLocked: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const own = await page.findByLabelText('Users: manage permissions (Administrator)');
    await expect(own).toBeChecked();
    await expect(own).toBeDisabled();
    // The disabled checkbox takes no pointer events: the tooltip sits on its wrapper.
    await userEvent.hover(own.closest('td')!.firstElementChild as HTMLElement);
    await expect(await body().findByRole('tooltip')).toHaveTextContent('You cannot remove your own access to the permission matrix.');
    // Another role's cell of the same permission stays editable.
    await expect(page.getByLabelText('Users: manage permissions (Editor in chief)')).toBeEnabled();
  },
};

export const OwnAccessThroughTwoRoles: Story = {
  parameters: { msw: { api: () => createPermissionMatrixBackend({ callerRoleIds: ['1', '6'] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const chief = await page.findByLabelText('Users: manage permissions (Editor in chief)');
    const admin = page.getByLabelText('Users: manage permissions (Administrator)');
    // While role 6 lacks the permission, role 1 is the admin's only hold on it.
    await expect(admin).toBeDisabled();
    await userEvent.click(chief);
    await expect(admin).toBeEnabled();
    await userEvent.click(admin);
    await expect(admin).not.toBeChecked();
    await expect(chief).toBeDisabled();
  },
};

export const Filter: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const filter = await page.findByRole('textbox', { name: 'Find a category or permission by name' });
    await userEvent.type(filter, 'signature');
    await expect(page.getByLabelText('Signatures: save (Editor)')).toBeInTheDocument();
    await expect(page.queryByLabelText('Brands: view (Editor)')).toBeNull();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'kick');
    await expect(page.getByLabelText('Headlines: remove from the headline (Editor)')).toBeInTheDocument();
    await expect(page.queryByLabelText('Headlines: view (Editor)')).toBeNull();
    await userEvent.type(filter, 'zzz');
    await expect(page.getByText('No category or permission matches the filter.')).toBeInTheDocument();
  },
};

export const ConflictReloads: Story = {
  // react-admin logs every rejected data provider call in development; this refusal is the story's point.
  beforeEach: () => {
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!(args[0] instanceof GraphQLResponseError && args[0].code === 'CONFLICT')) log(...args);
    };
    return () => {
      console.error = log;
    };
  },
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement);
    const api = apiOf(loaded);
    await userEvent.click(await page.findByLabelText('Signatures: view (Reporter)'));
    // Meanwhile another admin gives the reader signature.view.
    api.changeBehindTheEditor('signature.view', ['1', '2', '6', '4']);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText(/Someone else changed the permission matrix meanwhile/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    // Reloaded: the other admin's grant shows, the unsaved tick is gone and nothing was written.
    await waitFor(() => expect(page.getByLabelText('Signatures: view (Reader)')).toBeChecked());
    await expect(page.getByLabelText('Signatures: view (Reporter)')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(api.roleIdsOf('signature.view')).toEqual(['1', '2', '6', '4']);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Yetki matrisi', level: 1 })).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'Kategori ya da yetkiyi adıyla ara' })).toBeInTheDocument();
  },
};

/** Every category and permission by its Turkish name, and found by it, Turkish letters or not. */
export const TurkishNamesAndSearch: Story = {
  globals: { locale: 'tr' },
  parameters: { msw: { api: () => createPermissionMatrixBackend({ categories: ['headline', 'headlineCategoryList', 'user'] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Manşet kategorileri')).toBeInTheDocument();
    await expect(page.queryByText('headlineCategoryList')).toBeNull();
    const filter = page.getByRole('textbox', { name: 'Kategori ya da yetkiyi adıyla ara' });
    await userEvent.type(filter, 'yetki yönetimi');
    await expect(page.getAllByLabelText(/^Kullanıcılar: yetki yönetimi \(/).length).toBeGreaterThan(0);
    await expect(page.queryAllByLabelText(/^Kullanıcılar: görüntüleme \(/)).toHaveLength(0);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'MANSET KATEGORI');
    await expect(page.getAllByLabelText(/^Manşet kategorileri: görüntüleme \(/).length).toBeGreaterThan(0);
    await expect(page.queryAllByLabelText(/^Manşetler: görüntüleme \(/)).toHaveLength(0);
  },
};

/** A grant that does not work alone is warned about, edits applied: news.save without content.view, the headline board without its categories. */
export const NeedsWarning: Story = {
  parameters: { msw: { api: () => createPermissionMatrixBackend({ categories: ['content', 'news', 'video', 'headline', 'headlineCategoryList'] }) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByLabelText('Contents: view (Reporter)'));
    const warning = await page.findByTestId('matrix-needs');
    await expect(warning).toHaveTextContent('Reporter: “News: save” needs “Contents: view” as well.');
    await expect(warning).toHaveTextContent('Reporter: “Videos: save” needs “Contents: view” as well.');
    await userEvent.click(page.getByLabelText('Contents: view (Reporter)'));
    await waitFor(() => expect(page.queryByTestId('matrix-needs')).toBeNull());
    await userEvent.click(page.getByLabelText('Headlines: view (Reader)'));
    await expect(await page.findByTestId('matrix-needs')).toHaveTextContent('Reader: “Headlines: view” needs “Headline categories: view” as well.');
  },
};
