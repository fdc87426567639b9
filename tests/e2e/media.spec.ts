import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { en as mediaEn } from '../../src/i18n/messages/media.ts';
import { en as uploadEn } from '../../src/i18n/messages/upload.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';
import { signIn } from './support/signIn.ts';

const library = mediaEn.media.library;
const cropper = mediaEn.media.cropper;
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

describe('the media desk', () => {
  it('uploads with progress, skips a byte-identical copy by its hash, and crops', async () => {
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
    await page.getByText(library.empty).waitFor();

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
    await page.getByRole('checkbox', { name: fillTemplate(library.select, { name: 'photo.jpg' }) }).waitFor();
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
    await page.getByRole('checkbox', { name: fillTemplate(library.select, { name: 'photo-copy.jpg' }) }).waitFor();
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
    await context.close();
  });
});
