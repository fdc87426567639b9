import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { en as mediaEn } from '../../src/i18n/messages/media.ts';
import { en as uploadEn } from '../../src/i18n/messages/upload.ts';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';
import { signIn } from './support/signIn.ts';

const library = mediaEn.media.library;
const cropper = mediaEn.media.cropper;
const detail = library.detail;
const picker = mediaEn.media.picker;
const dialog = uploadEn.upload.dialog;

const suite = useServerAndBrowser();
let photo: Buffer;

beforeAll(async () => {
  // Noise does not compress: about 1.6 MB, so a throttled upload shows its progress.
  const width = 1400;
  const height = 900;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  photo = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
});

describe('the media library', () => {
  it('uploads with progress, skips a byte-identical copy by its hash, crops, finds the upload by its caption and shows where it is used', async () => {
    const { page, context } = await suite.browser.newPage({ locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('selectedLocale', 'en'));
    const storageCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/storage/upload') || url.pathname.startsWith('/storage/file-info')) {
        storageCalls.push(`${request.method()} ${url.pathname}`);
      }
    });
    // A new file's hash lookup is a miss, not an error: nothing the console would show as failed.
    const failedResponses: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedResponses.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await signIn(page, suite.server.url, 'editor', '/content/media');
    await page.waitForURL(`${suite.server.url}/content/media`);
    await page.getByRole('table', { name: library.table }).or(page.getByText(library.empty)).waitFor();

    // Every state a row passes through, as the page saw it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStates: string[] }).seenStates = seen;
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('[data-upload-id]')) {
          const status = row.getAttribute('data-status');
          if (status && seen[seen.length - 1] !== status) seen.push(status);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });

    await page.getByRole('button', { name: library.upload }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: dialog.upload, exact: true }).click();
    await page.getByRole('progressbar').first().waitFor();
    await screenshot(page, 'media-uploading');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates), { timeout: 30_000 }).toContain('success');
    const states = await page.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates);
    expect(states).toEqual(expect.arrayContaining(['uploading', 'processing', 'success']));
    expect(states.indexOf('uploading')).toBeLessThan(states.indexOf('processing'));
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByRole('button', { name: dialog.close }).click();
    const sessionUploads = page.getByRole('list', { name: library.list });
    await sessionUploads.getByRole('checkbox', { name: fillTemplate(library.select, { name: 'photo.jpg' }) }).waitFor();
    expect(storageCalls.filter((call) => call === 'POST /storage/upload')).toHaveLength(1);
    expect(storageCalls).toContain('GET /storage/file-info');
    expect(failedResponses).toEqual([]);

    // The same bytes under another name: looked up by SHA-256, found, not sent again.
    const callsBefore = storageCalls.length;
    await page.getByRole('button', { name: library.upload }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'photo-copy.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: dialog.upload, exact: true }).click();
    await expect.poll(() => page.locator('[data-upload-id][data-status="success"]').count()).toBe(1);
    await page.getByRole('button', { name: dialog.close }).click();
    await sessionUploads.getByRole('checkbox', { name: fillTemplate(library.select, { name: 'photo-copy.jpg' }) }).waitFor();
    expect(storageCalls.slice(callsBefore)).toEqual(['GET /storage/file-info']);
    await page.getByText(library.alreadyUploaded).first().waitFor();
    await screenshot(page, 'media-desk-items');

    await page.getByRole('button', { name: fillTemplate(library.crop, { name: 'photo.jpg' }) }).click();
    await page.getByRole('button', { name: cropper.save }).waitFor();
    await screenshot(page, 'media-cropper');
    await page.getByRole('button', { name: cropper.save }).click();
    const cropLink = page.getByRole('link', { name: fillTemplate(library.cropLink, { type: '16:9' }) }).first();
    await cropLink.waitFor({ timeout: 30_000 });
    const cropUrl = new URL((await cropLink.getAttribute('href'))!, suite.server.url);
    const cropped = await fetch(cropUrl);
    expect(cropped.ok).toBe(true);
    const size = await sharp(Buffer.from(await cropped.arrayBuffer())).metadata();
    expect(size.width! / size.height!).toBeCloseTo(16 / 9, 1);
    await screenshot(page, 'media-cropped');

    // The upload is in the site's library: its info edited in the drawer, it is found by a word of its caption.
    await page.setViewportSize({ width: 1280, height: 720 });
    // Named as it was uploaded, once: its crops are not items of the library.
    const table = page.getByRole('table', { name: library.table });
    await table.getByText('1400 x 900 px · photo.jpg').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: detail.text }).fill('Kardelenler karın altından çıktı');
    await drawer.getByRole('textbox', { name: detail.reporter }).fill('Ayşe Yılmaz');
    await drawer.getByRole('textbox', { name: detail.source }).fill('Muhabirimiz');
    await drawer.getByRole('button', { name: detail.save }).click();
    await page.getByText(detail.saved).waitFor();
    await drawer.getByText(detail.notUsed).waitFor();
    await screenshot(page, 'media-library-drawer');
    await drawer.getByRole('button', { name: detail.close }).click();
    await page.getByRole('searchbox', { name: library.filters.search }).fill('KARDELEN');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText('Kardelenler karın altından çıktı').waitFor();
    expect(await table.locator('tbody tr').first().getAttribute('data-key')).toBeTruthy();
    await screenshot(page, 'media-library');

    // A news item takes it as its cover through the picker's library source; the library then shows it used there.
    const chief = await suite.openAs('chief', '/settings/content/categories');
    await chief.page.getByText(lowcodeEn.lowcode.list.noData).waitFor();
    await chief.page.getByRole('button', { name: lowcodeEn.lowcode.list.add, exact: true }).first().click();
    await chief.page.getByRole('dialog').getByRole('textbox', { name: resourcesEn.resources.categories.fields.name, exact: true }).fill('Gündem');
    await chief.page.getByRole('dialog').getByRole('button', { name: lowcodeEn.lowcode.form.save }).click();
    await chief.page.getByRole('dialog').waitFor({ state: 'detached' });
    await chief.context.close();
    await page.goto(`${suite.server.url}/content/news`);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Baharın ilk kardelenleri');
    await page.getByRole('textbox', { name: /^Spot/ }).fill('Erzurum’da kar eriyince kardelenler açtı.');
    await page.getByRole('textbox', { name: /^Text/ }).fill('<p>Kardelenler yamaçları süsledi.</p>');
    await page.getByRole('combobox', { name: resourcesEn.resources.contents.fields.categoryId }).click();
    await page.getByRole('option', { name: 'Gündem' }).click();
    await page.getByRole('button', { name: lowcodeEn.lowcode.orderedList.add }).first().click();
    await page.getByRole('button', { name: lowcodeEn.lowcode.image.fromLibrary }).first().click();
    const pickerDialog = page.getByRole('dialog', { name: picker.title });
    await pickerDialog.getByRole('searchbox', { name: picker.photos.searchLibrary }).fill('kardelen');
    await expect.poll(() => pickerDialog.locator('li[data-path]').count()).toBe(1);
    await screenshot(page, 'media-picker-library');
    await pickerDialog.getByRole('button', { name: /Kardelenler karın altından çıktı/ }).click();
    await pickerDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: lowcodeEn.lowcode.image.crop, exact: true }).click();
    await page.getByRole('button', { name: cropper.save }).click();
    await page.getByText(fillTemplate(lowcodeEn.lowcode.image.cropItem, { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' }), { exact: true }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Control+s');
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL(/\/content\/news\/\d+$/, { timeout: 30_000 });
    const newsPath = new URL(page.url()).pathname;

    await page.goto(`${suite.server.url}/content/media?filter=${encodeURIComponent(JSON.stringify({ search: 'kardelen' }))}`);
    await table.getByText('Kardelenler karın altından çıktı').click();
    const usage = page.getByRole('dialog').getByRole('link', { name: 'Baharın ilk kardelenleri' });
    expect(await usage.getAttribute('href')).toBe(newsPath);
    await context.close();
  }, 240_000);
});
