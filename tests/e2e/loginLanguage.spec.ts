import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { authMessages } from '../../server/auth/authMessages.ts';
import { en } from '../../src/i18n/messages/shell.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { runServer, type RunningServer } from './support/runServer.ts';
import { signIn } from './support/signIn.ts';

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await runServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Stores the admin's language on the app's origin (a public page), as the language menu does. */
async function storeLocale(page: Page, locale: string) {
  await page.goto(`${server.url}/unauthenticated`);
  await page.evaluate((value) => localStorage.setItem('selectedLocale', value), locale);
}

async function loginPage(page: Page) {
  await page.goto(`${server.url}/`);
  await page.waitForURL(/\/oidc\/interaction\//);
  return { lang: await page.locator('html').getAttribute('lang'), title: await page.locator('h1').innerText() };
}

describe('the embedded login page speaks the admin\'s language', () => {
  it('in English when English is stored, whatever the browser prefers', async () => {
    const { page, context } = await browser.newPage({ locale: 'tr-TR' });
    await storeLocale(page, 'en');
    expect(await loginPage(page)).toEqual({ lang: 'en', title: authMessages('en').signInTitle });
    await signIn(page, server.url, 'admin');
    await page.getByRole('navigation', { name: en.shell.menu.label }).waitFor();
    await context.close();
  });

  it('in Turkish when Turkish is stored, whatever the browser prefers', async () => {
    const { page, context } = await browser.newPage({ locale: 'en-US' });
    await storeLocale(page, 'tr');
    expect(await loginPage(page)).toEqual({ lang: 'tr', title: authMessages('tr').signInTitle });
    await context.close();
  });
});
