import { describe, expect, it } from 'vitest';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as shellEn } from '../../src/i18n/messages/shell.ts';
import { en as usersEn } from '../../src/workflows/users/messages.ts';
import { en as matrixEn } from '../../resources/messages/permissionMatrix.ts';
import { en as namesEn } from '../../resources/messages/permissionNames.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/signIn.ts';
import { atPath, fillTemplate, useServerAndBrowser } from './support/suite.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;
const approval = lowcodeEn.lowcode.approval;
const userFields = resourcesEn.resources.users.fields;

const suite = useServerAndBrowser();

describe('users, on the resource engine', () => {
  it('lets the administrator add a user on the detail route, approve and unapprove them, and filter the list', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/system/user/list');
    await page.waitForURL(atPath('/settings/system/user/list'));
    await page.getByRole('cell', { name: 'chief@newsroom.example' }).waitFor();
    await screenshot(page, 'users-list');

    await page.getByRole('button', { name: list.add, exact: true }).click();
    await page.waitForURL(atPath('/settings/system/user/detail'));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Deniz Muhabir');
    await dialog.getByLabel(userFields.username).fill('deniz');
    await dialog.getByLabel(userFields.email).fill('deniz@newsroom.example');
    await dialog.getByLabel(userFields.sites).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel(userFields.roles).click();
    await page.getByRole('option', { name: 'Reporter' }).click();
    await screenshot(page, 'users-create');
    await dialog.getByRole('button', { name: form.save }).click();
    // A new user is unapproved: the form says it will not be listed as approved, and asks.
    await page.getByText(form.unapprovedWarning).waitFor();
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL(atPath('/settings/system/user/list'));
    // The new user has no password at the app's own provider: the administrator gets a one-time link.
    const linkDialog = page.getByRole('dialog').filter({ hasText: '/oidc/set-password/' });
    await linkDialog.waitFor();
    await screenshot(page, 'users-password-link');
    const message = (await linkDialog.getByText(/\/oidc\/set-password\//).textContent()) ?? '';
    const link = /https?:\/\/\S+\/oidc\/set-password\/[\w-]+/.exec(message)![0];
    await linkDialog.getByRole('button', { name: alertsEn.alerts.ok }).click();
    const linkPage = await context.newPage();
    await linkPage.goto(`${link}?lang=en`);
    await linkPage.getByText('deniz@newsroom.example').waitFor();
    await linkPage.getByLabel('New password', { exact: true }).waitFor();
    await screenshot(linkPage, 'users-set-password-page');
    await linkPage.close();
    const row = page.getByRole('row').filter({ hasText: 'deniz@newsroom.example' });
    await row.waitFor();

    const toggle = row.getByRole('switch', { name: fillTemplate(approval.toggle, { name: 'Deniz Muhabir' }) });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.getByText(fillTemplate(approval.changedToApproved, { name: 'Deniz Muhabir' })).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    await toggle.click();
    await page.getByText(fillTemplate(approval.confirmUnapprove, { name: 'Deniz Muhabir' })).waitFor();
    await screenshot(page, 'users-unapprove-confirm');
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.getByText(fillTemplate(approval.changedToUnapproved, { name: 'Deniz Muhabir' })).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);

    // Filters: unapproved users only, then a search.
    await page.getByRole('combobox', { name: approval.filter }).click();
    await page.getByRole('option', { name: approval.unapproved }).click();
    await page.getByRole('row').filter({ hasText: 'inactive@newsroom.example' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'admin@newsroom.example' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Search' }).fill('deniz');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'inactive@newsroom.example' }).count()).toBe(0);
    await row.waitFor();
    await screenshot(page, 'users-filtered');
    await page.getByRole('textbox', { name: 'Search' }).fill('');

    // The same e-mail again is refused on its field.
    await page.getByRole('button', { name: list.add, exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Deniz İkinci');
    await dialog.getByLabel(userFields.username).fill('deniz2');
    await dialog.getByLabel(userFields.email).fill('Deniz@newsroom.example');
    await dialog.getByRole('switch', { name: userFields.isApproved }).click();
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.getByText(/already/i).waitFor();
    await screenshot(page, 'users-duplicate');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL(atPath('/settings/system/user/list'));

    // The detail route opens a user's form by id.
    await row.getByRole('button', { name: list.edit }).click();
    await page.waitForURL((url) => /^\/settings\/system\/user\/detail\/\d+$/.test(url.pathname));
    await expect.poll(() => dialog.getByLabel(userFields.email).inputValue()).toBe('deniz@newsroom.example');
    await page.keyboard.press('Escape');
    await page.waitForURL(atPath('/settings/system/user/list'));
    await context.close();
  });

  it('offers a set-password link on another user\'s form right after signing in', async () => {
    // The permissions read while the sign-in was under way must not stay cached as none.
    const { page, context } = await suite.openAs('admin', '/settings/system/user/list');
    await page.getByRole('cell', { name: 'Cem Şef', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).waitFor();
    await screenshot(page, 'users-form-after-sign-in');
    await dialog.getByRole('button', { name: usersEn.users.passwordLink.create }).waitFor();
    await context.close();
  });

  it('refuses the administrator unapproving themselves, and says why', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/system/user/list');
    const own = page.getByRole('row').filter({ hasText: 'admin@newsroom.example' });
    await own.waitFor();
    const toggle = own.getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.getByText(resourcesEn.saveErrors.ownApproval).waitFor();
    await screenshot(page, 'users-own-approval-refused');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.reload();
    await own.waitFor();
    expect(await own.getByRole('switch').isChecked()).toBe(true);
    await context.close();
  });

  it('keeps the users away from an editor without user.view', async () => {
    const { page, context } = await suite.openAs('editor', '/settings/system/user/list');
    await page.waitForURL(`${suite.server.url}/unauthorized`);
    await screenshot(page, 'users-editor-unauthorized');
    await context.close();
  });

  it('lets the administrator grant a role a permission in the matrix, which applies on the next request, but not lock themselves out', async () => {
    const matrix = matrixEn.permissionMatrix;
    const { permissionNames: names } = namesEn;
    const named = (key: string) => {
      const [category, keyword] = key.split('.') as [keyof typeof names.categories, keyof typeof names.keywords];
      return fillTemplate(names.name, { category: names.categories[category], keyword: names.keywords[keyword] });
    };
    const cell = (permission: string, role: string) => fillTemplate(matrix.cell, { permission: named(permission), role });
    const { page, context } = await suite.openAs('admin', '/settings/system/permissions');
    const ownAccess = page.getByRole('checkbox', { name: cell('user.permissions', 'Administrator') });
    await ownAccess.waitFor();
    expect(await ownAccess.isChecked()).toBe(true);
    expect(await ownAccess.isDisabled()).toBe(true);

    const readerSeesAgency = page.getByRole('checkbox', { name: cell('agency.view', 'Reader') });
    expect(await readerSeesAgency.isChecked()).toBe(false);
    await readerSeesAgency.check();
    await page.getByText(fillTemplate(matrix.unsaved, { count: '1' })).waitFor();
    await screenshot(page, 'permission-matrix-edited');
    await page.getByRole('button', { name: matrix.save }).click();
    await page.getByText(matrix.saved).waitFor();
    await context.close();

    // The reader had no permission at all; now the agency desk is theirs.
    const reader = await suite.openAs('reader', '/agency/list');
    await reader.page.getByRole('navigation').getByText(shellEn.shell.routes.agencyList).waitFor();
    expect(new URL(reader.page.url()).pathname).toBe('/agency/list');
    await reader.context.close();
  });

  it('names the roles in Turkish in the Turkish screens', async () => {
    const { page, context } = await suite.browser.newPage();
    await signIn(page, suite.server.url, 'admin', '/settings/system/user/list');
    const adminRow = page.getByRole('row').filter({ hasText: 'admin@newsroom.example' });
    await adminRow.getByText('Yönetici', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'chief@newsroom.example' }).getByText('Genel yayın yönetmeni', { exact: true }).count()).toBe(1);
    // On a laptop screen the list fits the window: the add button and the actions column stay on it.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const add = await page.getByRole('button', { name: 'Ekle', exact: true }).boundingBox();
    expect(add!.x + add!.width).toBeLessThanOrEqual(1280);
    // And so do the approval switch and the edit button of a row naming five sites: its names wrap, at most two lines.
    for (const control of [adminRow.getByRole('switch'), adminRow.getByRole('button').last()]) {
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    expect((await adminRow.boundingBox())!.height).toBeLessThan(60);
    await screenshot(page, 'users-list-tr-1280');
    await context.close();
  });
});
