import { describe, expect, it } from 'vitest';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { en as socialEn } from '../../src/workflows/socialMedia/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { useServerAndBrowser } from './support/suite.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;
const accountFields = resourcesEn.resources.socialAccounts.fields;
const utmFields = resourcesEn.resources.utmSources.fields;
const social = socialEn.socialMedia;
/** Site 4's address (server/db/seedSites.ts), where the demo sessions open. */
const SITE_URL = 'https://www.haberhat.example';

const suite = useServerAndBrowser();
/** A label as the form shows it, a required one with its mark after it. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('social media', () => {
  it('adds an account and a UTM source, shares a content to them and copies its link', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/social/accounts');
    await page.getByText(list.noData).waitFor();
    await page.getByRole('button', { name: list.add }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: labelled(accountFields.network) }).click();
    await page.getByRole('option', { name: 'Twitter' }).click();
    const handle = dialog.getByRole('textbox', { name: labelled(accountFields.handle) });
    await handle.fill('gundem.haber');
    await dialog.getByRole('textbox', { name: labelled(accountFields.displayName) }).fill('Gündem X');
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.getByText('Please enter valid Twitter nickname.').waitFor();
    await screenshot(page, 'social-account-handle-refused');
    await handle.fill('gundem_haber');
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Gündem X' }).waitFor();

    await page.goto(`${suite.server.url}/settings/social/utm-sources`);
    await page.getByText(list.noData).waitFor();
    await page.getByRole('button', { name: list.add }).first().click();
    await dialog.getByRole('textbox', { name: labelled(utmFields.name) }).fill('Yaz kampanyası');
    await dialog.getByRole('textbox', { name: labelled(utmFields.source) }).fill('x paylaşımı');
    await dialog.getByRole('textbox', { name: labelled(utmFields.medium) }).fill('sosyal & medya');
    await dialog.getByRole('textbox', { name: labelled(utmFields.campaign) }).fill('yaz #1 ğ');
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Yaz kampanyası' }).waitFor();
    await context.close();

    const token = await demoToken(suite.server.url, 'admin');
    const item = await newsItem(suite.server.url, token, 'Çığ düştü');
    const editor = await suite.openAs('admin', `/content/news/${item.id}`);
    await editor.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    const section = editor.page.getByRole('region', { name: contentEn.contentEditor.sections.social });
    await section.getByRole('combobox', { name: social.addAccount }).click({ timeout: 30_000 });
    await editor.page.getByRole('option', { name: /Gündem X/ }).click();
    const share = section.getByRole('listitem');
    await expect.poll(() => share.getByRole('textbox', { name: /^Share text/ }).inputValue()).toBe('Çığ düştü');
    await share.getByRole('combobox', { name: social.utmSource }).click();
    await editor.page.getByRole('option', { name: 'Yaz kampanyası' }).click();
    await editor.page.keyboard.press('Control+s');
    await editor.page.getByText(form.updated).waitFor();

    await share.getByRole('button', { name: social.copy }).click();
    await editor.page.getByText(social.linkCopied).waitFor();
    await screenshot(editor.page, 'social-share-copied');
    const copied = await editor.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await share.getByRole('textbox', { name: social.link }).inputValue());
    expect(copied).not.toMatch(/\s/);
    const link = new URL(copied);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/cig-dustu-${item.id}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ utm_source: 'x paylaşımı', utm_medium: 'sosyal & medya', utm_campaign: 'yaz #1 ğ' });
    await editor.context.close();
  }, 150_000);
});
