import { DEMO_PASSWORD } from '../../../server/db/demoUsers.ts';
import { loginWithPassword } from './oidcLogin.ts';

/** Signs a demo account in through the embedded provider (code + PKCE) and returns its id_token. */
export async function demoToken(baseUrl: string, account: 'admin' | 'chief' | 'editor' | 'agency' | 'reporter' | 'reader' | 'inactive') {
  return (await loginWithPassword(baseUrl, `${account}@newsroom.example`, DEMO_PASSWORD)).idToken;
}
