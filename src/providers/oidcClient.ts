import {
  UserManager,
  WebStorageStateStore,
  type SigninRedirectArgs,
  type SignoutRedirectArgs,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { RuntimeConfig } from '../config.ts';
import { getStoredLocale } from '../i18n/locale.ts';
import { isTokenExpired, readTokenExpiry } from './tokenExpiry.ts';

/** Where the identity provider sends the browser back after sign-in (a public route). */
export const CALLBACK_PATH = '/auth/callback';

export type UserManagerLike = Pick<
  UserManager,
  'getUser' | 'signinSilent' | 'signinRedirect' | 'signinRedirectCallback' | 'signoutRedirect' | 'removeUser'
>;

/**
 * The identity provider's sign-in and sign-out pages in the admin's language: OIDC `ui_locales`
 * is the locale stored at the moment of the redirect (the user may have switched since start).
 */
class LocalizedUserManager extends UserManager {
  constructor(
    settings: UserManagerSettings,
    private readonly locale: () => string,
  ) {
    super(settings);
  }

  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    return super.signinRedirect({ ui_locales: this.locale(), ...args });
  }

  override signoutRedirect(args: SignoutRedirectArgs = {}): Promise<void> {
    return super.signoutRedirect({ ...args, extraQueryParams: { ui_locales: this.locale(), ...args.extraQueryParams } });
  }
}

/**
 * Authorization code + PKCE (oidc-client-ts' default for response_type 'code'), tokens kept in
 * localStorage, silent renew by refresh token 300 s before the access token expires.
 */
export function createUserManager(
  oidc: RuntimeConfig['oidc'],
  origin: string = window.location.origin,
  locale: () => string = getStoredLocale,
): UserManager {
  const userManager = new LocalizedUserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: 300,
  }, locale);
  userManager.events.addSilentRenewError((error) => console.warn('Silent token renewal failed', error));
  activeIdTokenGetter = createIdTokenGetter(userManager);
  return userManager;
}

let activeIdTokenGetter: (() => Promise<string | undefined>) | undefined;

/** The id token of the user manager created last (the app has one), for the Apollo link. */
export function getIdToken(): Promise<string | undefined> {
  return activeIdTokenGetter ? activeIdTokenGetter() : Promise.resolve(undefined);
}

/** The id token's `exp` (the browser sends the id token), else the access token's. */
export function idTokenExpiry(user: User): number | undefined {
  return readTokenExpiry(user.id_token) ?? user.expires_at;
}

const renewals = new WeakMap<UserManagerLike, Promise<User | null>>();

/** One refresh-token renewal at a time per user manager; null when it fails. */
export function renewSilently(userManager: UserManagerLike): Promise<User | null> {
  let renewal = renewals.get(userManager);
  if (!renewal) {
    renewal = userManager
      .signinSilent()
      .catch((error: unknown) => {
        console.warn('Silent token renewal failed', error);
        return null;
      })
      .finally(() => renewals.delete(userManager));
    renewals.set(userManager, renewal);
  }
  return renewal;
}

/**
 * The signed-in user with an id token that is not expired by the 300 s margin, renewing it
 * silently when it is; null when there is no user or renewal fails. A renewed token is accepted
 * while it is still valid, so a provider issuing tokens shorter than the margin does not loop.
 */
export async function getValidUser(userManager: UserManagerLike, nowMs: number): Promise<User | null> {
  const user = await userManager.getUser();
  if (user && !isTokenExpired(idTokenExpiry(user), nowMs)) return user;
  if (!user?.refresh_token) return null;
  const renewed = await renewSilently(userManager);
  const exp = renewed ? idTokenExpiry(renewed) : undefined;
  return renewed && exp !== undefined && exp * 1000 > nowMs ? renewed : null;
}

/** The bearer for API calls: the id token, renewed first when it is within the margin. */
export function createIdTokenGetter(userManager: UserManagerLike, now: () => number = Date.now) {
  return async function getIdToken(): Promise<string | undefined> {
    const user = (await getValidUser(userManager, now())) ?? (await userManager.getUser());
    return user?.id_token;
  };
}

/** A user signed in earlier in this browser (oidc-client-ts keeps them in localStorage under `oidc.user:`). */
export const hasStoredUser = (storage: Storage = window.localStorage): boolean =>
  Object.keys(storage).some((key) => key.startsWith('oidc.user:'));
