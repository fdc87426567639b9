import { describe, expect, it } from 'vitest';
import { en as agencyEn } from '../../src/i18n/messages/agency.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const agency = agencyEn.agency;

const suite = useServerAndBrowser();

describe('the agency desk', () => {
  it('shows the agency-only editor the seeded desk 50 at a time, with the tabs they may open and no status changes', async () => {
    const { page, context } = await suite.openAs('agency', '/agency/list');
    const table = page.getByRole('table', { name: agency.tabs.contents });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(50);
    expect(await page.getByRole('tab').allTextContents()).toEqual([agency.tabs.contents, agency.tabs.video]);
    await page.getByRole('button', { name: agency.showMore }).click();
    await expect.poll(() => rows.count()).toBe(100);
    expect(await table.getByRole('combobox').count()).toBe(0);

    // Filter by one agency: every row is that agency's, and the address keeps the choice.
    const toolbar = page.getByRole('toolbar', { name: agency.filters.label });
    await toolbar.getByRole('combobox', { name: agency.filters.agencies }).click();
    await page.getByRole('option', { name: 'Reuters', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.waitForURL(/filter=/);
    await expect.poll(async () => new Set(await rows.locator('td:nth-child(3)').allTextContents()), { timeout: 30_000 }).toEqual(new Set(['Reuters']));
    // The switch follows the address, which the click changes: its state arrives a render later.
    const usedSwitch = toolbar.getByRole('switch', { name: agency.filters.used });
    await usedSwitch.click();
    await expect.poll(() => usedSwitch.isChecked()).toBe(true);
    await expect.poll(() => page.getByText(agency.empty).count()).toBe(1);
    await screenshot(page, 'agency-desk-filtered');
    await usedSwitch.click();
    await expect.poll(() => usedSwitch.isChecked()).toBe(false);

    // The video tab opens unfiltered: news type disabled, the two switches hidden.
    await page.getByRole('tab', { name: agency.tabs.video }).click();
    await page.waitForURL(`${suite.server.url}/agency/list/video`);
    await page.getByRole('table', { name: agency.tabs.video }).locator('tbody tr').first().waitFor();
    await expect.poll(() => toolbar.getByRole('switch').count()).toBe(0);
    expect(await toolbar.getByRole('combobox', { name: agency.filters.newsType }).isDisabled()).toBe(true);
    await screenshot(page, 'agency-desk-video');
    await context.close();
  });

  it('lets the administrator change a status, kept after a reload', async () => {
    const { page, context } = await suite.openAs('admin', '/agency/list');
    const first = page.getByRole('table', { name: agency.tabs.contents }).locator('tbody tr').first();
    await first.waitFor({ timeout: 30_000 });
    const title = (await first.locator('td').nth(1).textContent())!;
    const status = page.getByRole('combobox', { name: fillTemplate(agency.statusOf, { title }) });
    await status.click();
    await page.getByRole('option', { name: agency.statuses.inProgress }).click();
    await page.getByText(agency.statusChanged).waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: fillTemplate(agency.statusOf, { title }) }).textContent(), { timeout: 30_000 }).toBe(agency.statuses.inProgress);
    expect(await page.getByRole('tab').count()).toBe(3);
    await context.close();
  });
});
