import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { en as agencyEn } from '../../src/workflows/agencyDesk/messages.ts';
import { en as exportEn } from '../../src/workflows/listExport/messages.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const agency = agencyEn.agency;
const suite = useServerAndBrowser();

describe('the list export', () => {
  it("downloads the agency desk's filtered view as a CSV file", async () => {
    const { page } = await suite.openAs('admin', '/agency/list');
    const rows = page.getByRole('table', { name: agency.tabs.contents }).locator('tbody tr');
    await rows.first().waitFor({ timeout: 30_000 });
    const toolbar = page.getByRole('toolbar', { name: agency.filters.label });
    await toolbar.getByRole('combobox', { name: agency.filters.agencies }).click();
    await page.getByRole('option', { name: 'Reuters', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.waitForURL(/filter=/);
    await expect.poll(async () => new Set(await rows.locator('td[data-column="agency"]').allTextContents()), { timeout: 30_000 }).toEqual(new Set(['Reuters']));
    const shownTitles = await rows.locator('td[data-column="title"]').allTextContents();
    await screenshot(page, 'export-agency-desk');

    const [download] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: exportEn.listExport.button }).click()]);
    expect(download.suggestedFilename()).toMatch(/^agencyContents-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(header).toEqual(['Date', 'Agency item id', 'Title', 'Spot', 'Agency', 'Category', 'Used', 'Inappropriate', 'Status']);
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record[4]))).toEqual(new Set(['Reuters']));
    // The file's rows in the desk's order: each shown title (spot after it) starts with the file's title.
    const titled = shownTitles.slice(0, 10).flatMap((shown, index) => (records[index]![2] ? [[shown, records[index]![2]]] : []));
    expect(titled.length).toBeGreaterThan(5);
    for (const [shown, title] of titled) expect(shown.startsWith(title!)).toBe(true);
    await page.getByText(exportEn.listExport.done.replace('%{count}', records.length.toLocaleString('en'))).waitFor();
    await screenshot(page, 'export-agency-desk-done');
  });
});
