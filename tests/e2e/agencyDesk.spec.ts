import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as listColumnsEn } from '../../resources/messages/listColumns.ts';
import { en as agencyEn } from '../../src/workflows/agencyDesk/messages.ts';
import { en as contentEditorEn } from '../../src/workflows/content/messages.ts';
import { en as listEn } from '../../src/i18n/messages/list.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { screenshot } from './support/browser.ts';
import { atPath, fillTemplate, useServerAndBrowser } from './support/suite.ts';

/** The desk's texts: its own and the statuses and marks its CSV export shares (resources/messages/listColumns.ts). */
const agency = { ...agencyEn.agency, ...listColumnsEn.agency };
const detail = agency.detail;
const list = listEn.list;
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
/** A row's title: its title cell also holds the spot and any embargo. */
const titleOf = async (row: Locator) => (await row.locator('td[data-column="title"] button').textContent())!;
const itemInAddress = (page: Page) => new URL(page.url()).searchParams.get('item');
const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: agency.filters.label });
const filterInAddress = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** An agency item with one photo, dropped into the running server's wire folder; `embargoedUntil` holds it until then. */
async function dropPhotoStory(title: string, { embargoedUntil, file = 'photo-story.json' }: { embargoedUntil?: Date; file?: string } = {}) {
  const item = {
    $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json',
    uri: `urn:e2e:${Date.now()}`,
    ...(embargoedUntil ? { embargoedUntil: embargoedUntil.toISOString() } : {}),
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
  await writeFile(path.join(suite.server.dataDir, 'ingest', 'drop', file), JSON.stringify(item));
}

/** Reloads the desk until a row titled `title` is on its first page (the wire folder is read in the background). */
async function waitForRow(page: Page, title: string) {
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
  return rows.filter({ hasText: title }).first();
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
    await page.getByRole('button', { name: list.showMore }).click();
    await expect.poll(() => rows.count()).toBe(100);
    expect(await page.getByRole('table', { name: agency.tabs.contents }).getByRole('combobox').count()).toBe(0);
    expect(await page.getByRole('table', { name: agency.tabs.contents }).getByRole('button', { name: fillTemplate(agency.statusOf, { title: await titleOf(rows.first()) }) }).count()).toBe(0);

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
    await toolbar.getByRole('button', { name: new RegExp(`^${list.filters.dates}`) }).click();
    const dateMenu = page.getByRole('dialog', { name: list.filters.dates });
    // Measured once the menu has grown to its size.
    await expect.poll(async () => (await dateMenu.boundingBox())?.width).toBeGreaterThanOrEqual(290);
    await dateMenu.getByRole('button', { name: quick.oneWeek }).click();
    // Gone, not fading out, before the screenshot below (the app bar's language menu stays mounted, hidden).
    await expect.poll(() => page.locator('.MuiPopover-root:not(.MuiModal-hidden)').count()).toBe(0);
    await expect.poll(() => filterInAddress(page).startDate).toBeDefined();
    const { startDate, endDate } = filterInAddress(page) as { startDate: string; endDate: string };
    expect(Date.parse(endDate) - Date.parse(startDate)).toBeGreaterThan(7 * 24 * 3600_000);
    expect(Date.parse(endDate) - Date.parse(startDate)).toBeLessThan(8 * 24 * 3600_000);
    await expect.poll(async () => new Set(await rows.locator('td[data-column="agency"]').allTextContents()), { timeout: 30_000 }).toEqual(new Set(['Reuters']));
    const times = (await rows.locator('time').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('datetime')!))).map(Date.parse);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time >= Date.parse(startDate) && time <= Date.parse(endDate))).toBe(true);
    await screenshot(page, 'agency-desk-filtered');

    // The switch follows the address, which the click changes: its state arrives a render later.
    const usedSwitch = toolbar.getByRole('switch', { name: agency.filters.used });
    await usedSwitch.click();
    await expect.poll(() => usedSwitch.isChecked()).toBe(true);
    await expect.poll(() => page.getByText(agency.empty).count()).toBe(1);
    await toolbar.getByRole('button', { name: list.filters.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has('filter'));
    await expect.poll(() => usedSwitch.isChecked()).toBe(false);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);

    // Enter on a focused row opens its detail; this editor may only read it.
    const title = await titleOf(rows.first());
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
    const title = await titleOf(first);
    const status = page.getByRole('button', { name: fillTemplate(agency.statusOf, { title }) });
    await status.click();
    await page.getByRole('menuitem', { name: agency.statuses.inProgress }).click();
    await page.getByText(agency.statusChanged).waitFor();
    // Changing the status from the row does not open the item.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: fillTemplate(agency.statusOf, { title }) }).textContent(), { timeout: 30_000 }).toBe(agency.statuses.inProgress);
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
    const title = await titleOf(row);
    const status = () => page.getByRole('button', { name: fillTemplate(agency.statusOf, { title }) }).textContent();
    expect(await status()).toBe(agency.statuses.new);
    const drawer = await openDetail(page, title);
    // Opening it marked it read, for every desk.
    await expect.poll(status).toBe(agency.statuses.read);
    await drawer.getByRole('region', { name: detail.content }).waitFor();
    await drawer.getByRole('switch', { name: detail.markUsed }).click();
    await drawer.getByText(detail.marked).waitFor();
    expect(await drawer.getByRole('switch', { name: detail.markUsed }).isChecked()).toBe(true);
    await screenshot(page, 'agency-desk-detail');
    await drawer.getByRole('button', { name: detail.close }).click();
    await expect.poll(() => rowsOf(page, 'contents').filter({ hasText: title }).first().getByText(agency.used, { exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => rowsOf(page, 'contents').filter({ hasText: title }).first().getByText(agency.used, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    expect(await status()).toBe(agency.statuses.read);
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
    await waitForRow(page, title);

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
    const bareTitle = await titleOf(bare);
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

  it('makes an item a news draft and opens the editor on it', async () => {
    const title = 'E2E: the ferries are back';
    await dropPhotoStory(title, { file: 'draft-story.json' });
    const { page, context } = await suite.openAs('admin', '/agency/list');
    await waitForRow(page, title);
    const drawer = await openDetail(page, title);
    await drawer.getByRole('button', { name: detail.createContent }).click();
    await page.getByRole('menuitem', { name: 'News' }).click();
    await page.waitForURL((url) => url.pathname === '/content/news' && /^\d+$/.test(url.searchParams.get('draft') ?? ''));
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue(), { timeout: 15_000 }).toBe(title);
    // The wire's photo is offered as the cover, chosen; its description is the editor's to write.
    const chosen = page.getByText(contentEditorEn.contentEditor.cover.selected, { exact: true });
    await chosen.waitFor();
    expect(await chosen.count()).toBe(1);
    await screenshot(page, 'agency-draft-editor');
    await context.close();
  });

  it('is a dense desk at 1280×720: one line per row under a header that stays, the open item beside the list and named in the address, j / k to move', async () => {
    const embargoed = 'E2E: turnout figures, held until the polls close';
    await dropPhotoStory(embargoed, { embargoedUntil: new Date(Date.now() + 3 * 3600_000), file: 'embargoed-story.json' });
    const { page, context } = await suite.openAs('admin', '/agency/list');
    await page.setViewportSize({ width: 1280, height: 720 });
    const table = page.getByRole('table', { name: agency.tabs.contents });
    const rows = rowsOf(page, 'contents');
    // The embargo is on the row, and in the open item, where archiving waits for it.
    const held = await waitForRow(page, embargoed);
    expect(await held.getByText(new RegExp(`^${fillTemplate(agency.embargo.until, { time: '' })}(\\d\\d\\.\\d\\d\\.\\d{4} )?\\d\\d:\\d\\d$`)).count()).toBe(1);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);

    // One line per row, so the window holds many of them; the title has the width.
    const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(40);
    const inView = await rows.evaluateAll((all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
    expect(inView).toBeGreaterThanOrEqual(10);
    const titleHeader = table.locator('thead th[data-column="title"]');
    expect((await titleHeader.boundingBox())!.width).toBeGreaterThan(300);
    // The toolbar wraps: nothing of it beyond the window's edge.
    const rightmost = await toolbarOf(page).evaluate((toolbar) => Math.max(...[...toolbar.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(1280);

    // The header stays while the rows scroll under it.
    const headerTop = (await titleHeader.boundingBox())!.y;
    const firstTop = (await rows.first().boundingBox())!.y;
    await rows.nth(40).scrollIntoViewIfNeeded();
    expect((await rows.first().boundingBox())!.y).toBeLessThan(firstTop - 200);
    expect((await titleHeader.boundingBox())!.y).toBe(headerTop);
    expect(await titleHeader.isVisible()).toBe(true);
    await rows.first().scrollIntoViewIfNeeded();

    // An item opens beside the list, named in the address.
    const titles = await Promise.all([0, 1, 2, 3].map((index) => titleOf(rows.nth(index))));
    await openDetail(page, titles[1]!);
    const opened = itemInAddress(page);
    expect(opened).toBeTruthy();
    // j and k move to the next and previous item, and the address follows.
    await page.keyboard.press('j');
    await page.getByRole('dialog', { name: titles[2] }).waitFor();
    expect(itemInAddress(page)).not.toBe(opened);
    await page.keyboard.press('j');
    await page.getByRole('dialog', { name: titles[3] }).waitFor();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.getByRole('dialog', { name: titles[1] }).waitFor();
    await expect.poll(() => itemInAddress(page)).toBe(opened);
    // Not modal: the list stays usable with the item open.
    expect(titles[0]).toBe(embargoed);
    await rows.nth(0).locator('td[data-column="title"] button').click();
    const panel = page.getByRole('dialog', { name: titles[0] });
    await panel.getByRole('region', { name: detail.content }).waitFor();
    expect(await panel.getByText(new RegExp(`^${fillTemplate(agency.embargo.until, { time: '' })}`)).count()).toBe(1);
    expect(await panel.getByRole('button', { name: detail.saveToArchive }).isDisabled()).toBe(true);
    const shared = page.url();
    expect((await panel.boundingBox())!.x).toBeGreaterThan((await titleHeader.boundingBox())!.x + (await titleHeader.boundingBox())!.width - 1);
    await screenshot(page, 'agency-desk-1280x720-open');

    // The address is the item's: a reload opens it again.
    await page.reload();
    await page.getByRole('dialog', { name: titles[0] }).getByRole('region', { name: detail.content }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(shared);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'agency-desk-1920x1080-open');
    await context.close();
  });

  it('shows an editor whose save comes after another change what changed, and keeps what they typed', async () => {
    const { page, context } = await suite.openAs('admin', '/agency/list');
    await rowsOf(page, 'contents').nth(6).waitFor({ timeout: 30_000 });
    // An item nobody used yet (the tests above mark some used and drop new ones on top): the colleague marks it.
    const row = rowsOf(page, 'contents').filter({ hasNot: page.getByText(agency.used, { exact: true }) }).nth(4);
    const title = await titleOf(row);
    const drawer = await openDetail(page, title);
    await drawer.getByRole('region', { name: detail.content }).waitFor();
    await drawer.getByRole('button', { name: detail.edit }).click();
    const typed = `${title} (desk)`;
    await drawer.getByRole('textbox', { name: detail.title }).fill(typed);

    // Meanwhile a colleague, from the shared address, marks it used.
    const colleague = await suite.openAs('admin', new URL(page.url()).pathname + new URL(page.url()).search);
    const theirs = colleague.page.getByRole('dialog', { name: title });
    await theirs.getByRole('switch', { name: detail.markUsed }).click();
    await theirs.getByText(detail.marked).waitFor();
    await colleague.context.close();

    await drawer.getByRole('button', { name: detail.save, exact: true }).click();
    const notice = drawer.getByRole('alert').filter({ hasText: agency.conflict.title });
    await notice.waitFor();
    expect(await notice.getByRole('row').filter({ hasText: detail.markUsed }).locator('td').allTextContents()).toEqual(['Yes', 'No']);
    expect(await drawer.getByRole('textbox', { name: detail.title }).inputValue()).toBe(typed);
    await screenshot(page, 'agency-desk-conflict');
    await notice.getByRole('button', { name: agency.conflict.keepEditing }).click();
    await drawer.getByRole('button', { name: detail.save, exact: true }).click();
    await page.getByRole('dialog', { name: typed }).getByText(detail.marked).waitFor();
    // Their mark stays: the editor's save changed only what they edited.
    expect(await page.getByRole('dialog', { name: typed }).getByRole('switch', { name: detail.markUsed }).isChecked()).toBe(true);
    await context.close();
  });
});
