import { describe, it } from 'vitest';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;

const suite = useServerAndBrowser();

describe('a settings list built by the resource engine', () => {
  it('lets the administrator add a signature, refuses a duplicate on the field, and shows it to an editor read-only', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/content/signatures');
    await page.waitForURL(`${suite.server.url}/settings/content/signatures`);
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

    const editor = await suite.openAs('editor', '/settings/content/signatures');
    await editor.page.getByRole('cell', { name: 'Reuters Desk' }).waitFor();
    if (await editor.page.getByRole('button', { name: list.add }).count()) throw new Error('the editor may not add signatures');
    await screenshot(editor.page, 'signature-editor');
    await editor.context.close();
  });
});
