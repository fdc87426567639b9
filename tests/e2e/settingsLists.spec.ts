import { describe, expect, it } from 'vitest';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;
const approval = lowcodeEn.lowcode.approval;
const INVALID_FORM = 'The form is not valid. Please check for errors';

const suite = useServerAndBrowser();

describe('a settings list built by the resource engine', () => {
  it('lets the administrator add a signature, refuses a duplicate on the field, and shows it to an editor read-only', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/content/signatures');
    await page.waitForURL(`${suite.server.url}/settings/content/signatures`);
    await page.getByText(list.noData).waitFor();

    await page.getByRole('button', { name: list.add }).first().click();
    await page.getByRole('dialog', { name: fillTemplate(form.createTitle, { name: resourcesEn.resources.signatures.one }) }).waitFor();
    await page.getByRole('dialog').getByLabel('Name').fill('Reuters Desk');
    await page.getByRole('dialog').getByRole('button', { name: form.save }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Reuters Desk' }).waitFor();

    // The approval filter says what it is and offers the spec's all / approved / unapproved, "all" when nothing is chosen.
    const approvalFilter = page.getByRole('combobox', { name: approval.filter });
    expect(await approvalFilter.textContent()).toBe(approval.all);
    await approvalFilter.click();
    expect(await page.getByRole('option').allTextContents()).toEqual([approval.all, approval.approved, approval.unapproved]);
    await page.keyboard.press('Escape');

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

  it("after a CONFLICT shows the other editor's change in the list and saves on top of it; a toast stays clear of the dialog's buttons", async () => {
    const mine = await suite.openAs('admin', '/settings/content/sources');
    await mine.page.getByText(list.noData).waitFor();
    await mine.page.getByRole('button', { name: list.add }).first().click();
    await mine.page.getByRole('dialog').getByLabel('Name').fill('Ankara Bürosu');
    await mine.page.getByRole('dialog').getByRole('button', { name: form.save }).click();
    await mine.page.getByRole('cell', { name: 'Ankara Bürosu' }).waitFor();
    await mine.page.getByRole('cell', { name: 'Ankara Bürosu' }).click();
    const dialog = mine.page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Ankara Haber Bürosu');

    // Meanwhile another editor renames it.
    const theirs = await suite.openAs('admin', '/settings/content/sources');
    await theirs.page.getByRole('cell', { name: 'Ankara Bürosu' }).click();
    await theirs.page.getByRole('dialog').getByLabel('Name').fill('Ankara Temsilciliği');
    await theirs.page.getByRole('dialog').getByRole('button', { name: form.save }).click();
    await theirs.page.getByRole('cell', { name: 'Ankara Temsilciliği' }).waitFor();
    await theirs.context.close();

    await dialog.getByRole('button', { name: form.save }).click();
    await mine.page.getByText(resourcesEn.saveErrors.conflict).waitFor();
    await mine.page.getByRole('button', { name: alertsEn.alerts.ok }).click();
    // The list behind the dialog reads their name; the form keeps mine and saves it over their version.
    await mine.page.locator('td', { hasText: 'Ankara Temsilciliği' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Ankara Haber Bürosu');
    await screenshot(mine.page, 'source-conflict-reloaded');
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await mine.page.getByRole('cell', { name: 'Ankara Haber Bürosu' }).waitFor();

    // The browser's own refusal shows one toast, which does not cover Cancel on a short screen.
    await mine.page.setViewportSize({ width: 1000, height: 420 });
    await mine.page.getByRole('button', { name: list.add }).first().click();
    await dialog.getByLabel('Name').fill(' ');
    await dialog.getByRole('button', { name: form.save }).click();
    const toast = mine.page.locator('.MuiSnackbar-root', { hasText: INVALID_FORM });
    await toast.waitFor();
    expect(await toast.count()).toBe(1);
    const [toastBox, cancelBox] = [await toast.boundingBox(), await dialog.getByRole('button', { name: form.cancel }).boundingBox()];
    const overlaps = toastBox!.x < cancelBox!.x + cancelBox!.width && cancelBox!.x < toastBox!.x + toastBox!.width && toastBox!.y < cancelBox!.y + cancelBox!.height && cancelBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps).toBe(false);
    await screenshot(mine.page, 'source-invalid-toast');
    await mine.context.close();
  });
});
