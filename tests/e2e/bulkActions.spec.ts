import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as listEn } from '../../src/i18n/messages/list.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const [NEWS] = typeValues('news');
const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];
const api = <T>(token: string, query: string, variables: Record<string, unknown>) => apiAs<T>(suite.server.url, token, query, variables);

describe('bulk actions', () => {
  it('approves several contents chosen with a shift-click range and reports the one someone else is editing', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { saveCategory } = await api<{ saveCategory: { id: string } }>(admin, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Toplu', linkName: 'toplu', contentTypes: [NEWS], isApproved: true },
    });
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const { saveContent } = await api<{ saveContent: { id: string } }>(admin, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
        input: { type: NEWS, status: 2, title: `Toplu onay haberi ${n}`, spot: 'Spot', text: '<p>Metin</p>', categoryId: saveCategory.id, coverImages: cover, contentDate: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString() },
      });
      ids.push(saveContent.id);
    }
    const editor = await demoToken(suite.server.url, 'editor');
    await api(editor, 'mutation H($id: ID!) { holdEditPermit(resource: "contents", id: $id, session: "elif-tab") { recordId } }', { id: ids[2] });

    const { page } = await suite.openAs('admin', '/content/list');
    const table = page.getByRole('table', { name: contentEn.contentList.title });
    const checkbox = (n: number) => table.getByRole('checkbox', { name: listEn.list.selection.row.replace('%{title}', `Toplu onay haberi ${n}`) });
    await checkbox(5).click();
    await checkbox(1).click({ modifiers: ['Shift'] });
    await expect.poll(() => page.getByTestId('bulk-count').textContent()).toBe('5 rows chosen');
    await screenshot(page, 'bulk-chosen');

    await page.getByRole('toolbar', { name: listEn.list.bulk.actions }).getByRole('button', { name: listEn.list.bulk.approve, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve?' });
    await dialog.getByText('Approve: 5 records will be changed.').waitFor();
    await dialog.getByRole('button', { name: listEn.list.bulk.approve, exact: true }).click();

    const result = page.getByTestId('bulk-result');
    await result.getByText('Approve: 4 done, 1 refused: held by Elif Editör').waitFor();
    expect(await result.getByTestId('bulk-refused-row').allTextContents()).toEqual(['Toplu onay haberi 3 — The edit permit is held by Elif Editör.']);
    // The refused row stays chosen for another try; the others show their new status.
    await expect.poll(() => page.getByTestId('bulk-count').textContent()).toBe('1 row chosen');
    expect(await checkbox(3).isChecked()).toBe(true);
    for (const n of [1, 2, 4, 5]) {
      const row = table.locator('tbody tr').filter({ hasText: `Toplu onay haberi ${n}` });
      await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);
    }
    await screenshot(page, 'bulk-result');
  }, 60_000);
});
