import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { en } from '../../../resources/messages/permissionMatrix.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { createPermissionMatrixBackend, type PermissionMatrixBackendOptions } from '../../test/msw/permissionMatrixHandlers.ts';
import { createTestDataProvider } from '../../test/testDataProvider.ts';
import PermissionMatrix from './PermissionMatrix.tsx';
import * as stories from './PermissionMatrix.stories';

setProjectAnnotations(preview);
const { GrantAndSave } = composeStories(stories);

beforeAll(() => i18nProvider.changeLocale('en'));

/** The screen over the mocked API in the app's contexts, at /settings/system/permissions of a data router (as in the app). */
function renderInDataRouter(options?: PermissionMatrixBackendOptions) {
  const api = { ...createPermissionMatrixBackend(options), alerts: createAlertStore() };
  addHandlers(...api.handlers);
  const router = createMemoryRouter(
    [
      {
        path: '/settings/system/permissions',
        element: (
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={createTestDataProvider()}>
            <PermissionMatrix alerts={api.alerts} />
            <AlertHost store={api.alerts} />
          </AdminContext>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/settings/system/permissions'] },
  );
  render(<RouterProvider router={router} />);
  return { router, api };
}

describe('PermissionMatrix', () => {
  it('marks a toggled cell as unsaved and forgets it when toggled back, sending nothing', async () => {
    await GrantAndSave.load();
    render(<GrantAndSave />);
    const cell = await screen.findByLabelText<HTMLInputElement>('Brands: save (Editor)');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await userEvent.click(cell);
    expect(cell.checked).toBe(true);
    expect(cell.closest('td')?.dataset.edited).toBe('true');
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    expect(save.disabled).toBe(false);
    await userEvent.click(cell);
    expect(cell.checked).toBe(false);
    expect(cell.closest('td')?.dataset.edited).toBeUndefined();
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
    expect(save.disabled).toBe(true);
  });

  it("shows the server's refusal and keeps the unsaved cells", async () => {
    const { api } = renderInDataRouter({ refuseSave: { code: 'BAD_USER_INPUT', message: en.permissionMatrix.errors.selfLockout } });
    await userEvent.click(await screen.findByLabelText('Brands: save (Editor)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(en.permissionMatrix.errors.selfLockout);
    expect(api.saves).toHaveLength(1);
    const [refusal] = api.alerts.getState().dialogs;
    refusal.close(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Brands: save (Editor)').checked).toBe(true);
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
  });

  it("asks 'Your changes will be lost. Are you sure?' before leaving with unsaved cells", async () => {
    const { router, api } = renderInDataRouter();
    await userEvent.click(await screen.findByLabelText('Brands: save (Editor)'));

    void router.navigate('/elsewhere');
    await waitFor(() => expect(api.alerts.getState().dialogs).toEqual([expect.objectContaining({ kind: 'confirm', message: 'permissionMatrix.discardChanges' })]));
    expect(screen.getByRole('dialog').textContent).toContain('Your changes will be lost. Are you sure?');
    const [stay] = api.alerts.getState().dialogs;
    if (stay.kind === 'confirm') stay.close(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/system/permissions'));
    expect(screen.getByLabelText<HTMLInputElement>('Brands: save (Editor)').checked).toBe(true);

    void router.navigate('/elsewhere');
    await waitFor(() => expect(api.alerts.getState().dialogs).toHaveLength(1));
    const [leave] = api.alerts.getState().dialogs;
    if (leave.kind === 'confirm') leave.close(true);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
