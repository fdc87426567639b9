import englishMessages from 'ra-language-english';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/demoUsers.ts';
import { en } from '../../src/i18n/messages/shell.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const ra = englishMessages.ra;
// background.default of src/theme/themes.ts, as the browser computes it
const LIGHT = 'rgb(250, 250, 251)';
const DARK = 'rgb(30, 31, 34)';

const menu = (page: Page) => page.getByRole('navigation', { name: en.shell.menu.label });

/** The page's background once its colour is `colour` (the user's theme applies when their session is in). */
const backgroundBecomes = (page: Page, colour: string) =>
  page.waitForFunction((expected) => getComputedStyle(document.body).backgroundColor === expected, colour);

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: ra.auth.user_menu }).click();
  await page.getByRole('menuitem', { name: ra.auth.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: ra.auth.logout }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
}

/** On the provider's login page the sign-out ended at: the next person signs in in the same browser. */
async function signInHere(page: Page, account: string) {
  await page.locator('#email').fill(`${account}@newsroom.example`);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('#password').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth/callback'));
  await menu(page).waitFor();
}

describe('the theme', () => {
  it('is light by default even when the system prefers dark; a chosen dark is kept for that user alone', async () => {
    const { page, context } = await suite.openAs('editor', '/content/list');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await menu(page).waitFor();
    expect(await background(page)).toBe(LIGHT);

    await page.getByRole('banner').getByRole('button', { name: ra.action.toggle_theme }).click();
    await backgroundBecomes(page, DARK);
    await screenshot(page, 'theme-dark-content-list');

    await page.reload();
    await menu(page).waitFor();
    await backgroundBecomes(page, DARK);

    await signOut(page);
    await signInHere(page, 'chief');
    expect(await background(page)).toBe(LIGHT);

    await signOut(page);
    await signInHere(page, 'editor');
    await backgroundBecomes(page, DARK);
    await context.close();
  });
});
