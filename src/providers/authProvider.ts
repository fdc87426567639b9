import type { AuthProvider } from 'react-admin';
import { canAccess } from './canAccess.ts';
import type { SessionClient } from './deferredApolloClient.ts';
import { isUserNotActive, readErrorDetails, sessionRefusal } from './errorDetails.ts';
import { UNAUTHENTICATED_PATH, UNAUTHORIZED_USER_PATH } from './errors.ts';
import { CALLBACK_PATH, getValidUser, idTokenExpiry, type UserManagerLike } from './oidcClient.ts';
import { clearSession, ensureSession, loadSession } from './session.ts';
import { isTokenExpired } from './tokenExpiry.ts';


/** react-admin's own actions, named as the permission keywords of the matrix. */
const RA_ACTION_PERMISSIONS: Record<string, string> = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'save',
  edit: 'save',
  clone: 'save',
};

export interface AuthProviderDeps {
  userManager: UserManagerLike;
  client: SessionClient;
  now?: () => number;
  /** The path to come back to after signing in. */
  currentLocation?: () => string;
}

/** Only a path inside the app, never another origin or the callback itself. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  return value.startsWith(CALLBACK_PATH) ? '/' : value;
}

const LOCAL_LOGOUT_WINDOW_MS = 2000;

/**
 * A returning user's session (user, sites, the site's permissions) asked for at start, while the
 * language loads and the app renders, instead of after the first render's checkAuth: checkAuth
 * then finds it loading, and a list asks for its rows as soon as the permissions are in. Only with
 * a stored token that needs no renewal (checkAuth renews, once); a failure is left to checkAuth,
 * which asks again and handles it.
 */
export async function preloadSession({ userManager, client, now = Date.now }: Pick<AuthProviderDeps, 'userManager' | 'client' | 'now'>): Promise<void> {
  const user = await userManager.getUser().catch(() => null);
  if (!user || isTokenExpired(idTokenExpiry(user), now())) return;
  await ensureSession(client).catch(() => undefined);
}

export function createAuthProvider({
  userManager,
  client,
  now = Date.now,
  currentLocation = () => window.location.pathname + window.location.search + window.location.hash,
}: AuthProviderDeps): AuthProvider {
  let callback: Promise<{ redirectTo: string }> | undefined;
  // react-admin calls logout() right after checkAuth rejects; that logout must stay in the
  // browser (the user is being sent to sign in, or is inactive), unlike a user's own logout.
  let localLogoutUntil = 0;
  const rejectLocally = (redirectTo: string | false) => {
    localLogoutUntil = now() + LOCAL_LOGOUT_WINDOW_MS;
    return { message: false as const, redirectTo };
  };

  const signIn = async (returnTo: string) => {
    clearSession();
    await userManager.removeUser();
    await userManager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo) } });
  };

  const session = () => ensureSession(client);
  // react-admin may ask for permissions before checkAuth has run; without a token, don't call the API.
  const signedInSession = async () => ((await userManager.getUser())?.id_token ? session() : null);

  return {
    async login(params?: { returnTo?: string }) {
      await signIn(params?.returnTo ?? '/');
      return { redirectTo: false };
    },

    async checkAuth() {
      const user = await getValidUser(userManager, now());
      if (!user) {
        await signIn(currentLocation());
        throw rejectLocally(false);
      }
      try {
        await session();
      } catch (error) {
        const details = readErrorDetails(error);
        if (isUserNotActive(details)) {
          throw rejectLocally(UNAUTHORIZED_USER_PATH);
        }
        if (details.codes.includes('UNAUTHENTICATED') || details.status === 401) await userManager.removeUser();
        throw rejectLocally(UNAUTHENTICATED_PATH);
      }
    },

    async handleCallback() {
      callback ??= (async () => {
        const user = await userManager.signinRedirectCallback();
        clearSession();
        try {
          await loadSession(client);
        } catch (error) {
          if (!isUserNotActive(readErrorDetails(error))) throw error;
          return { redirectTo: UNAUTHORIZED_USER_PATH };
        }
        return { redirectTo: safeReturnTo((user.state as { returnTo?: unknown } | undefined)?.returnTo) };
      })();
      return callback;
    },

    async logout() {
      clearSession();
      const local = now() < localLogoutUntil;
      localLogoutUntil = 0;
      const user = await userManager.getUser();
      if (local || !user) return UNAUTHENTICATED_PATH;
      try {
        await userManager.signoutRedirect();
        return false;
      } catch (error) {
        console.warn('Sign-out at the identity provider failed', error);
        await userManager.removeUser();
        return UNAUTHENTICATED_PATH;
      }
    },

    // A refused session goes to its page and stays signed in there: the inactive user's page signs
    // out, the unauthenticated one signs in again (its token is dropped then, the provider's session kept).
    async checkError(error: unknown) {
      const refusal = sessionRefusal(readErrorDetails(error));
      if (refusal) throw { message: false, redirectTo: refusal === 'inactive' ? UNAUTHORIZED_USER_PATH : UNAUTHENTICATED_PATH, logoutUser: false };
    },

    async getIdentity() {
      const current = await signedInSession();
      if (!current) throw new Error('ra.auth.auth_check_error');
      const { user } = current;
      return { id: user.id, fullName: user.name, avatar: user.picture ?? undefined };
    },

    getPermissions: () => signedInSession(),

    async canAccess({ resource, action }) {
      const current = await signedInSession();
      return !!current && canAccess(current, { resource, action: RA_ACTION_PERMISSIONS[action] ?? action });
    },
  };
}
