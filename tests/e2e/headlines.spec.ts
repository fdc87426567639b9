import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en as pickerEn, tr as pickerTr } from '../../resources/messages/picker.ts';
import { en as headlinesEn } from '../../src/workflows/headlines/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { chooseCategory, columnTitles, dragCard, headlineWithItems, publishedNewsItem } from './support/headlineBoard.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';
import { describeViolations, seriousAxeViolations } from './support/axe.ts';

const texts = headlinesEn.headlines;
// The demo headlines of a fresh start (the default run's board) for the first test and its screenshots.
const suite = useServerAndBrowser({ DEMO_EDITORIAL_DATA: '1' });
const TITLES = ['Meclis bütçeyi kabul etti', 'Fırtına limanı kapattı', 'Merkez bankası faizi sabit tuttu', 'Yeni metro hattı açıldı'];

async function openBoard(account: 'editor' | 'chief', categoryName: string) {
  const opened = await suite.openAs(account, '/headline/list');
  await opened.page.setViewportSize({ width: 1440, height: 900 });
  await chooseCategory(opened.page, categoryName);
  return opened;
}

const serverTitles = async (token: string, headlineId: string) =>
  (await apiAs<{ headline: { items: { title: string }[] } }>(suite.server.url, token, 'query H($id: ID!) { headline(id: $id) { items { title } } }', { id: headlineId })).headline.items.map((item) => item.title);

/**
 * Picks the card at `from` (1-based) up with the keyboard, moves it `steps` down (negative: up) and
 * drops it, each key once the previous one's announcement is heard. The board measures its cards in an
 * effect after the pick-up renders, and ignores an arrow that comes before: a key the live region shows
 * no answer to (it still says what it said before) is pressed again; one it answered never is.
 */
async function moveWithKeyboard(page: Page, title: string, from: number, steps: number) {
  const card = page.getByRole('region', { name: 'Ana manşet' }).getByTestId('headline-card').filter({ hasText: title });
  // The category has one type, so the board has one live region.
  const liveRegion = page.locator('[id^="DndLiveRegion-"]');
  let heard = (await liveRegion.textContent()) ?? '';
  const press = async (key: string, ...answers: string[]) => {
    for (let attempt = 1; ; attempt += 1) {
      await page.keyboard.press(key);
      const answered = await expect
        .poll(async () => answers.includes((await liveRegion.textContent()) ?? ''), { timeout: 5_000 })
        .toBe(true)
        .then(() => true, () => false);
      if (answered) break;
      const now = await liveRegion.textContent();
      if (now !== heard || attempt === 3) throw new Error(`After ${key} the board said "${now}", not "${answers.join('" or "')}"`);
    }
    heard = (await liveRegion.textContent()) ?? '';
  };
  await card.focus();
  // Picked up, the card is at once over its own place.
  await press('Space', fillTemplate(texts.drag.start, { title, position: String(from) }), fillTemplate(texts.drag.over, { title, position: String(from) }));
  await card.and(page.locator('[aria-pressed="true"]')).waitFor();
  for (let step = 1; step <= Math.abs(steps); step += 1) {
    await press(steps > 0 ? 'ArrowDown' : 'ArrowUp', fillTemplate(texts.drag.over, { title, position: String(from + Math.sign(steps) * step) }));
  }
  await press('Space', fillTemplate(texts.drag.end, { title, position: String(from + steps) }));
}

describe('the headline board', () => {
  it('shows the demo headlines, their pending list, an item’s edit with its permit, and the old board', async () => {
    const { page } = await openBoard('editor', 'Ana Sayfa');
    const main = page.getByRole('region', { name: 'Manşet', exact: true });
    await page.getByRole('region', { name: 'Sürmanşet' }).waitFor();
    await screenshot(page, 'board-demo');
    await main.getByRole('tab', { name: /^Pending/ }).click();
    await main.getByTestId('headline-card').first().waitFor();
    await screenshot(page, 'board-pending');
    await main.getByRole('tab', { name: texts.column.live }).click();
    const first = main.getByTestId('headline-card').first();
    await first.getByRole('button', { name: /^Actions of/ }).click();
    await page.getByRole('menuitem', { name: texts.actions.edit }).click();
    const dialog = page.getByRole('dialog', { name: texts.editDialog.title });
    await dialog.getByText(/^You are editing, since \d\d:\d\d$/).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: texts.editDialog.save }).isEnabled()).toBe(true);
    await screenshot(page, 'board-edit');
    await dialog.getByRole('button', { name: texts.editDialog.cancel }).click();

    await page.goto(`${suite.server.url}/headline-old/list`);
    // A minute ahead: the input has minutes only, and the demo was put on the headline within this one.
    const later = new Date(Date.now() + 60_000);
    // Typed as the newsroom writes it, dd.MM.yyyy HH:mm, section by section.
    const pad = (n: number) => String(n).padStart(2, '0');
    await page.locator('.MuiPickersTextField-root', { hasText: texts.old.at }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${pad(later.getDate())}${pad(later.getMonth() + 1)}${later.getFullYear()}${pad(later.getHours())}${pad(later.getMinutes())}`);
    await page.getByRole('button', { name: texts.old.show }).click();
    await page.getByRole('region', { name: 'Manşet', exact: true }).getByTestId('headline-card').first().waitFor();
    await screenshot(page, 'board-old');
  });

  it('reorders with the mouse: the card lands where it was dropped and the server keeps the order', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { categoryName, headlineId } = await headlineWithItems(suite.server.url, admin, TITLES);
    const { page } = await openBoard('editor', categoryName);
    expect(await columnTitles(page)).toEqual(TITLES);
    // Past the type's three: the fourth is greyed.
    await page.getByRole('region', { name: 'Ana manşet' }).getByText(texts.column.notShown).waitFor();
    await screenshot(page, 'board-board');
    await dragCard(page, TITLES[2], TITLES[0]);
    const moved = [TITLES[2], TITLES[0], TITLES[1], TITLES[3]];
    await expect.poll(() => columnTitles(page)).toEqual(moved);
    await expect.poll(() => serverTitles(admin, headlineId)).toEqual(moved);
    await screenshot(page, 'board-after-mouse');
  });

  it('reorders with the keyboard: space, the arrows, space', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { categoryName, headlineId } = await headlineWithItems(suite.server.url, admin, TITLES);
    const { page } = await openBoard('editor', categoryName);
    await moveWithKeyboard(page, TITLES[0], 1, 2);
    const moved = [TITLES[1], TITLES[2], TITLES[0], TITLES[3]];
    await expect.poll(() => columnTitles(page)).toEqual(moved);
    await expect.poll(() => serverTitles(admin, headlineId)).toEqual(moved);
    await moveWithKeyboard(page, TITLES[3], 4, -3);
    await expect.poll(() => serverTitles(admin, headlineId)).toEqual([TITLES[3], ...moved.slice(0, 3)]);
  });

  it('shows one editor’s move on another editor’s board without a reload', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { categoryName } = await headlineWithItems(suite.server.url, admin, TITLES);
    const a = await openBoard('editor', categoryName);
    const b = await openBoard('chief', categoryName);
    await moveWithKeyboard(a.page, TITLES[1], 2, -1);
    const moved = [TITLES[1], TITLES[0], TITLES[2], TITLES[3]];
    await expect.poll(() => columnTitles(a.page)).toEqual(moved);
    await expect.poll(() => columnTitles(b.page), { timeout: 15_000 }).toEqual(moved);
    await screenshot(b.page, 'board-live-other-editor');
    // And back the other way: B's move shows on A.
    await dragCard(b.page, TITLES[3], TITLES[1]);
    await expect.poll(() => columnTitles(a.page), { timeout: 15_000 }).toEqual([TITLES[3], TITLES[1], TITLES[0], TITLES[2]]);
  });

  it('tags an item in its edit dialog: the card shows the tag', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { categoryName, headlineId } = await headlineWithItems(suite.server.url, admin, TITLES.slice(0, 2));
    const tagName = `E2E etiket ${process.pid}`;
    const saveTag = (input: Record<string, unknown>) =>
      apiAs<{ saveHeadlineTag: { id: string; version: number } }>(suite.server.url, admin, 'mutation T($input: HeadlineTagInput!) { saveHeadlineTag(input: $input) { id version } }', { input });
    const tag = (await saveTag({ name: tagName, isApproved: true })).saveHeadlineTag;
    const { page } = await openBoard('editor', categoryName);
    const card = page.getByRole('region', { name: 'Ana manşet' }).getByTestId('headline-card').filter({ hasText: TITLES[0] });
    await card.getByRole('button', { name: /^Actions of/ }).click();
    await page.getByRole('menuitem', { name: texts.actions.edit }).click();
    const dialog = page.getByRole('dialog', { name: texts.editDialog.title });
    const select = dialog.getByRole('combobox', { name: texts.editDialog.tag });
    await expect.poll(() => select.isEnabled()).toBe(true);
    await select.click();
    await page.getByRole('option', { name: tagName }).click();
    await expect.poll(() => select.textContent()).toBe(tagName);
    await dialog.getByRole('button', { name: texts.editDialog.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByTestId('headline-card-tag').filter({ hasText: tagName }).waitFor();
    await screenshot(page, 'board-tag');
    const stored = await apiAs<{ headline: { items: { title: string; tag: { name: string } | null }[] } }>(suite.server.url, admin, 'query H($id: ID!) { headline(id: $id) { items { title tag { name } } } }', { id: headlineId });
    expect(stored.headline.items.map((item) => item.tag?.name ?? null)).toEqual([tagName, null]);

    // Unapproved since, the tag stays on the card, marked.
    await saveTag({ id: tag.id, version: tag.version, name: tagName, isApproved: false });
    await page.reload();
    await chooseCategory(page, categoryName);
    await card.locator('[data-testid="headline-card-tag"][data-approved="false"]').filter({ hasText: tagName }).waitFor();
    await screenshot(page, 'board-tag-unapproved');
  });

  it('adds a content and a recipe through the content picker, on top of the headline', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { categoryName, headlineId } = await headlineWithItems(suite.server.url, admin, TITLES.slice(0, 2));
    const story = `Picker ile eklenen haber ${process.pid}`;
    await publishedNewsItem(suite.server.url, admin, story);
    const { page } = await openBoard('editor', categoryName);
    const column = page.getByRole('region', { name: 'Ana manşet' });
    // The picker speaks Turkish whatever the interface's language (spec 02 §9).
    const picker = page.getByRole('dialog', { name: pickerTr.picker.dialog.title });
    await column.getByRole('button', { name: texts.add }).click();
    // The picker's lines are checkboxes (the recipes' filters have one of their own, outside the list).
    const contents = picker.getByRole('region', { name: pickerTr.picker.dialog.contents, exact: true });
    const lines = contents.getByRole('checkbox');
    // Newest first: the story just published is on the first page.
    await lines.filter({ hasText: story }).click();
    await contents.getByRole('checkbox', { checked: true }).first().waitFor();
    // The filters' choices have come (a select waiting for them is inactive, which contrast rules exempt and axe cannot tell).
    await picker.locator('#agency-filter-picker-categories:not(.Mui-disabled)').waitFor();
    await screenshot(page, 'board-picker');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await picker.getByRole('button', { name: pickerTr.picker.dialog.add, exact: true }).click();
    await expect.poll(() => columnTitles(page)).toEqual([story, ...TITLES.slice(0, 2)]);

    await column.getByRole('button', { name: texts.add }).click();
    await picker.getByRole('tab', { name: pickerTr.picker.providers.recipes }).click();
    // The contents' lines leave, the recipes' come.
    await lines.filter({ hasText: story }).waitFor({ state: 'detached' });
    const recipe = lines.first();
    const recipeTitle = (await recipe.innerText()).split('\n')[0]!.trim();
    await recipe.click();
    await contents.getByRole('checkbox', { checked: true }).first().waitFor();
    await picker.getByRole('button', { name: pickerTr.picker.dialog.add, exact: true }).click();
    // The type shows three: a fourth is added only after the editor is told so.
    const warning = page.getByRole('dialog', { name: texts.pastLimit.title });
    await warning.getByText(fillTemplate(texts.pastLimit.message, { name: 'Ana manşet', limit: '3', count: '3', adding: '1', hidden: '1' })).waitFor();
    await screenshot(page, 'board-past-limit');
    await warning.getByRole('button', { name: texts.pastLimit.confirm }).click();
    await expect.poll(() => columnTitles(page)).toEqual([recipeTitle, story, ...TITLES.slice(0, 2)]);
    await column.getByTestId('headline-card').first().getByText(fillTemplate(texts.card.external, { provider: pickerEn.picker.providers.recipes })).waitFor();
    expect(await serverTitles(admin, headlineId)).toEqual([recipeTitle, story, ...TITLES.slice(0, 2)]);
    await screenshot(page, 'board-added');
  });
});
