import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as editorEn } from '../../src/workflows/content/messages.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as mediaEn } from '../../src/i18n/messages/media.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const fields = resourcesEn.resources.contents.fields;
const image = lowcodeEn.lowcode.image;
const [NEWS] = typeValues('news');

const suite = useServerAndBrowser();

/**
 * A reporter (news.save, none of the settings lists) writes a news item: the category, source and
 * signature inputs offer what the desk set up, read through their options operations.
 */
describe('a reporter writing news', () => {
  it('chooses a category, a source and a signature and saves the item', async () => {
    const chief = await demoToken(suite.server.url, 'chief');
    const save = (operation: string, type: string, input: Record<string, unknown>) =>
      apiAs<Record<string, { id: string }>>(suite.server.url, chief, `mutation S($input: ${type}!) { ${operation}(input: $input) { id } }`, { input });
    const { saveCategory } = await save('saveCategory', 'CategoryInput', { name: 'Muhabir Gündemi', linkName: 'muhabir-gundemi', contentTypes: [NEWS], isApproved: true });
    await save('saveSource', 'SourceInput', { name: 'Muhabir Kaynağı', isApproved: true });
    await save('saveSignature', 'SignatureInput', { name: 'Muhabir İmzası', isApproved: true });

    const { page, context } = await suite.openAs('reporter', '/content/news');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('heading', { name: fillTemplate(editorEn.contentEditor.newTitle, { type: 'news' }) }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Muhabirden: köprüde bakım çalışması');
    await page.getByRole('textbox', { name: /^Spot/ }).fill('Köprü iki gün boyunca tek şeritten işleyecek.');
    const text = page.getByRole('textbox', { name: /^Text/ });
    await text.click();
    await page.keyboard.type('Çalışma cuma sabahı başlayacak.');

    for (const [label, option] of [
      [fields.categoryId, 'Muhabir Gündemi'],
      [fields.sourceId, 'Muhabir Kaynağı'],
      [fields.signatureId, 'Muhabir İmzası'],
    ] as const) {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
      await expect.poll(() => page.getByRole('combobox', { name: label }).inputValue()).toBe(option);
    }
    await page.getByRole('combobox', { name: fields.categoryId }).scrollIntoViewIfNeeded();
    await screenshot(page, 'reporter-news-references');

    await page.getByRole('button', { name: lowcodeEn.lowcode.orderedList.add }).first().click();
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 90, g: 120, b: 200 } } }).jpeg().toBuffer();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'kopru.jpg', mimeType: 'image/jpeg', buffer: picture });
    const crop = page.getByRole('button', { name: image.crop, exact: true });
    await expect.poll(() => crop.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('textbox', { name: /description/i }).first().fill('Köprü');
    await crop.click();
    await page.getByRole('button', { name: mediaEn.media.cropper.save }).click();
    await page.getByText(fillTemplate(image.cropItem, { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' }), { exact: true }).waitFor({ timeout: 30_000 });

    await page.keyboard.press('Control+s');
    await page.getByText(lowcodeEn.lowcode.form.unapprovedWarning).waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'reporter-news-not-saved');
      throw error;
    });
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL(/\/content\/news\/\d+$/, { timeout: 30_000 });
    const id = page.url().split('/').pop();

    const { content } = await apiAs<{ content: { title: string; categoryId: string; createdUserId: string } }>(
      suite.server.url,
      chief,
      'query C($id: ID!) { content(id: $id) { title categoryId createdUserId } }',
      { id },
    );
    expect(content).toMatchObject({ title: 'Muhabirden: köprüde bakım çalışması', categoryId: saveCategory.id });
    await context.close();
  });
});
