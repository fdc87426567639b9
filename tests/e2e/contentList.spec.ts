import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as listColumnsEn } from '../../resources/messages/listColumns.ts';
import { en as contentListEn } from '../../src/workflows/content/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

/** The list's texts: its own and the column headers its CSV export shares (resources/messages/listColumns.ts). */
const texts = { ...contentListEn.contentList, ...listColumnsEn.contentList };
const suite = useServerAndBrowser();
const [NEWS, VIDEO] = typeValues('news', 'video');
const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];

const api = <T>(token: string, query: string, variables: Record<string, unknown>) => apiAs<T>(suite.server.url, token, query, variables);

describe('the content list', () => {
  it('lists the contents in dense rows that fit 1280 × 720 and finds a Turkish word typed without its letters', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const { saveCategory } = await api<{ saveCategory: { id: string } }>(token, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Gündem', linkName: 'gundem', contentTypes: [NEWS, VIDEO], isApproved: true },
    });
    const base = Date.UTC(2026, 10, 20, 9, 0);
    for (let n = 0; n < 14; n++) {
      const title = n === 5 ? 'Çağrı merkezleri yeniden açıldı' : `Gündem haberi ${n + 1}: şehirde son durum ve ayrıntılar`;
      await api(token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
        input: { type: NEWS, title, spot: 'Gelişmeler haberimizde; ayrıntılar ve açıklamalar metinde.', text: '<p>Metin</p>', categoryId: saveCategory.id, coverImages: cover, contentDate: new Date(base + n * 60_000).toISOString(), isNewsWorthy: n % 4 === 0 },
      });
    }

    const { page } = await suite.openAs('admin', '/content/list');
    await page.setViewportSize({ width: 1280, height: 720 });
    const table = page.getByRole('table', { name: texts.title });
    await table.getByText('Gündem haberi 14: şehirde son durum ve ayrıntılar').waitFor();
    await screenshot(page, 'content-list');
    // Every column inside the window, no horizontal scroll, and at least ten rows visible.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const other = await table.getByRole('columnheader', { name: texts.columns.other }).boundingBox();
    expect(other!.x + other!.width).toBeLessThanOrEqual(1280);
    const visibleRows = await table.locator('tbody tr').evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= 720).length);
    expect(visibleRows).toBeGreaterThanOrEqual(10);

    await page.getByRole('searchbox', { name: texts.filters.search }).fill('cagri MERKEZ');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr').first().textContent()).toContain('Çağrı merkezleri yeniden açıldı');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({ search: 'cagri MERKEZ' });
    await screenshot(page, 'content-list-search');

    await table.getByText('Çağrı merkezleri yeniden açıldı').click();
    await page.waitForURL(/\/content\/news\/\d+$/);
  }, 120_000);

  it('asks before taking a live story off the site, naming it, and leaves its edit permit free right after', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const { saveCategory } = await api<{ saveCategory: { id: string } }>(token, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Ekonomi', linkName: 'ekonomi', contentTypes: [NEWS], isApproved: true },
    });
    const title = 'Yayından kaldırılacak haber';
    const { saveContent } = await api<{ saveContent: { id: string } }>(token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
      input: { type: NEWS, status: 1, title, spot: 'Spot', text: '<p>Metin</p>', categoryId: saveCategory.id, coverImages: cover, contentDate: new Date(Date.UTC(2030, 0, 1)).toISOString() },
    });

    const { page } = await suite.openAs('editor', '/content/list');
    const row = page.getByRole('table', { name: texts.title }).locator('tbody tr').filter({ hasText: title });
    const toggle = row.getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: texts.unpublishConfirm.title });
    await dialog.getByText(texts.unpublishConfirm.message.replace('%{title}', title)).waitFor();
    await screenshot(page, 'content-list-unpublish-confirm');
    await dialog.getByRole('button', { name: texts.unpublishConfirm.confirm }).click();
    await expect.poll(() => toggle.isChecked()).toBe(false);

    // Nobody waits out the heartbeat: the chief may edit it at once.
    const chief = await demoToken(suite.server.url, 'chief');
    const { editPermit } = await api<{ editPermit: { holder: unknown } }>(chief, 'query P($id: ID!) { editPermit(resource: "contents", id: $id) { holder { userId } } }', { id: saveContent.id });
    expect(editPermit.holder).toBeNull();
    expect(await row.getByTestId('row-editing').count()).toBe(0);
  }, 120_000);
});
