import { describe, expect, it } from 'vitest';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { en as activityEn } from '../../src/workflows/activityLog/messages.ts';
import { en as viewsEn } from '../../src/workflows/savedViews/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const views = viewsEn.savedViews;
const activity = activityEn.activityLog;
const suite = useServerAndBrowser();

describe('saved views and the activity log', () => {
  it('saves the content list filters as a view and reopens it from the menu after a reload', async () => {
    const { page, context } = await suite.openAs('admin', '/content/list');
    const search = page.getByRole('searchbox', { name: contentEn.contentList.filters.search });
    await search.fill('seçim');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toContain('seçim');

    await page.getByRole('button', { name: views.button }).click();
    await page.getByRole('menuitem', { name: views.saveNew }).click();
    const dialog = page.getByRole('dialog', { name: views.dialog.newTitle });
    await dialog.getByRole('textbox', { name: views.dialog.name }).fill('Seçim masası');
    await dialog.getByRole('switch', { name: views.dialog.share }).check();
    await dialog.getByRole('button', { name: views.dialog.save }).click();
    await page.getByRole('button', { name: fillTemplate(views.open, { name: 'Seçim masası' }) }).waitFor();

    // A fresh list, reloaded: the view is in the menu and brings the filter back into the address.
    await page.goto(`${suite.server.url}/content/list`);
    await page.reload();
    await expect.poll(() => search.inputValue()).toBe('');
    await page.getByRole('button', { name: views.button }).click();
    await page.getByRole('menuitem', { name: /Seçim masası/ }).waitFor();
    await screenshot(page, 'views-menu');
    await page.getByRole('menuitem', { name: /Seçim masası/ }).click();
    await expect.poll(() => search.inputValue()).toBe('seçim');
    expect(new URL(page.url()).searchParams.get('view')).toMatch(/^\d+$/);
    await page.getByRole('button', { name: fillTemplate(views.open, { name: 'Seçim masası' }) }).waitFor();
    await screenshot(page, 'views-content-list');

    // Another filter marks the open view changed.
    await search.fill('seçim sonuçları');
    await page.getByText(views.modified).waitFor();
    await context.close();
  });

  it('reads the activity log after a save and follows its links to the record and its revision', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const saved = await newsItem(suite.server.url, token, 'Etkinlik günlüğü haberi');
    const { page, context } = await suite.openAs('admin', '/settings/system/activity-log');
    const table = page.getByRole('table', { name: activity.title });
    const editorPath = `/content/news/${saved.id}`;
    const row = table.getByRole('row').filter({ has: page.locator(`a[href="${editorPath}"]`) });
    await expect.poll(() => row.textContent()).toContain(activity.actions.create);
    // The fields by the form's labels, the writer linked to their detail.
    expect(await row.textContent()).toContain(resourcesEn.resources.contents.fields.title);
    await row.getByRole('link', { name: 'Ada Yönetici' }).waitFor();
    await screenshot(page, 'views-activity-log');

    await row.getByRole('link', { name: activity.revision }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(editorPath);
    expect(new URL(page.url()).searchParams.get('revision')).toMatch(/^\d+$/);
    await page.getByRole('button', { name: contentEn.contentEditor.history.close }).waitFor();
    // The save the link named is marked in the history (its first save: nothing before it to compare).
    await page.locator('li[aria-current="true"]').getByText(fillTemplate(contentEn.contentEditor.history.version, { version: '1' })).waitFor();
    await screenshot(page, 'views-revision');
    await context.close();
  });
});
