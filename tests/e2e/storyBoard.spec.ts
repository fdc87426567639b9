import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en as storiesEn } from '../../src/workflows/stories/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = storiesEn.stories.board;
const suite = useServerAndBrowser();
let made = 0;

/**
 * Published stories of the given titles, made through the API as the administrator. A newly
 * published story goes on top of the unpinned ones, so they are made last to first and read in the
 * order given, above whatever an earlier test made.
 */
async function publishedStories(token: string, names: readonly string[]) {
  made += 1;
  const titles = names.map((name) => `${name} ${process.pid}-${made}`);
  const ids = new Map<string, string>();
  for (const title of [...titles].reverse()) {
    const saved = await apiAs<{ saveStory: { id: string } }>(suite.server.url, token, 'mutation S($input: StoryInput!) { saveStory(input: $input) { id } }', {
      input: { title, type: 1, publishDate: new Date(Date.now() - 60_000).toISOString(), frames: [{ image: 'stories/e2e.jpg', text: `${title}: ilk kare` }] },
    });
    ids.set(title, saved.saveStory.id);
  }
  return { titles, ids };
}

/** The published stories on the server, in the board's order, of those titles. */
const serverTitles = async (token: string, titles: readonly string[]) =>
  (await apiAs<{ stories: { title: string }[] }>(suite.server.url, token, 'query L($filter: StoryFilter) { stories(filter: $filter, limit: 1000) { title } }', { filter: { state: ['PUBLISHED'] } })).stories
    .map((story) => story.title)
    .filter((title) => titles.includes(title));

const allTitles = (page: Page) => page.getByTestId('board-row-title').allTextContents();
/** The board's rows of those titles, top to bottom. */
const shownTitles = async (page: Page, titles: readonly string[]) => (await allTitles(page)).filter((title) => titles.includes(title));
const row = (page: Page, title: string) => page.getByTestId('board-row').filter({ hasText: title });

async function openBoard(account: 'editor' | 'chief', firstTitle: string) {
  const opened = await suite.openAs(account, '/story/list');
  await opened.page.setViewportSize({ width: 1366, height: 768 });
  await row(opened.page, firstTitle).waitFor();
  return opened;
}

/** The text every live region of the page says now (one per sortable list: the pinned ones, the others). */
const heard = async (page: Page) => (await page.locator('[id^="DndLiveRegion-"]').allTextContents()).join(' | ');

/**
 * Picks the row titled `title` up with the keyboard, moves it `steps` down (negative: up) and drops it,
 * each key once its announcement is heard. The list measures its rows in an effect after the pick-up
 * renders and ignores an arrow that comes before: a key nothing answered (the regions say what they said
 * before) is pressed again; one that was answered never is.
 */
async function moveWithKeyboard(page: Page, title: string, steps: number) {
  const from = (await allTitles(page)).indexOf(title) + 1;
  const says = async (answers: readonly string[]) => (await page.locator('[id^="DndLiveRegion-"]').allTextContents()).some((text) => answers.includes(text));
  const press = async (key: string, ...answers: string[]) => {
    const before = await heard(page);
    for (let attempt = 1; ; attempt += 1) {
      await page.keyboard.press(key);
      const answered = await expect
        .poll(() => says(answers), { timeout: 5_000 })
        .toBe(true)
        .then(() => true, () => false);
      if (answered) return;
      const now = await heard(page);
      if (now !== before || attempt === 3) throw new Error(`After ${key} the board said "${now}", not "${answers.join('" or "')}"`);
    }
  };
  await row(page, title).focus();
  await press('Space', fillTemplate(texts.drag.start, { title, position: String(from) }), fillTemplate(texts.drag.over, { title, position: String(from) }));
  await row(page, title).and(page.locator('[aria-pressed="true"]')).waitFor();
  for (let step = 1; step <= Math.abs(steps); step += 1) {
    await press(steps > 0 ? 'ArrowDown' : 'ArrowUp', fillTemplate(texts.drag.over, { title, position: String(from + Math.sign(steps) * step) }));
  }
  await press('Space', fillTemplate(texts.drag.end, { title, position: String(from + steps) }));
}

/** Drags the row titled `title` with the mouse onto the row titled `onto`, in small steps as a hand does, letting go once the list has announced it over its new place. */
async function dragRow(page: Page, title: string, onto: string) {
  const from = (await row(page, title).boundingBox())!;
  const to = (await row(page, onto).boundingBox())!;
  const position = (await allTitles(page)).indexOf(onto) + 1;
  await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 3, from.y + from.height / 2 + 10, { steps: 5 });
  await row(page, title).and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 15 });
  await page.getByText(fillTemplate(texts.drag.over, { title, position: String(position) }), { exact: true }).waitFor({ state: 'attached' });
  await page.mouse.up();
}

describe('the stories’ board', () => {
  it('reorders with the mouse: the row lands where it was dropped and the server keeps the order', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { titles } = await publishedStories(admin, ['Derbi', 'Piyasalar', 'Bahar', 'Liman']);
    const { page } = await openBoard('editor', titles[0]);
    expect(await shownTitles(page, titles)).toEqual(titles);
    await screenshot(page, 'story-board');
    await dragRow(page, titles[2], titles[0]);
    const moved = [titles[2], titles[0], titles[1], titles[3]];
    await expect.poll(() => shownTitles(page, titles)).toEqual(moved);
    await expect.poll(() => serverTitles(admin, titles)).toEqual(moved);
  });

  it('reorders with the keyboard: space, the arrows, space', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { titles } = await publishedStories(admin, ['Seçim', 'Metro', 'Festival', 'Köprü']);
    const { page } = await openBoard('editor', titles[0]);
    await moveWithKeyboard(page, titles[0], 2);
    const moved = [titles[1], titles[2], titles[0], titles[3]];
    await expect.poll(() => shownTitles(page, titles)).toEqual(moved);
    await expect.poll(() => serverTitles(admin, titles)).toEqual(moved);
    await moveWithKeyboard(page, titles[3], -3);
    await expect.poll(() => serverTitles(admin, titles)).toEqual([titles[3], ...moved.slice(0, 3)]);
  });

  it('shows one editor’s move on another editor’s board without a reload', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { titles } = await publishedStories(admin, ['Fırtına', 'Bütçe', 'Maç']);
    const a = await openBoard('editor', titles[0]);
    const b = await openBoard('chief', titles[0]);
    await moveWithKeyboard(a.page, titles[2], -2);
    const moved = [titles[2], titles[0], titles[1]];
    await expect.poll(() => shownTitles(a.page, titles)).toEqual(moved);
    await expect.poll(() => shownTitles(b.page, titles), { timeout: 15_000 }).toEqual(moved);
    await screenshot(b.page, 'story-board-other-editor');
  });

  it('pins a story on top, with its mark, and keeps the order and pins still while a filter is on', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { titles } = await publishedStories(admin, ['Sabit', 'Orta', 'Son']);
    const { page } = await openBoard('editor', titles[0]);
    await row(page, titles[2]).getByRole('button', { name: texts.actions.pin }).click();
    await expect.poll(async () => (await allTitles(page))[0]).toBe(titles[2]);
    await row(page, titles[2]).getByLabel(texts.pinned).waitFor();
    await expect.poll(async () => (await apiAs<{ stories: { title: string; pinned: boolean }[] }>(suite.server.url, admin, 'query { stories(limit: 1) { title pinned } }')).stories[0]).toEqual({ title: titles[2], pinned: true });
    await screenshot(page, 'story-board-pinned');

    // A filter: the list is a part of the board; the rule is told and nothing moves or pins.
    await page.getByRole('combobox', { name: texts.filters.type }).click();
    await page.getByRole('option', { name: 'Normal' }).click();
    await page.getByTestId('board-notice').getByText(texts.locked).waitFor();
    expect(await row(page, titles[0]).getAttribute('aria-roledescription')).toBeNull();
    expect(await row(page, titles[0]).getByRole('button', { name: texts.actions.pin }).isDisabled()).toBe(true);
    expect(new URL(page.url()).searchParams.get('filter')).toContain('"type":"1"');
    await screenshot(page, 'story-board-filtered');
  });
});
