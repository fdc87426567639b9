import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as agencyEn } from '../../src/i18n/messages/agency.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { screenshot } from './support/browser.ts';
import { atPath, fillTemplate, useServerAndBrowser } from './support/suite.ts';

const agency = agencyEn.agency;
const detail = agency.detail;
const quick = lowcodeEn.lowcode.dateRange.quick;

const suite = useServerAndBrowser();

// The wire's photo, served over HTTP as an agency's would be: the server fetches it into storage at ingest.
let photoHost: Server;
let photoUrl: string;

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 110, b: 160 } } }).jpeg().toBuffer();
  photoHost = createServer((_, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo));
  await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve));
  photoUrl = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/harbour.jpg`;
});

afterAll(async () => {
  await new Promise((resolve) => photoHost?.close(resolve));
});

const rowsOf = (page: Page, tab: keyof typeof agency.tabs) => page.getByRole('table', { name: agency.tabs[tab] }).locator('tbody tr');
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: agency.filters.label });
const filterInAddress = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** An agency item with one photo, dropped into the running server's wire folder. */
async function dropPhotoStory(title: string) {
  const item = {
    $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json',
    uri: `urn:e2e:${Date.now()}`,
    type: 'text',
    copyrightHolder: 'E2E Wire',
    headlines: [{ value: title }],
    descriptions: [{ role: 'summary', value: 'Ferries run again.' }],
    bodies: [{ contentType: 'text/html', value: '<p>The harbour reopened at dawn.</p>' }],
    subjects: [{ name: 'Gündem' }],
    versionCreated: new Date().toISOString(),
    language: 'en',
    associations: [{ name: 'photo', uri: 'urn:e2e:photo', type: 'picture', headlines: [{ value: 'Ferries at the pier' }], renditions: [{ name: 'original', href: photoUrl, contentType: 'image/jpeg', width: 1200, height: 800 }] }],
  };
  await writeFile(path.join(suite.server.dataDir, 'ingest', 'drop', 'photo-story.json'), JSON.stringify(item));
}

/** Opens the detail of the row titled `title` and returns the drawer. */
async function openDetail(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).first().click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.waitFor();
  return drawer;
}

describe('the agency desk', () => {
  it('lets the agency-only editor page, filter by agency and date, open an item, and see each tab its filters', async () => {
    const { page, context } = await suite.openAs('agency', '/agency/list');
    const rows = rowsOf(page, 'contents');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);
    expect(await page.getByRole('tab').allTextContents()).toEqual([agency.tabs.contents, agency.tabs.video]);
    await page.getByRole('button', { name: agency.showMore }).click();
    await expect.poll(() => rows.count()).toBe(100);
    expect(await page.getByRole('table', { name: agency.tabs.contents }).getByRole('combobox').count()).toBe(0);

    // Agency contents: every filter but approval.
    const toolbar = toolbarOf(page);
    expect(await toolbar.getByRole('combobox', { name: agency.filters.approval }).count()).toBe(0);
    for (const name of [agency.filters.categories, agency.filters.newsType, agency.filters.creator]) {
      expect(await toolbar.getByRole('combobox', { name }).isDisabled()).toBe(false);
    }

    // One agency and the last week: every row is that agency's and of these days, and the address keeps both.
    await toolbar.getByRole('combobox', { name: agency.filters.agencies }).click();
    await page.getByRole('option', { name: 'Reuters', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.waitForURL(/filter=/);
    await toolbar.getByRole('button', { name: new RegExp(`^${agency.filters.dates}`) }).click();
    const dateMenu = page.getByRole('dialog', { name: agency.filters.dates });
    // Measured once the menu has grown to its size.
    await expect.poll(async () => (await dateMenu.boundingBox())?.width).toBeGreaterThanOrEqual(290);
    await dateMenu.getByRole('button', { name: quick.oneWeek }).click();
    // Gone, not fading out, before the screenshot below (the app bar's language menu stays mounted, hidden).
    await expect.poll(() => page.locator('.MuiPopover-root:not(.MuiModal-hidden)').count()).toBe(0);
    await expect.poll(() => filterInAddress(page).startDate).toBeDefined();
    const { startDate, endDate } = filterInAddress(page) as { startDate: string; endDate: string };
    expect(Date.parse(endDate) - Date.parse(startDate)).toBeGreaterThan(7 * 24 * 3600_000);
    expect(Date.parse(endDate) - Date.parse(startDate)).toBeLessThan(8 * 24 * 3600_000);
    await expect.poll(async () => new Set(await rows.locator('td:nth-child(3)').allTextContents()), { timeout: 30_000 }).toEqual(new Set(['Reuters']));
    const times = (await rows.locator('time').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('datetime')!))).map(Date.parse);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time >= Date.parse(startDate) && time <= Date.parse(endDate))).toBe(true);
    await screenshot(page, 'agency-desk-filtered');

    // The switch follows the address, which the click changes: its state arrives a render later.
    const usedSwitch = toolbar.getByRole('switch', { name: agency.filters.used });
    await usedSwitch.click();
    await expect.poll(() => usedSwitch.isChecked()).toBe(true);
    await expect.poll(() => page.getByText(agency.empty).count()).toBe(1);
    await toolbar.getByRole('button', { name: agency.filters.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    await expect.poll(() => usedSwitch.isChecked()).toBe(false);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);

    // Enter on a focused row opens its detail; this editor may only read it.
    const title = (await rows.first().locator('td').nth(1).textContent())!;
    await rows.first().focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByRole('heading', { name: title }).waitFor();
    expect(await drawer.getByRole('switch').count()).toBe(0);
    expect(await drawer.getByRole('button', { name: detail.saveToArchive }).count()).toBe(0);
    await drawer.getByRole('button', { name: detail.close }).click();
    await drawer.waitFor({ state: 'detached' });

    // The video tab opens unfiltered: category, news type and creator disabled, the two switches hidden.
    await page.getByRole('tab', { name: agency.tabs.video }).click();
    await page.waitForURL(atPath('/agency/list/video'));
    await rowsOf(page, 'video').first().waitFor();
    await expect.poll(() => toolbar.getByRole('switch').count()).toBe(0);
    for (const name of [agency.filters.categories, agency.filters.newsType, agency.filters.creator]) {
      expect(await toolbar.getByRole('combobox', { name }).isDisabled()).toBe(true);
    }
    expect(await toolbar.getByRole('combobox', { name: agency.filters.agencies }).isDisabled()).toBe(false);
    await screenshot(page, 'agency-desk-video');
    await context.close();
  });

  it('lets the administrator change a status, kept after a reload, and shows the archive its approval filter', async () => {
    const { page, context } = await suite.openAs('admin', '/agency/list');
    const first = rowsOf(page, 'contents').first();
    await first.waitFor({ timeout: 30_000 });
    const title = (await first.locator('td').nth(1).textContent())!;
    const status = page.getByRole('combobox', { name: fillTemplate(agency.statusOf, { title }) });
    await status.click();
    await page.getByRole('option', { name: agency.statuses.inProgress }).click();
    await page.getByText(agency.statusChanged).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: fillTemplate(agency.statusOf, { title }) }).textContent(), { timeout: 30_000 }).toBe(agency.statuses.inProgress);
    expect(await page.getByRole('tab').count()).toBe(3);

    await page.getByRole('tab', { name: agency.tabs.archive }).click();
    await page.waitForURL(atPath('/agency/list/archive'));
    const toolbar = toolbarOf(page);
    await toolbar.getByRole('combobox', { name: agency.filters.approval }).waitFor();
    expect(await toolbar.getByRole('combobox', { name: agency.filters.newsType }).isDisabled()).toBe(true);
    expect(await toolbar.getByRole('combobox', { name: agency.filters.creator }).isDisabled()).toBe(false);
    expect(await toolbar.getByRole('switch').count()).toBe(2);
    await screenshot(page, 'agency-desk-archive-toolbar');
    await context.close();
  });

  it('lets the administrator open an item and mark it used', async () => {
    const { page, context } = await suite.openAs('admin', '/agency/list');
    const row = rowsOf(page, 'contents').nth(3);
    await row.waitFor({ timeout: 30_000 });
    const title = (await row.locator('td').nth(1).textContent())!;
    const drawer = await openDetail(page, title);
    await drawer.getByRole('region', { name: detail.content }).waitFor();
    await drawer.getByRole('switch', { name: detail.markUsed }).click();
    await drawer.getByText(detail.marked).waitFor();
    expect(await drawer.getByRole('switch', { name: detail.markUsed }).isChecked()).toBe(true);
    await screenshot(page, 'agency-desk-detail');
    await drawer.getByRole('button', { name: detail.close }).click();
    await expect.poll(() => rowsOf(page, 'contents').filter({ hasText: title }).first().getByText(agency.used, { exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => rowsOf(page, 'contents').filter({ hasText: title }).first().getByText(agency.used, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });

  it('archives an item with a photo and finds it on the archive tab; refuses one without, with the rule message', async () => {
    const title = 'E2E: the harbour reopens';
    await dropPhotoStory(title);
    const { page, context } = await suite.openAs('admin', '/agency/list');
    const archiveCalls: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('SaveAgencyArchive')) archiveCalls.push(request.postData()!);
    });
    const rows = rowsOf(page, 'contents');
    await rows.first().waitFor({ timeout: 30_000 });
    await expect
      .poll(
        async () => {
          if ((await rows.filter({ hasText: title }).count()) > 0) return true;
          await page.reload();
          await rows.first().waitFor({ timeout: 30_000 });
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);

    const drawer = await openDetail(page, title);
    const photo = drawer.getByRole('region', { name: detail.photos }).getByRole('img', { name: 'Ferries at the pier' });
    expect(await photo.getAttribute('src')).toMatch(/\/storage\/resize\?uri=images%2F.+&width=300$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await drawer.getByRole('button', { name: detail.saveToArchive }).click();
    await drawer.getByText(detail.archived).waitFor();
    await expect.poll(() => drawer.getByRole('switch', { name: detail.markUsed }).isChecked()).toBe(true);
    await screenshot(page, 'agency-desk-archived');
    await drawer.getByRole('button', { name: detail.close }).click();
    expect(archiveCalls).toHaveLength(1);

    // A seeded item has no picture: the rule refuses it before anything is sent.
    const bare = rows.filter({ hasNot: page.locator('img, [role=img]') }).first();
    const bareTitle = (await bare.locator('td').nth(1).textContent())!;
    const bareDrawer = await openDetail(page, bareTitle);
    await bareDrawer.getByText(detail.noPhotos).waitFor();
    await bareDrawer.getByRole('button', { name: detail.saveToArchive }).click();
    await bareDrawer.getByText('Number of archive images must be 1 or more.').waitFor();
    await screenshot(page, 'agency-desk-archive-refused');
    expect(archiveCalls).toHaveLength(1);
    await bareDrawer.getByRole('button', { name: detail.close }).click();

    await page.getByRole('tab', { name: agency.tabs.archive }).click();
    await page.waitForURL(atPath('/agency/list/archive'));
    await rowsOf(page, 'archive').filter({ hasText: title }).waitFor({ timeout: 30_000 });
    const archived = await openDetail(page, title);
    await archived.getByText('E2E Wire').first().waitFor();
    await context.close();
  });
});
