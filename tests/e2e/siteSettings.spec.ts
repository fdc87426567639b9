import { describe, expect, it } from 'vitest';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { en as settingsEn } from '../../resources/messages/siteSettings.ts';
import { en as shellEn } from '../../src/i18n/messages/shell.ts';
import { screenshot } from './support/browser.ts';
import { atPath, useServerAndBrowser } from './support/suite.ts';

const texts = settingsEn.siteSettings;
const labels = resourcesEn.resources.siteSettings.fields;
const suite = useServerAndBrowser();

describe('site settings', () => {
  it('lets the administrator find the screen in the menu, change a switch and a text, and save them for good', async () => {
    const { page } = await suite.openAs('admin', '/settings/system/site-settings');
    await page.waitForURL(atPath('/settings/system/site-settings'));
    const smileys = page.getByRole('switch', { name: labels.isSmilesEnabled });
    await smileys.waitFor();
    await page.getByRole('navigation', { name: shellEn.shell.menu.label }).getByText(shellEn.shell.routes.siteSettings, { exact: true }).waitFor();
    const before = await smileys.isChecked();
    await smileys.click();
    const description = page.getByRole('textbox', { name: labels.flashNewsDescription });
    await description.fill('Son dakika: gelişmeler sürüyor');
    await screenshot(page, 'site-settings');
    await page.getByRole('button', { name: texts.save }).click();
    await page.getByText(texts.saved).waitFor();

    await page.reload();
    await smileys.waitFor();
    expect(await smileys.isChecked()).toBe(!before);
    expect(await description.inputValue()).toBe('Son dakika: gelişmeler sürüyor');
    await page.getByText(texts.images).scrollIntoViewIfNeeded();
    await screenshot(page, 'site-settings-images');
  });
});
