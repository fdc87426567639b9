import { describe, expect, it } from 'vitest';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
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
    await page.getByRole('cell', { name: AHEAD_OF_ROW.email }).click();
    const form = page.getByRole('dialog', { name: /Rıza Muhabir/ });
    await expect.poll(() => form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Rıza Muhabir');

    await form.getByRole('button', { name: directory.refresh }).click();
    const differences = page.getByRole('dialog', { name: fillTemplate(directory.title, { name: 'Rıza Muhabir' }) });
    const row = (field: string) => differences.locator(`tr[data-field="${field}"]`);
    await expect.poll(() => row('name').getByRole('cell').allTextContents()).toEqual(['Rıza Muhabir', AHEAD_OF_ROW.name]);
    await expect.poll(() => row('department').getByRole('cell').allTextContents()).toEqual(['Yazı işleri', AHEAD_OF_ROW.department]);
    // The directory's portrait, as a thumbnail the browser loaded.
    const portrait = row('picture').getByRole('img');
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'users-directory-differences');

    await differences.getByRole('button', { name: directory.save }).click();
    await page.getByText(fillTemplate(directory.saved, { fields: [userFields.name, userFields.department, userFields.picture].join(', ') })).waitFor();
    await expect.poll(() => form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(AHEAD_OF_ROW.name);
    await expect.poll(() => form.getByRole('textbox', { name: /^Department/ }).inputValue()).toBe(AHEAD_OF_ROW.department);
    await screenshot(page, 'users-directory-saved');
  });
});
