import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { en as draftEn } from '../../src/workflows/content/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = draftEn.contentDraft;
const suite = useServerAndBrowser();
const [NEWS] = typeValues('news');
const TEXT_WITH_TABLE = '<p>İlk paragraf.</p><table><tr><td>Hücre</td></tr></table>';

const api = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => apiAs<T>(suite.server.url, token, query, variables);


/**
 * What this browser keeps of the user's drafts (the editor's IndexedDB store). IndexedDB answers this
 * read after any write to the store begun before it, so a keep the autosave started is seen.
 */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ values: { title?: string } }[]>((resolve, reject) => {
        const opening = indexedDB.open('newsroom-drafts');
        opening.onupgradeneeded = () => opening.result.createObjectStore('drafts');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const all = database.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onsuccess = () => {
            database.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

const draftsOf = async (token: string, contentId: string) =>
  (await api<{ contentDrafts: { id: string; title: string }[] }>(token, 'query D($filter: ContentDraftFilter) { contentDrafts(filter: $filter) { id title } }', { filter: { contentId } })).contentDrafts;

describe('drafts and offline-safe editing', () => {
  it('keeps what is typed offline through a closed tab, offers it on reopening and saves it as the draft once online', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const item = await newsItem(suite.server.url, token, 'Deprem haberi', TEXT_WITH_TABLE);
    const { page, context } = await suite.openAs('admin', `/content/news/${item.id}`);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The page's clock is the test's to move on (it still runs as time passes): opened again under it.
    await context.clock.install();
    await page.reload();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect.poll(() => title.inputValue()).toBe('Deprem haberi');

    // Once the editor's own requests are answered (one cut short raises the app's connection alert over the page).
    await page.waitForLoadState('networkidle');
    // Opening is not editing: past the autosave's delays (kept at 0.3 s, sent at 3 s), nothing kept, no draft.
    await page.clock.fastForward(3_500);
    expect(await keptOnDevice(page)).toEqual([]);
    expect(await draftsOf(token, item.id)).toEqual([]);
    await title.fill('Deprem haberi: artçı');
    await context.setOffline(true);
    await title.pressSequentially(' sarsıntılar sürüyor');
    const status = page.getByTestId('draft-status');
    await expect.poll(() => status.getAttribute('data-state')).toBe('offline');
    // Kept on this device before any request, then the tab is lost.
    await page.clock.fastForward(400);
    await expect.poll(async () => (await keptOnDevice(page)).map((kept) => kept.values.title)).toEqual(['Deprem haberi: artçı sarsıntılar sürüyor']);
    await screenshot(page, 'drafts-offline');
    // Nothing typed offline reached the server. (Checked before the tab is lost: closing it detaches
    // the test's offline emulation while the page still runs its hide handlers, whose send may then
    // get through; a real browser offline stays offline. The reopening below offers it either way.)
    expect(await draftsOf(token, item.id)).toEqual([]);
    await page.close({ runBeforeUnload: false });

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.setViewportSize({ width: 1280, height: 720 });
    await reopened.goto(`${suite.server.url}/content/news/${item.id}`);
    const prompt = reopened.getByRole('dialog');
    await prompt.getByText(texts.resume.title).waitFor();
    await prompt.getByText(/Title/).waitFor();
    await reopened.getByRole('button', { name: texts.resume.continue }).click();
    await expect.poll(() => reopened.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Deprem haberi: artçı sarsıntılar sürüyor');
    await expect.poll(() => draftsOf(token, item.id), { timeout: 15_000 }).toMatchObject([{ title: 'Deprem haberi: artçı sarsıntılar sürüyor' }]);
    // The status turns once the save's answer is in, which a busy machine may take a while to show.
    await expect.poll(() => reopened.getByTestId('draft-status').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
    await context.close();
  }, 120_000);

  it("asks to continue on the server's draft when reopening an item, and lists the draft", async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const item = await newsItem(suite.server.url, token, 'Seçim sonuçları', TEXT_WITH_TABLE);
    await api(token, 'mutation D($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }', {
      input: { contentId: item.id, baseVersion: item.version, values: { type: NEWS, title: 'Seçim sonuçları açıklandı', spot: 'Spot', text: '<p>İlk paragraf.</p><p>Taslakta eklenen paragraf.</p>' } },
    });

    const { page, context } = await suite.openAs('admin', '/content/list-draft');
    await page.setViewportSize({ width: 1280, height: 720 });
    await context.clock.install();
    const table = page.getByRole('table', { name: texts.list.title });
    await table.getByText('Seçim sonuçları açıklandı').waitFor();
    await screenshot(page, 'drafts-list');
    await table.getByText('Seçim sonuçları açıklandı').click();
    await page.waitForURL(new RegExp(`/content/news/${item.id}$`));

    const prompt = page.getByRole('dialog');
    await prompt.getByText(texts.resume.title).waitFor();
    expect(await prompt.textContent()).toMatch(/Title, Text/);
    await screenshot(page, 'drafts-resume-prompt');
    // While the question is open, the autosave's delays (0.3 s, 3 s) pass and leave the draft as it is.
    await page.clock.fastForward(3_500);
    expect(await keptOnDevice(page)).toEqual([]);
    expect(await draftsOf(token, item.id)).toMatchObject([{ title: 'Seçim sonuçları açıklandı' }]);
    await page.getByRole('button', { name: texts.resume.discard }).click();
    await expect.poll(() => draftsOf(token, item.id)).toEqual([]);
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Seçim sonuçları');
    await context.close();
  }, 120_000);
});
