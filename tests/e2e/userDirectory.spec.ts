import { describe, expect, it } from 'vitest';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { AHEAD_OF_ROW } from '../../server/directory/directorySeed.ts';
import { en as usersEn } from '../../src/workflows/users/messages.ts';
import { screenshot } from './support/browser.ts';
import { atPath, fillTemplate, useServerAndBrowser } from './support/suite.ts';

const directory = usersEn.users.directory;
const userFields = resourcesEn.resources.users.fields;

const suite = useServerAndBrowser();

describe('a user refreshed from the directory', () => {
  it("shows the administrator what the embedded directory says otherwise of the demo reporter, and saves it on the form", async () => {
    const { page } = await suite.openAs('admin', '/settings/system/user/list');
    await page.waitForURL(atPath('/settings/system/user/list'));
    await page.getByRole('row').filter({ hasText: AHEAD_OF_ROW.email }).getByRole('button', { name: lowcodeEn.lowcode.list.edit }).click();
    await page.waitForURL((url) => /^\/settings\/system\/user\/detail\/\d+$/.test(url.pathname));
    const form = page.getByRole('dialog', { name: /Rıza Muhabir/ });
    await screenshot(page, 'users-directory-form');
    await expect.poll(() => form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Rıza Muhabir');

    await form.getByRole('button', { name: directory.refresh }).click();
    const differences = page.getByRole('dialog', { name: fillTemplate(directory.title, { name: 'Rıza Muhabir' }) });
    const row = (field: string) => differences.locator(`tr[data-field="${field}"]`);
    await expect.poll(() => row('name').getByRole('cell').allTextContents()).toEqual(['Rıza Muhabir', AHEAD_OF_ROW.name]);
    await expect.poll(() => row('department').getByRole('cell').allTextContents()).toEqual(['Yazı işleri', AHEAD_OF_ROW.department]);
    // The tests' server seeds no demo pictures (DEMO_EDITORIAL_DATA=0): the directory's portrait is not there to differ.
    expect(await row('picture').count()).toBe(0);
    await screenshot(page, 'users-directory-differences');

    await differences.getByRole('button', { name: directory.save }).click();
    await page.getByText(fillTemplate(directory.saved, { fields: [userFields.name, userFields.department].join(', ') })).waitFor();
    await expect.poll(() => form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(AHEAD_OF_ROW.name);
    await expect.poll(() => form.getByRole('textbox', { name: /^Department/ }).inputValue()).toBe(AHEAD_OF_ROW.department);
    await screenshot(page, 'users-directory-saved');
  });
});
