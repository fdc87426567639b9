import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/demoUsers.ts';

export type DemoAccount = 'admin' | 'chief' | 'editor' | 'agency' | 'reporter' | 'reader' | 'inactive';

/**
 * Opens `path` in the app, lets it send the browser to the embedded provider's login page, signs
 * in there with the demo account (or an account a test made) and waits until the app has taken the browser back.
 */
export async function signIn(page: Page, baseUrl: string, account: DemoAccount | { email: string; password: string }, path = '/') {
  const { email, password } = typeof account === 'string' ? { email: `${account}@newsroom.example`, password: DEMO_PASSWORD } : account;
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'), { timeout: 60_000 });
}
