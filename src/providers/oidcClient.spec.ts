import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredLocale } from '../i18n/locale.ts';
import { createUserManager } from './oidcClient.ts';

const oidc = { authority: 'http://localhost/oidc', clientId: 'backoffice', scope: 'openid profile email' };

afterEach(() => vi.restoreAllMocks());

describe('the OIDC user manager', () => {
  it('asks the identity provider for its sign-in page in the locale stored at the moment of the redirect', async () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    const userManager = createUserManager(oidc, 'http://localhost');
    await userManager.signinRedirect({ state: { returnTo: '/content/list' } });
    expect(redirect).toHaveBeenLastCalledWith({ ui_locales: 'tr', state: { returnTo: '/content/list' } });

    setStoredLocale('en');
    await userManager.signinRedirect();
    expect(redirect).toHaveBeenLastCalledWith({ ui_locales: 'en' });
  });

  it('asks for the sign-out page in the stored locale too', async () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue();
    setStoredLocale('en');
    await createUserManager(oidc, 'http://localhost').signoutRedirect();
    expect(redirect).toHaveBeenLastCalledWith({ extraQueryParams: { ui_locales: 'en' } });
  });
});
