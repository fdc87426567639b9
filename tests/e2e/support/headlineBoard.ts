import type { Page } from 'playwright-core';
import { en as headlinesEn } from '../../../src/workflows/headlines/messages.ts';
import { apiAs } from './adminApi.ts';
import { fillTemplate } from './suite.ts';
import { newsItem } from './newsItem.ts';

const texts = headlinesEn.headlines;
let made = 0;

/**
 * A headline category of its own with one type showing three items, its headline holding four news
 * items (added through the API as the board's picker would), as the administrator.
 */
export async function headlineWithItems(serverUrl: string, adminToken: string, titles: readonly string[]) {
  made += 1;
  const name = `E2E manşet ${process.pid}-${made}`;
  const category = await apiAs<{ saveHeadlineCategory: { id: string } }>(serverUrl, adminToken, 'mutation C($input: HeadlineCategoryInput!) { saveHeadlineCategory(input: $input) { id } }', {
    input: { name, isApproved: true },
  });
  const categoryId = category.saveHeadlineCategory.id;
  await apiAs(serverUrl, adminToken, 'mutation T($input: HeadlineTypeInput!) { saveHeadlineType(input: $input) { id } }', {
    input: { name: 'Ana manşet', categoryId, itemCount: 3, isApproved: true },
  });
  const { headlines } = await apiAs<{ headlines: { data: { id: string; version: number }[] } }>(serverUrl, adminToken, 'query H($filter: HeadlineFilter) { headlines(filter: $filter) { data { id version } } }', {
    filter: { headlineCategoryId: categoryId },
  });
  const headline = headlines.data[0]!;
  const contents = [];
  for (const title of titles) contents.push(await newsItem(serverUrl, adminToken, title));
  // Each new item goes to the top: added last to first, they read in the order given.
  let version = headline.version;
  for (const content of [...contents].reverse()) {
    const saved = await apiAs<{ saveHeadline: { version: number } }>(serverUrl, adminToken, 'mutation S($input: HeadlineInput!) { saveHeadline(input: $input) { version } }', {
      input: { id: headline.id, version, items: [{ contentId: content.id }] },
    });
    version = saved.saveHeadline.version;
  }
  return { categoryName: name, categoryId, headlineId: headline.id };
}

/** The titles of the live cards of the board's column, top to bottom. */
export const columnTitles = (page: Page) => page.getByRole('region', { name: 'Ana manşet' }).getByTestId('headline-card-title').allTextContents();

/** The board of `categoryName`, chosen in the category menu. */
export async function chooseCategory(page: Page, categoryName: string) {
  await page.getByRole('combobox', { name: texts.category }).click();
  const option = page.getByRole('option', { name: categoryName });
  // On a loaded machine a click may reach the menu while it is still opening and be lost: the menu then
  // stays open, and a person would click the option again.
  for (let attempt = 1; ; attempt++) {
    await option.click();
    try {
      // The menu fades out over the columns: a drag begun meanwhile would press on it. While it fades its
      // options are hidden from the accessibility tree, so wait for the popover itself to go.
      await option.waitFor({ state: 'detached', timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3 || !(await option.isVisible())) throw error;
    }
  }
  await page.locator('.MuiPopover-root:not(.MuiModal-hidden)').first().waitFor({ state: 'detached' });
  await page.getByTestId('headline-card').first().waitFor();
}

/**
 * Drags the card titled `title` with the mouse onto the card titled `onto`, in small steps as a hand
 * does, letting go once the board has announced the card over its new place (a busy machine measures late).
 */
export async function dragCard(page: Page, title: string, onto: string) {
  const column = page.getByRole('region', { name: 'Ana manşet' });
  const card = column.getByTestId('headline-card').filter({ hasText: title });
  const from = (await card.boundingBox())!;
  const to = (await column.getByTestId('headline-card').filter({ hasText: onto }).boundingBox())!;
  const position = (await columnTitles(page)).indexOf(onto) + 1;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await card.and(page.locator('[aria-pressed="true"]')).waitFor();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.getByText(fillTemplate(texts.drag.over, { title, position: String(position) }), { exact: true }).waitFor({ state: 'attached' });
  await page.mouse.up();
}

/** A news item the picker lists: approved, published a minute ago. */
export const publishedNewsItem = (serverUrl: string, adminToken: string, title: string) =>
  newsItem(serverUrl, adminToken, title, undefined, { status: 1, publishDate: new Date(Date.now() - 60_000).toISOString() });
