import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { en as screens } from '../../src/workflows/editorReport/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = screens.editorReport;
const suite = useServerAndBrowser();

describe('the editor content report in the browser', () => {
  it('reads the last week per editor, sorts it and exports what the table shows as CSV', async () => {
    // This week: the chief writes three news items (one news-worthy), the administrator one.
    const [chief, admin] = await Promise.all([demoToken(suite.server.url, 'chief'), demoToken(suite.server.url, 'admin')]);
    await newsItem(suite.server.url, chief, `Rapor haberi bir ${process.pid}`);
    await newsItem(suite.server.url, chief, `Rapor haberi iki ${process.pid}`);
    await newsItem(suite.server.url, chief, `Gündem değeri olan haber ${process.pid}`, undefined, { isNewsWorthy: true });
    await newsItem(suite.server.url, admin, `Yöneticinin haberi ${process.pid}`);

    const { page, context } = await suite.openAs('chief', '/content/editor-content-report');
    await page.getByRole('heading', { name: texts.title, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: texts.table });
    const chiefRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cem Şef' }) });
    await chiefRow.waitFor();
    const cells = async (row: typeof chiefRow) => (await row.locator('th, td').allTextContents()).slice(1);
    expect(await cells(chiefRow)).toEqual(['Cem Şef', '2', '1', '3']);
    expect(await cells(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ada Yönetici' }) }))).toEqual(['Ada Yönetici', '1', '0', '1']);
    // The totals are the rows summed (the demo's own contents of this week count under "System").
    const body = await Promise.all((await table.locator('tbody tr').all()).map(cells));
    const totals = await cells(table.locator('tfoot tr'));
    expect(totals.slice(1).map(Number)).toEqual([1, 2, 3].map((column) => body.reduce((sum, row) => sum + Number(row[column]), 0)));
    await page.getByRole('region', { name: texts.chart }).locator('svg').first().waitFor();
    await screenshot(page, 'editor-report-week');

    // Sorted by name, as the CSV then is.
    await table.getByRole('button', { name: texts.columns.editor }).click();
    const shown = await Promise.all((await table.locator('tbody tr').all()).map(cells));
    const names = shown.map(([name]) => name!);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.export }).click()]);
    expect(download.suggestedFilename()).toMatch(/^editor-content-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    const [header, ...rows] = lines.slice(0, -1);
    expect(header!.split(',').slice(0, 5)).toEqual([texts.columns.editor, texts.columns.contentCount, texts.columns.newsWorthyCount, texts.columns.total, 'News']);
    // The table's rows in the table's order, then its totals.
    expect(rows.map((line) => line.split(',').slice(0, 4))).toEqual([...shown, ['Total', ...totals.slice(1)]]);
    // The chief's news: three, one news-worthy, in the News columns.
    expect(rows.find((line) => line.startsWith('Cem Şef,'))!.split(',').slice(4, 6)).toEqual(['3', '1']);
    await context.close();
  }, 120_000);
});
