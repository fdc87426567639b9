import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tr } from '../../src/i18n/messages/shell.ts';
import { raTurkishMessages } from '../../src/i18n/raTurkishMessages.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { runServer, type RunningServer } from './support/runServer.ts';
import { signIn } from './support/signIn.ts';

const labels = tr.shell.routes;
const ra = raTurkishMessages.ra;
const pages = tr.shell.pages;

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

const menu = (page: Page) => page.getByRole('navigation', { name: tr.shell.menu.label });

/** The labels of the menu's top-level entries, in order. */
async function topLevelMenu(page: Page) {
  await menu(page).waitFor();
  return (await menu(page).locator(':scope > [role="menu"] > [role="menuitem"]').allInnerTexts()).map((text) => text.trim());
}

describe('signing in through the embedded provider', () => {
  it('takes the administrator to the content list with every section in the menu', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'admin');
    await page.waitForURL(`${server.url}/content/list`);
    await page.getByRole('heading', { level: 1, name: labels.contentList }).waitFor();
    const sections = await topLevelMenu(page);
    expect(sections).toEqual(
      expect.arrayContaining([labels.content, labels.agencyList, labels.archiveList, labels.headline, labels.mailing, labels.settings]),
    );
    await menu(page).getByText(labels.settings, { exact: true }).click();
    await menu(page).getByText(labels.systemSettings, { exact: true }).waitFor();
    await screenshot(page, 'admin-content-list');
    await context.close();
  });

  it('shows the editor in chief the user list under the system settings', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'chief');
    await page.waitForURL(`${server.url}/content/list`);
    await menu(page).getByText(labels.settings, { exact: true }).click();
    await menu(page).getByText(labels.systemSettings, { exact: true }).click();
    // A click that lands while the section is still unfolding opens nothing: click until the page is the list.
    await expect
      .poll(async () => {
        await menu(page).getByText(labels.userList, { exact: true }).click();
        return new URL(page.url()).pathname;
      })
      .toBe('/settings/system/user/list');
    await page.locator('table tbody tr').first().waitFor();
    await screenshot(page, 'chief-user-list');
    await context.close();
  });

  it('shows the editor no user administration, and switching to the TV site reloads the menu without mailing', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'editor');
    await page.waitForURL(`${server.url}/content/list`);
    expect(await topLevelMenu(page)).toContain(labels.mailing);
    await menu(page).getByText(labels.settings, { exact: true }).click();
    await menu(page).getByText(labels.contentSettings, { exact: true }).waitFor();
    expect(await menu(page).getByText(labels.systemSettings, { exact: true }).count()).toBe(0);
    await screenshot(page, 'editor-site-4');

    await page.getByRole('banner').getByRole('combobox', { name: 'Çalışılan site' }).click();
    await page.getByRole('option', { name: 'Gündem TV' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedSiteId'))).toBe('5');
    await expect.poll(() => topLevelMenu(page)).not.toContain(labels.mailing);
    expect(await topLevelMenu(page)).toContain(labels.content);
    await screenshot(page, 'editor-site-5');

    // The user admin page is forbidden to the editor: /unauthorized.
    await page.goto(`${server.url}/settings/system/user/list`);
    await page.waitForURL(`${server.url}/unauthorized`);
    await context.close();
  });

  it('sends the agency-only editor from content through the archive to the agency list', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'agency');
    await page.waitForURL(`${server.url}/agency/list`);
    await page.getByRole('heading', { name: labels.agencyList, level: 1 }).waitFor();
    expect(await topLevelMenu(page)).toEqual([labels.agencyList]);
    await page.goto(`${server.url}/archive/list`);
    await page.waitForURL(`${server.url}/agency/list`);
    await screenshot(page, 'agency-editor');
    await context.close();
  });

  it('shows a signed-in user without permissions the unauthorized page', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'reader');
    await page.waitForURL(`${server.url}/unauthorized`);
    await page.getByText(pages.unauthorized.title).waitFor();
    await screenshot(page, 'reader-unauthorized');
    await context.close();
  });

  it('sends the inactive user to /unauthorized-user', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'inactive');
    await page.waitForURL(`${server.url}/unauthorized-user`);
    await page.getByText(pages.unauthorizedUser.title).waitFor();
    await screenshot(page, 'inactive-user');
    await context.close();
  });

  it('answers an unknown path with the 404 page, signed in or not', async () => {
    const { page, context } = await browser.newPage();
    await page.goto(`${server.url}/no-such-page`);
    await page.getByText(pages.notFound.title).waitFor();
    await page.getByText(pages.notFound.body).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await signIn(page, server.url, 'admin', '/content/list');
    await page.goto(`${server.url}/settings/no-such-page`);
    await page.getByText(pages.notFound.title).waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });

  it("shows react-admin's refusal pages, which load apart from the shell, at their addresses", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'admin', '/content/list');
    await page.goto(`${server.url}/access-denied`);
    await page.getByText(ra.page.access_denied).waitFor();
    await page.getByText(ra.message.access_denied).waitFor();
    await page.goto(`${server.url}/authentication-error`);
    await page.getByText(ra.page.authentication_error).waitFor();
    await page.getByText(ra.message.authentication_error).waitFor();
    await context.close();
  });

  it('asks before signing out: cancelling keeps the session, confirming ends it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, server.url, 'admin');
    await page.waitForURL(`${server.url}/content/list`);
    const openSignOut = async () => {
      await page.getByRole('banner').getByRole('button', { name: ra.auth.user_menu }).click();
      await page.getByRole('menuitem', { name: ra.auth.logout }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(tr.shell.logout.content).waitFor();
      expect(await dialog.getByRole('heading').innerText()).toBe(tr.shell.logout.title);
      return dialog;
    };

    let dialog = await openSignOut();
    await screenshot(page, 'logout-confirmation');
    await dialog.getByRole('button', { name: ra.action.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/content/list');
    await page.reload();
    await menu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/content/list');

    dialog = await openSignOut();
    await dialog.getByRole('button', { name: ra.auth.logout }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.locator('#email').waitFor();
    await context.close();
  });
});
