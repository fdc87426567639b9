import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { userEvent } from 'storybook/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { siteSettingsKey } from '../../providers/siteSettings.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { createSiteSettingsBackend } from '../../test/msw/siteSettingsHandlers.ts';
import { createTestDataProvider } from '../../test/testDataProvider.ts';
import SiteSettings from './SiteSettings.tsx';

beforeAll(() => i18nProvider.changeLocale('en'));

/** The screen over the mocked API at /settings/system/site-settings of a data router (as in the app). */
function renderInDataRouter() {
  const api = { ...createSiteSettingsBackend(), alerts: createAlertStore() };
  addHandlers(...api.handlers);
  const queryClient = new QueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/settings/system/site-settings',
        element: (
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={createTestDataProvider()} queryClient={queryClient}>
            <SiteSettings alerts={api.alerts} />
            <AlertHost store={api.alerts} />
          </AdminContext>
        ),
      },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/settings/system/site-settings'] },
  );
  render(<RouterProvider router={router} />);
  return { router, api, queryClient };
}

/** The stories (SiteSettings.stories.tsx) run in src/stories.shellAndSettings.spec.tsx; these need the data router. */
describe('SiteSettings', () => {
  it('puts the saved settings where every screen reads them', async () => {
    const { api, queryClient } = renderInDataRouter();
    await userEvent.click(await screen.findByRole('switch', { name: 'Cartoonists' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The site settings were saved.');
    expect(queryClient.getQueryData(siteSettingsKey('4'))).toMatchObject({ version: 4, isCartoonistEnabled: false });
    expect(api.current().isCartoonistEnabled).toBe(false);
  });

  it("asks 'Your changes will be lost. Are you sure?' before leaving with unsaved changes", async () => {
    const { router, api } = renderInDataRouter();
    await userEvent.click(await screen.findByRole('switch', { name: 'Smileys' }));
    void router.navigate('/elsewhere');
    // The question waits for the form to have marked itself dirty: a loaded machine takes more than a second.
    expect((await screen.findByRole('dialog', {}, { timeout: 10_000 })).textContent).toContain('Your changes will be lost. Are you sure?');
    // Stay, and try to leave again before the screen has drawn the answer (a quick second click):
    // the router is blocked a second time and the question must be asked again.
    api.alerts.getState().dialogs[0].close(false);
    const blockerState = () => router.state.blockers.values().next().value?.state;
    while (blockerState() !== 'unblocked') await Promise.resolve();
    void router.navigate('/elsewhere');
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(api.alerts.getState().dialogs).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/settings/system/site-settings');
    api.alerts.getState().dialogs[0].close(true);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });
});
