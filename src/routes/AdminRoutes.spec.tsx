import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminApp } from '../App';
import { alertStore } from '../alerts/alertStore';
import { i18nProvider } from '../i18n/i18nProvider';
import { createApolloClient } from '../providers/apolloClient';
import { clearSession, loadSession } from '../providers/session';
import { setSelectedSiteId } from '../providers/siteSelection';
import { createGraphQLFetchStub } from '../test/graphqlFetchStub';
import { sessionAnswers } from '../test/sessionFixtures';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => false,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'u', fullName: 'Test User' }),
};

// These tests are about routes: the desk's screen gets an empty desk instead of calling the network.
const emptyDesk = { getAgencyItems: async () => [], getAgencies: async () => [], getAgencyCategories: async () => [], getAgencyCreators: async () => [] };

function renderApp(path: string, auth: AuthProvider = authProvider) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp authProvider={auth} dataProvider={emptyDesk as never} i18nProvider={i18nProvider} />
      <Location />
    </MemoryRouter>,
  );
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The app's routes and layout over a session the (stubbed) API gives for these roles and sites. */
async function openAs(path: string, roles: string[], sites = ['4']) {
  setSelectedSiteId('4');
  const stub = createGraphQLFetchStub(sessionAnswers({ id: 'u', name: 'Test User', roles, sites }));
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 'token', fetch: stub.fetch, report: vi.fn() });
  await loadSession(client);
  renderApp(path);
}

// Generous: the first render compiles the lazy pages and react-admin's chunks.
// A screen's chunk loads on first use: on a busy two-core machine importing one (the agency desk) in
// jsdom takes seconds, and how long is not what these tests check.
const SCREEN_LOADS = { timeout: 15_000 };
const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, SCREEN_LOADS);
const location = () => screen.getByTestId('location').textContent;
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .queryAllByRole('menuitem')
    .flatMap((item) => item.getAttribute('href') ?? []);

beforeAll(async () => {
  await i18nProvider.changeLocale('en');
  // The pages are lazy chunks: load them once so the first test does not wait on the transform.
  await Promise.all([import('../pages/NotBuiltPage'), import('../pages/NotFoundPage'), import('../pages/UnauthorizedPage')]);
});
afterEach(() => {
  cleanup();
  clearSession();
  // The toasts live in the app's one alert store: a test's notice is not the next test's.
  for (const toast of alertStore.getState().toasts) toast.close();
});

describe('admin routes', () => {
  it('send an agency-only editor from content down the fallback chain to the agency list', async () => {
    await openAs('/content/list', ['3']);
    expect(await heading('Agency contents')).toBeTruthy();
    expect(location()).toBe('/agency/list');
    expect(menuLinks()).toEqual(['/agency/list']);
  });

  it('tell a reporter who opens a column editor that they may not write columns, on the way down the fallback chain', async () => {
    await openAs('/content/column', ['5']);
    expect(await screen.findByText('You may not write Column contents on this site, so its editor did not open.', {}, SCREEN_LOADS)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/archive/list'), SCREEN_LOADS);
  });

  it('tell an editor without the editor report which permission it needs and which screen is shown instead', async () => {
    await openAs('/content/editor-content-report', ['2']);
    expect(
      await screen.findByText('You may not see “Editor content report” (it needs “Editor content report: view”), so “Archive” is shown instead.', {}, SCREEN_LOADS),
    ).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/archive/list'), SCREEN_LOADS);
  });

  it('land an agency-only editor on the agency list from / without a word: the landing is no refusal', async () => {
    await openAs('/', ['3']);
    expect(await heading('Agency contents')).toBeTruthy();
    expect(screen.queryByText(/You may not see/)).toBeNull();
  });

  it('redirect a group to its first permitted child', async () => {
    await openAs('/settings', ['2']);
    expect(await heading('Categories')).toBeTruthy();
    expect(location()).toBe('/settings/content/categories');
  });

  it('send any other forbidden route to /unauthorized', async () => {
    await openAs('/settings/system/user/list', ['2']);
    expect(await heading('No access to this page')).toBeTruthy();
    expect(location()).toBe('/unauthorized');
  });

  it('show standalone editors without the side menu', async () => {
    await openAs('/content/news/7', ['2']);
    expect(await heading('News #7')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('start at the content list from /', async () => {
    await openAs('/', ['2']);
    expect(await heading('Content list')).toBeTruthy();
    expect(location()).toBe('/content/list');
    expect(menuLinks()).toContain('/content/list');
  });

  it('show the 404 page inside the layout for a signed-in user', async () => {
    await openAs('/no/such/page', ['2']);
    expect(await heading('Page not found')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it('check the route again after a site switch in the app bar', async () => {
    await openAs('/mailing/list', ['2'], ['1', '4', '5']);
    expect(await heading('Mailing list')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Working site' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gündem TV' }));
    // The seeded matrix withholds mailing from editors on the TV site.
    expect(await heading('No access to this page')).toBeTruthy();
    expect(location()).toBe('/unauthorized');
  });
});

describe('public routes', () => {
  const signedOut = () => ({ ...authProvider, checkAuth: vi.fn(async () => Promise.reject(new Error('signed out'))) });

  it('show the 404 page to a visitor without a session, without asking them to sign in', async () => {
    const auth = signedOut();
    renderApp('/no/such/page', auth);
    expect(await heading('Page not found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(auth.checkAuth).not.toHaveBeenCalled();
  });

  it('render the public pages without checking authentication', async () => {
    const auth = signedOut();
    renderApp('/unauthorized', auth);
    expect(await heading('No access to this page')).toBeTruthy();
    expect(auth.checkAuth).not.toHaveBeenCalled();
  });

  it('check authentication before any route of the map', async () => {
    const auth = signedOut();
    renderApp('/content/list', auth);
    await vi.waitFor(() => expect(auth.checkAuth).toHaveBeenCalled());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});
