import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as enumsEn } from '../../resources/messages/enums.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as mediaEn } from '../../src/i18n/messages/media.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const list = lowcodeEn.lowcode.list;
const form = lowcodeEn.lowcode.form;
const image = lowcodeEn.lowcode.image;
const categoryFields = resourcesEn.resources.categories.fields;
const authorFields = resourcesEn.resources.authors.fields;

const suite = useServerAndBrowser();

describe('categories and authors on the resource engine', () => {
  it('offers only main categories as parents, unapproved ones in red and not selectable', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/content/categories');
    await page.getByText(list.noData).waitFor();
    const dialog = page.getByRole('dialog');

    async function add(name: string, options: { parent?: string; unapproved?: boolean } = {}) {
      await page.getByRole('button', { name: list.add, exact: true }).first().click();
      await dialog.getByRole('textbox', { name: categoryFields.name, exact: true }).fill(name);
      // The link name and the display name are proposed from the name.
      expect(await dialog.getByRole('textbox', { name: categoryFields.linkName, exact: true }).inputValue()).toBe(name.toLowerCase());
      expect(await dialog.getByRole('textbox', { name: categoryFields.displayName, exact: true }).inputValue()).toBe(name);
      if (options.parent) {
        await dialog.getByRole('combobox', { name: categoryFields.parentId }).click();
        await page.getByRole('option', { name: options.parent }).click();
      }
      if (options.unapproved) await dialog.getByLabel(categoryFields.isApproved).uncheck();
      await dialog.getByRole('button', { name: form.save }).click();
      if (options.unapproved) {
        await page.getByText(form.unapprovedWarning).waitFor();
        await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
      }
      await dialog.waitFor({ state: 'detached' });
      // Its name and display name.
      await expect.poll(() => page.getByRole('cell', { name, exact: true }).count()).toBe(2);
    }

    await add('Politics');
    await add('Hidden', { unapproved: true });
    await add('Elections', { parent: 'Politics' });

    await page.getByRole('button', { name: list.add, exact: true }).first().click();
    await dialog.getByRole('combobox', { name: categoryFields.parentId }).click();
    await page.getByRole('option', { name: 'Politics' }).waitFor();
    const options = await page.getByRole('option').allTextContents();
    expect(options.sort()).toEqual(['Hidden', 'Politics']);
    const hidden = page.getByRole('option', { name: 'Hidden' });
    await expect.poll(() => hidden.getAttribute('aria-disabled')).toBe('true');
    const colour = await hidden.locator('span').first().evaluate((element) => getComputedStyle(element).color);
    const [red, green] = colour.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(green! + 80);
    await screenshot(page, 'category-parent-picker');
    await context.close();
  });

  it('adds an author with a profile photo cut square and horizontal', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 200 } } }).jpeg().toBuffer();
    const { page, context } = await suite.openAs('admin', '/settings/content/authors');
    await page.getByText(list.noData).waitFor();
    await page.getByRole('button', { name: list.add, exact: true }).first().click();
    const dialog = page.getByRole('dialog').first();
    await dialog.getByRole('textbox', { name: authorFields.name, exact: true }).fill('Ayşe');
    await dialog.getByRole('textbox', { name: authorFields.surname, exact: true }).fill('Yazar');
    await dialog.getByRole('textbox', { name: authorFields.linkName, exact: true }).fill('ayse-yazar');
    await dialog.getByRole('combobox', { name: authorFields.authorType }).click();
    await page.getByRole('option', { name: enumsEn.enums.authorType.opinion }).click();

    // Without the photo the server's rule speaks on the field.
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.getByText('Please upload profile photo', { exact: false }).waitFor();

    await dialog.locator('input[type=file]').setInputFiles({ name: 'ayse.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: image.crop, exact: true }).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: image.crop, exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await dialog.getByRole('button', { name: image.crop, exact: true }).click();
    await page.getByRole('button', { name: mediaEn.media.cropper.save }).click();
    for (const crop of [
      { type: mediaEn.media.cropTypes.square, width: '600', height: '600' },
      { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' },
    ]) {
      await dialog.getByText(fillTemplate(image.cropItem, crop), { exact: true }).waitFor({ timeout: 30_000 });
    }
    await screenshot(page, 'author-cropped');
    await dialog.getByRole('button', { name: form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Ayşe Yazar' });
    await row.waitFor();
    const thumbnail = row.locator('img').first();
    await thumbnail.waitFor();
    const source = await thumbnail.getAttribute('src');
    const response = await fetch(new URL(source!, suite.server.url));
    expect(response.ok).toBe(true);
    await screenshot(page, 'author-list');

    // The crops are kept with the record: the edit form shows both cut.
    await row.getByRole('button').last().click();
    await page.getByRole('dialog').getByText(fillTemplate(image.cropItem, { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' }), { exact: true }).waitFor();
    await context.close();
  });
});
