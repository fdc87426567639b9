import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredLocale } from '../i18n/locale.ts';
import { createGraphQLFetchStub } from '../test/graphqlFetchStub.ts';
import { sessionAnswers } from '../test/sessionFixtures.ts';
import { createApolloClient } from './apolloClient.ts';
import { canAccess } from './canAccess.ts';
import {
  clearSession,
  ensureSession,
  getSession,
  loadSession,
  SiteNotAvailableError,
  subscribeSession,
  switchSite,
} from './session.ts';
import { getSelectedSiteId, setSelectedSiteId } from './siteSelection.ts';

afterEach(() => clearSession());

function setup(user = { id: '12', name: 'Elif Editör', roles: ['2'], sites: ['1', '5'] }) {
  const stub = createGraphQLFetchStub(sessionAnswers(user));
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 'id-token', fetch: stub.fetch, report: vi.fn() });
  return { stub, client };
}

describe('session', () => {
  it('loads the user, their sites and the selected site permissions, with bearer, siteid and language', async () => {
    setSelectedSiteId('5');
    const { stub, client } = setup();
    const session = await loadSession(client);
    expect(session).toMatchObject({ siteId: '5', roleIds: ['2'], user: { id: '12', name: 'Elif Editör' } });
    expect(session.sites.map((site) => site.id)).toEqual(['1', '5']);
    expect(session.permissions[0].siteId).toBe('5');
    expect(getSession()).toBe(session);
    expect(stub.requests.map((r) => r.operationName).sort()).toEqual(['GetCurrentUser', 'GetPermissions', 'getSites']);
    for (const request of stub.requests) {
      expect(request.headers).toMatchObject({ authorization: 'Bearer id-token', siteid: '5', language: 'tr' });
    }
  });

  it('selects the user\'s first site when the stored one (default 4) is not theirs', async () => {
    const { stub, client } = setup();
    expect(getSelectedSiteId()).toBe('4');
    const session = await loadSession(client);
    expect(session.siteId).toBe('1');
    expect(getSelectedSiteId()).toBe('1');
    // Asked early for the stored site (4), then again for the user's own first site.
    expect(stub.requests.filter((r) => r.operationName === 'GetPermissions').map((r) => r.headers.siteid)).toEqual(['4', '1']);
  });

  it('asks for the stored site\'s permissions once, alongside the user and the sites, when the site is theirs', async () => {
    setSelectedSiteId('5');
    const { stub, client } = setup();
    const session = await loadSession(client);
    expect(session.siteId).toBe('5');
    expect(stub.requests.slice(0, 3).map((r) => r.operationName).sort()).toEqual(['GetCurrentUser', 'GetPermissions', 'getSites']);
    expect(stub.requests.filter((r) => r.operationName === 'GetPermissions').map((r) => r.headers.siteid)).toEqual(['5']);
  });

  it('sends the stored locale as the language header', async () => {
    setStoredLocale('en');
    const { stub, client } = setup();
    await loadSession(client);
    expect(stub.requests[0].headers.language).toBe('en');
  });

  it('loads once for concurrent callers', async () => {
    const { stub, client } = setup();
    const [a, b] = await Promise.all([ensureSession(client), ensureSession(client)]);
    expect(a).toBe(b);
    await ensureSession(client);
    expect(stub.requests.filter((r) => r.operationName === 'GetCurrentUser')).toHaveLength(1);
  });

  it('switches site: stores it, reloads the permissions for it and tells listeners', async () => {
    const { stub, client } = setup();
    await loadSession(client);
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeSession((session) => seen.push(session?.siteId));

    const next = await switchSite('5');
    unsubscribe();
    expect(next?.siteId).toBe('5');
    expect(getSelectedSiteId()).toBe('5');
    expect(seen).toEqual(['5']);
    const permissionCalls = stub.requests.filter((r) => r.operationName === 'GetPermissions');
    expect(permissionCalls.map((r) => r.headers.siteid)).toEqual(['4', '1', '5']);
    // The editor role has no mailing on the TV site (5) but has it on site 1.
    expect(canAccess(next!, { resource: 'mailing' })).toBe(false);
  });

  it('refuses a site the user does not belong to and keeps the current one', async () => {
    const { client } = setup();
    await loadSession(client);
    await expect(switchSite('3')).rejects.toBeInstanceOf(SiteNotAvailableError);
    expect(getSelectedSiteId()).toBe('1');
    expect(getSession()?.siteId).toBe('1');
  });

  it('before any session, only stores the choice for the next load', async () => {
    await expect(switchSite('2')).resolves.toBeNull();
    expect(getSelectedSiteId()).toBe('2');
  });
});
