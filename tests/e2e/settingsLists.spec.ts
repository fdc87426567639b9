import { afterAll, beforeAll, describe, it } from 'vitest';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { launchBrowser, screenshot, type TestBrowser } from './support/browser.ts';
import { runServer, type RunningServer } from './support/runServer.ts';
import { signIn } from './support/signIn.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([runServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a settings list built by the resource engine', () => {
  it('lets the administrator add a signature, refuses a duplicate on the field, and shows it to an editor read-only', async () => {
    const { page, context } = await browser.newPage({ locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('selectedLocale', 'en'));
    await signIn(page, server.url, 'admin', '/settings/content/signatures');
    await page.waitForURL(`${server.url}/settings/content/signatures`);
    await page.getByText(list.noData).waitFor();

    await page.getByRole('button', { name: list.add }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Reuters Desk');
    await page.getByRole('dialog').getByRole('button', { name: form.save }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Reuters Desk' }).waitFor();

    await page.getByRole('button', { name: list.add }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('Reuters Desk');
    await page.getByRole('dialog').getByRole('button', { name: form.save }).click();
    await page.getByRole('dialog').getByText(/already/i).waitFor();
    await screenshot(page, 'signature-duplicate');
    await page.keyboard.press('Escape');
    await page.getByText(form.discardChanges).waitFor();
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();

    const editor = await browser.newPage({ locale: 'en-US' });
    await editor.context.addInitScript(() => localStorage.setItem('selectedLocale', 'en'));
    await signIn(editor.page, server.url, 'editor', '/settings/content/signatures');
    await editor.page.getByRole('cell', { name: 'Reuters Desk' }).waitFor();
    if (await editor.page.getByRole('button', { name: list.add }).count()) throw new Error('the editor may not add signatures');
    await screenshot(editor.page, 'signature-editor');
    await editor.context.close();
  });
});
