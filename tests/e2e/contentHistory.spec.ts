import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as editorEn } from '../../src/workflows/content/messages.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const history = editorEn.contentEditor.history;
const fields = resourcesEn.resources.contents.fields;
const suite = useServerAndBrowser();
const [NEWS] = typeValues('news');
const SPOT = 'Kent genelinde ulaşım aksadı, okullar tatil edildi.';

const api = <T>(token: string, query: string, variables: Record<string, unknown>) => apiAs<T>(suite.server.url, token, query, variables);

describe('the content history', () => {
  it('marks the words a save changed and restores the earlier version into the form', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const { saveCategory } = await api<{ saveCategory: { id: string } }>(token, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Gündem', linkName: 'gundem', contentTypes: [NEWS], isApproved: true },
    });
    const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];
    const { saveContent } = await api<{ saveContent: { id: string } }>(token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
      input: { type: NEWS, title: 'İstanbul’da yoğun kar yağışı', spot: SPOT, text: '<p>Kar sabah başladı.</p>', categoryId: saveCategory.id, coverImages: cover },
    });

    const { page } = await suite.openAs('admin', `/content/news/${saveContent.id}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const spot = page.getByRole('textbox', { name: new RegExp(`^${fields.spot}`) });
    await expect.poll(() => spot.inputValue(), { timeout: 30_000 }).toBe(SPOT);
    await spot.fill('Kent genelinde ulaşım tamamen durdu, okullar tatil edildi.');
    await page.keyboard.press('Control+s');
    await page.getByText(lowcodeEn.lowcode.form.updated).waitFor();

    await page.getByRole('button', { name: history.open }).click();
    const drawer = page.getByRole('dialog', { name: history.title });
    await drawer.getByText(fillTemplate(history.compare, { older: '1', newer: '2' })).waitFor({ timeout: 30_000 });
    const changed = drawer.getByRole('region', { name: fields.spot });
    expect(await changed.locator('del').allTextContents()).toEqual(['aksadı']);
    expect((await changed.locator('ins').allTextContents()).join('|')).toBe('tamamen durdu');
    await screenshot(page, 'revisions-history-diff');

    await drawer.getByRole('button', { name: fillTemplate(history.restore, { version: '1' }) }).click();
    await page.getByRole('button', { name: history.restoreConfirmLabel }).click();
    await drawer.getByText(fillTemplate(history.restoredFrom, { version: '1' })).waitFor();
    await screenshot(page, 'revisions-history-restored');
    await drawer.getByRole('button', { name: history.close }).click();
    await expect.poll(() => spot.inputValue()).toBe(SPOT);
    // The form is at the new version: a further save is not refused as stale.
    await spot.fill(`${SPOT} Yeni cümle.`);
    await page.keyboard.press('Control+s');
    const stored = async () => (await api<{ content: { version: number; spot: string } }>(token, 'query($id: ID!) { content(id: $id) { version spot } }', { id: saveContent.id })).content;
    await expect.poll(stored, { timeout: 15_000 }).toEqual({ version: 4, spot: `${SPOT} Yeni cümle.` });
  }, 120_000);
});
