import type { User } from 'oidc-client-ts';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraphQLFetchStub, type StubAnswer } from '../test/graphqlFetchStub.ts';
import { sessionAnswers } from '../test/sessionFixtures.ts';
import { createApolloClient } from './apolloClient.ts';
import { createAuthProvider, preloadSession, safeReturnTo } from './authProvider.ts';
import { USER_NOT_ACTIVE_MESSAGE } from './errorDetails.ts';
import { GraphQLResponseError } from './graphqlResult.ts';
import { clearSession, getSession } from './session.ts';

afterEach(() => clearSession());

const NOW = Date.parse('2030-01-01T12:00:00Z');
const jwtWithExp = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const oidcUser = (expiresInSeconds: number, refreshToken?: string) =>
  ({
    id_token: jwtWithExp(NOW / 1000 + expiresInSeconds),
    refresh_token: refreshToken,
    state: undefined,
  }) as unknown as User;

function fakeUserManager(initial: User | null, renewed: User | null = null) {
  let user = initial;
  return {
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => {
      user = null;
    }),
    signinRedirect: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => {
      user = renewed;
      return renewed;
    }),
    signinRedirectCallback: vi.fn(async () => {
      user = oidcUser(3600);
      return { ...user, state: { returnTo: '/agency/list?tab=archive' } } as unknown as User;
    }),
    signoutRedirect: vi.fn(async () => undefined),
  };
}

const editor = { id: '12', name: 'Elif Editör', roles: ['2'], sites: ['1', '4', '5'] };
const inactiveAnswer: StubAnswer = { data: null, errors: [{ message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } }] };

function setup(user: User | null, options: { renewed?: User | null; answers?: Record<string, StubAnswer> } = {}) {
  const userManager = fakeUserManager(user, options.renewed);
  const stub = createGraphQLFetchStub({ ...sessionAnswers(editor), ...options.answers });
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 'id', fetch: stub.fetch, report: vi.fn() });
  const authProvider = createAuthProvider({
    userManager,
    client,
    now: () => NOW,
    currentLocation: () => '/content/list?page=2',
  });
  return { userManager, stub, authProvider, client };
}

describe('preloadSession', () => {
  it("asks for a returning user's session before checkAuth, which then reuses it without a second round", async () => {
    const { authProvider, stub, client, userManager } = setup(oidcUser(3600));
    const preloading = preloadSession({ userManager, client, now: () => NOW });
    await authProvider.checkAuth({});
    await preloading;
    expect(stub.requests.map((r) => r.operationName).sort()).toEqual(['GetCurrentUser', 'GetPermissions', 'getSites']);
    expect(getSession()?.user.id).toBe('12');
  });

  it('asks nothing for a visitor without a user, or with a token checkAuth has to renew first', async () => {
    for (const user of [null, oidcUser(299, 'refresh')]) {
      const { stub, client, userManager } = setup(user, { renewed: oidcUser(3600) });
      await preloadSession({ userManager, client, now: () => NOW });
      expect(stub.requests).toEqual([]);
      expect(userManager.signinSilent).not.toHaveBeenCalled();
    }
  });

  it('leaves a refusal to checkAuth, which asks again and handles it', async () => {
    const { authProvider, client, userManager } = setup(oidcUser(3600), { answers: { GetCurrentUser: inactiveAnswer } });
    await expect(preloadSession({ userManager, client, now: () => NOW })).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/unauthorized-user' });
  });
});

describe('authProvider.checkAuth', () => {
  it('sends a visitor without a user to the identity provider, remembering where they were', async () => {
    const { userManager, authProvider } = setup(null);
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: false });
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/content/list?page=2' } });
    // react-admin logs out after a rejected checkAuth: that must not end the provider session.
    await expect(authProvider.logout({})).resolves.toBe('/unauthenticated');
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
  });

  it('renews silently a token within 300 s of expiry, then loads the session', async () => {
    const { userManager, authProvider, stub } = setup(oidcUser(299, 'refresh'), { renewed: oidcUser(3600, 'refresh2') });
    await authProvider.checkAuth({});
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
    expect(stub.requests.map((r) => r.operationName)).toContain('GetPermissions');
    expect(getSession()?.user.id).toBe('12');
  });

  it('keeps a token that is more than 300 s from expiry', async () => {
    const { userManager, authProvider } = setup(oidcUser(301, 'refresh'));
    await authProvider.checkAuth({});
    expect(userManager.signinSilent).not.toHaveBeenCalled();
  });

  it('signs in again when the token is expired and cannot be renewed', async () => {
    const { userManager, authProvider } = setup(oidcUser(100, 'refresh'), { renewed: null });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: false });
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
    expect(userManager.removeUser).toHaveBeenCalled();
    expect(userManager.signinRedirect).toHaveBeenCalledTimes(1);
  });

  it('sends an inactive user to /unauthorized-user without signing them out', async () => {
    const { userManager, authProvider } = setup(oidcUser(3600), { answers: { GetCurrentUser: inactiveAnswer } });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/unauthorized-user' });
    await authProvider.logout({});
    expect(userManager.signoutRedirect).not.toHaveBeenCalled();
  });
});

describe('authProvider.handleCallback', () => {
  it('completes the sign-in, loads the session, then returns to the saved location', async () => {
    const { userManager, authProvider } = setup(null);
    await expect(authProvider.handleCallback!()).resolves.toEqual({ redirectTo: '/agency/list?tab=archive' });
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(getSession()?.siteId).toBe('4');
    await authProvider.handleCallback!();
    expect(userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
  });

  it('goes to /unauthorized-user when the server says the user is not active', async () => {
    const { authProvider } = setup(null, { answers: { GetCurrentUser: inactiveAnswer } });
    await expect(authProvider.handleCallback!()).resolves.toEqual({ redirectTo: '/unauthorized-user' });
  });

  it('only returns to paths inside the app', () => {
    expect(safeReturnTo('/content/list')).toBe('/content/list');
    expect(safeReturnTo('https://elsewhere.example/')).toBe('/');
    expect(safeReturnTo('//elsewhere.example/')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=1')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});

describe('authProvider.checkError', () => {
  const { authProvider } = setup(oidcUser(3600));
  const fromGraphQL = (message: string, code: string) =>
    new HttpError(message, 200, new GraphQLResponseError([{ message, extensions: { code } }]));

  it('redirects an inactive user to /unauthorized-user and keeps the session', async () => {
    await expect(authProvider.checkError(fromGraphQL(USER_NOT_ACTIVE_MESSAGE, 'FORBIDDEN'))).rejects.toEqual({
      message: false,
      redirectTo: '/unauthorized-user',
      logoutUser: false,
    });
  });

  it('sends a refused token (UNAUTHENTICATED, HTTP 401) to /unauthenticated, to sign in again from there', async () => {
    const toSignIn = { message: false, redirectTo: '/unauthenticated', logoutUser: false };
    await expect(authProvider.checkError(fromGraphQL('Not signed in', 'UNAUTHENTICATED'))).rejects.toEqual(toSignIn);
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toEqual(toSignIn);
  });

  it('keeps the session on FORBIDDEN and other errors', async () => {
    await expect(authProvider.checkError(fromGraphQL('Permission not found.', 'FORBIDDEN'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(fromGraphQL('Bad input', 'BAD_USER_INPUT'))).resolves.toBeUndefined();
  });
});

describe('authProvider session answers', () => {
  it('gives the identity, the session as permissions, and canAccess on react-admin actions', async () => {
    const { authProvider } = setup(oidcUser(3600));
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: '12', fullName: 'Elif Editör', avatar: undefined });
    await expect(authProvider.getPermissions!({})).resolves.toMatchObject({ siteId: '4', roleIds: ['2'] });
    await expect(authProvider.canAccess!({ resource: 'content', action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'content', action: 'view' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'content', action: 'edit' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'user', action: 'list' })).resolves.toBe(false);
  });

  it('does not call the API for permissions before the user has signed in', async () => {
    const { authProvider, stub } = setup(null);
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    await expect(authProvider.canAccess!({ resource: 'content', action: 'view' })).resolves.toBe(false);
    await expect(authProvider.getIdentity!()).rejects.toThrow();
    expect(stub.requests).toHaveLength(0);
  });

  it('signs out at the identity provider when the user logs out', async () => {
    const { userManager, authProvider } = setup(oidcUser(3600));
    await authProvider.checkAuth({});
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });
});
