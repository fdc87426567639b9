import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/db/demoUsers.ts';

export type DemoAccount = 'admin' | 'chief' | 'editor' | 'agency' | 'reporter' | 'reader' | 'inactive';

/**
 * Opens `path` in the app, lets it send the browser to the embedded provider's login page, signs
 * in there with the demo account and waits until the app has taken the browser back.
 */
export async function signIn(page: Page, baseUrl: string, account: DemoAccount, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#email').fill(`${account}@newsroom.example`);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'), { timeout: 60_000 });
}
