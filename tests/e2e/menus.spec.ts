import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tr as resourceTr } from '../../resources/messages/resources.ts';
import { tr as menuTr } from '../../resources/messages/menu.ts';
import { VALIDATION_MESSAGES } from '../../resources/validationMessages.ts';
import { tr as enumTr } from '../../resources/messages/enums.ts';
import { tr as workflowTr } from '../../src/workflows/menus/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/signIn.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = workflowTr.menus.editor;
const fields = resourceTr.resources.menus.fields;
const kinds = enumTr.enums.menuItemType;
const suite = useServerAndBrowser();
const SITE = '4';

interface SavedItem {
  key: string;
  parentKey: string | null;
  title: string | null;
  type: number;
}

/** The tree as the editor shows it: each row's title, indented by a dot per level. */
const shownTree = async (page: Page) =>
  page.getByTestId('menu-item').evaluateAll((rows) => rows.map((row) => `${'.'.repeat(Number(row.getAttribute('data-depth')))}${row.querySelector('[data-testid="menu-item-title"]')?.textContent ?? ''}`));
const row = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByTestId('menu-item-title').getByText(title, { exact: true }) });
const heard = async (page: Page) => (await page.locator('[id^="DndLiveRegion-"]').allTextContents()).join(' | ');

/** A Turkish page signed in as the administrator (the interface's default language), at `path`. */
async function openTurkish(path: string) {
  const opened = await suite.browser.newPage({ locale: 'tr-TR' });
  await opened.context.addInitScript(() => localStorage.setItem('selectedLocale', 'tr'));
  await signIn(opened.page, suite.server.url, 'admin', path);
  await opened.page.setViewportSize({ width: 1366, height: 768 });
  return opened;
}

/** Adds an item of `kind` and fills its dialog with `fill`, then closes it. */
async function addItem(page: Page, kind: keyof typeof kinds, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void> = async () => undefined) {
  await page.getByRole('button', { name: texts.addItem }).click();
  await page.getByRole('menuitem', { name: kinds[kind], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: texts.done }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Where an element is once it has stopped moving (the item dialog's closing and the scroll that
 * brought the tree into view may still be moving the rows): the same box two frames apart.
 */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (;;) {
    await locator.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await locator.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.height === last.height) return box;
    last = box;
  }
}

/** Picks `name` in the dialog's autocomplete labelled `label`. */
async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, name: string) {
  const box = dialog.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** Presses `key` until the live region says one of `answers` (a key pressed before the tree measured its rows is not heard). */
async function press(page: Page, key: string, ...answers: string[]) {
  const says = async () => (await page.locator('[id^="DndLiveRegion-"]').allTextContents()).some((text) => answers.includes(text));
  const before = await heard(page);
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press(key);
    const answered = await expect
      .poll(says, { timeout: 5_000 })
      .toBe(true)
      .then(() => true, () => false);
    if (answered) return;
    const now = await heard(page);
    if (now !== before || attempt === 3) throw new Error(`After ${key} the tree said "${now}", not "${answers.join('" or "')}"`);
  }
}

describe('the menu editor', () => {
  it('builds a menu of every item type, nests and reorders by mouse and keyboard, keeps it, flags an unapproved brand and clears the sites’ menu cache', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const tag = `${process.pid}`;
    const category = (
      await apiAs<{ saveCategory: { id: string; name: string } }>(suite.server.url, admin, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id name } }', {
        input: { name: `Kategori ${tag}`, linkName: `kategori-${tag}`, isApproved: true },
      })
    ).saveCategory;
    const brandName = `Marka ${tag}`;
    const brand = (await apiAs<{ saveBrand: { id: string; version: number } }>(suite.server.url, admin, 'mutation B($input: BrandInput!) { saveBrand(input: $input) { id version } }', { input: { name: brandName, isApproved: true } })).saveBrand;
    const menuName = `Ana menü ${tag}`;

    const { page } = await openTurkish('/settings/other/menu/list');
    await page.getByRole('heading', { name: resourceTr.resources.menus.name, level: 1 }).waitFor();
    await screenshot(page, 'menus-list-empty');
    // Exactly "Ekle": "Filtre ekle" also contains it.
    await page.getByRole('button', { name: 'Ekle', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/settings/other/menu/detail');
    await page.getByRole('textbox', { name: new RegExp(`^${fields.name}`) }).fill(menuName);

    // A link whose URL breaks the url rule is marked with the rule's message; fixed, the mark goes.
    await addItem(page, 'link', async (dialog) => {
      await dialog.getByRole('textbox', { name: new RegExp(`^${fields.title}`) }).fill('Gündem');
      await dialog.getByRole('textbox', { name: new RegExp(`^${fields.url}`) }).fill('gundem');
    });
    await expect.poll(() => row(page, 'Gündem').getByTestId('item-error').textContent()).toContain(VALIDATION_MESSAGES.tr.urlWithHint);
    await row(page, 'Gündem').getByRole('button', { name: fillTemplate(texts.edit, { title: 'Gündem' }) }).click();
    await expect.poll(() => page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog.closest('.MuiDialog-root')!.querySelector('.MuiDialog-container')!).opacity)).toBe('1');
    await screenshot(page, 'menus-item-form');
    await page.getByRole('dialog').getByRole('textbox', { name: new RegExp(`^${fields.url}`) }).fill('https://haber.example/gundem');
    await page.getByRole('dialog').getByRole('button', { name: texts.done }).click();
    await expect.poll(() => row(page, 'Gündem').getByTestId('item-error').count()).toBe(0);

    await addItem(page, 'contentType', async (dialog) => {
      await dialog.getByRole('combobox', { name: new RegExp(`^${fields.contentType}`) }).click();
      await page.getByRole('option', { name: enumTr.enums.contentType.news, exact: true }).click();
      // A content type's page has no name of its own to show: its title is required.
      await dialog.getByRole('textbox', { name: new RegExp(`^${fields.title}`) }).fill(enumTr.enums.contentType.news);
    });
    await addItem(page, 'category', (dialog) => pick(page, dialog, fields.categoryId, category.name));
    await addItem(page, 'brand', (dialog) => pick(page, dialog, fields.brandId, brandName));
    await addItem(page, 'authors', (dialog) => dialog.getByRole('textbox', { name: new RegExp(`^${fields.title}`) }).fill('Yazarlar'));
    await addItem(page, 'cartoonists', (dialog) => dialog.getByRole('textbox', { name: new RegExp(`^${fields.title}`) }).fill('Karikatüristler'));
    await addItem(page, 'divider');
    const news = enumTr.enums.contentType.news;
    expect(await shownTree(page)).toEqual(['Gündem', news, category.name, brandName, 'Yazarlar', 'Karikatüristler', kinds.divider]);

    // The mouse: "Yazarlar" dragged up onto the second row and a level right goes under "Gündem".
    // The tree in the middle of the window, away from the edges where a drag scrolls the page.
    await page.getByTestId('menu-tree').evaluate((tree) => tree.scrollIntoView({ block: 'center' }));
    const handle = row(page, 'Yazarlar').getByTestId('drag-handle');
    const from = await settledBox(handle);
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await handle.and(page.locator('[aria-pressed="true"]')).waitFor();
    // The second place, measured from the first row (which no drag above it moves) once the drag runs.
    const first = await settledBox(row(page, 'Gündem'));
    const target = { y: first.y + first.height + 4, height: first.height };
    // As a person does, the row is nudged until the tree says it is over the second place (on a busy
    // machine the sortable may measure the rows a frame late and take the first move for the first place).
    const overSecond = fillTemplate(texts.drag.over, { title: 'Yazarlar', position: '2', level: '1' });
    for (const nudge of [0, 6, -6, 12]) {
      await page.mouse.move(from.x + from.width / 2, target.y + target.height / 2 + nudge, { steps: 15 });
      const over = await expect.poll(() => heard(page), { timeout: 3000 }).toContain(overSecond).then(() => true, () => false);
      if (over) break;
    }
    await expect.poll(() => heard(page)).toContain(overSecond);
    await page.mouse.move(from.x + from.width / 2 + 36, target.y + target.height / 2, { steps: 5 });
    await row(page, 'Yazarlar').and(page.locator('[data-depth="1"]')).waitFor();
    await page.mouse.up();
    await expect.poll(() => shownTree(page)).toEqual(['Gündem', '.Yazarlar', news, category.name, brandName, 'Karikatüristler', kinds.divider]);

    // The keyboard: "Karikatüristler" picked up, one place up, one level in (under the category), dropped.
    await row(page, 'Karikatüristler').getByTestId('drag-handle').focus();
    const pickedUp = { title: 'Karikatüristler', position: '6', level: '1' };
    await press(page, 'Space', fillTemplate(texts.drag.start, pickedUp), fillTemplate(texts.drag.over, pickedUp));
    await press(page, 'ArrowUp', fillTemplate(texts.drag.over, { title: 'Karikatüristler', position: '5', level: '1' }));
    await press(page, 'ArrowRight', fillTemplate(texts.drag.level, { title: 'Karikatüristler', level: '2' }));
    await press(page, 'Space', fillTemplate(texts.drag.end, { title: 'Karikatüristler', position: '5', level: '2' }));
    const built = ['Gündem', '.Yazarlar', news, category.name, '.Karikatüristler', brandName, kinds.divider];
    await expect.poll(() => shownTree(page)).toEqual(built);
    await screenshot(page, 'menus-editor-tree');

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.waitForURL((url) => /^\/settings\/other\/menu\/detail\/[^/]+$/.test(url.pathname));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const saved = (await apiAs<{ menu: { items: SavedItem[] } }>(suite.server.url, admin, 'query M($id: ID!) { menu(id: $id) { items { key parentKey title type } } }', { id })).menu.items;
    expect(saved).toHaveLength(7);
    const keyOf = (title: string) => saved.find((item) => item.title === title)!.key;
    expect(saved.find((item) => item.title === 'Yazarlar')!.parentKey).toBe(keyOf('Gündem'));
    expect(saved.find((item) => item.title === 'Karikatüristler')!.parentKey).toBe(saved[3]!.key);

    await page.reload();
    await expect.poll(() => shownTree(page), { timeout: 20_000 }).toEqual(built);

    // The brand unapproved meanwhile: its item is flagged, in Turkish.
    await apiAs(suite.server.url, admin, 'mutation B($input: BrandInput!) { saveBrand(input: $input) { id } }', { input: { id: brand.id, version: brand.version, name: brandName, isApproved: false } });
    await page.reload();
    await expect.poll(() => row(page, brandName).getByTestId('item-problem').textContent(), { timeout: 20_000 }).toBe(menuTr.menus.itemProblems.unapproved);
    await screenshot(page, 'menus-editor-flagged');

    // A change, then "clear menu cache": the sites read the menu as it is now.
    await page.getByRole('textbox', { name: new RegExp(`^${fields.name}`) }).fill(`${menuName} (yeni)`);
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    const nameOnServer = async () => (await apiAs<{ menu: { name: string } }>(suite.server.url, admin, 'query M($id: ID!) { menu(id: $id) { name } }', { id })).menu.name;
    await expect.poll(nameOnServer, { timeout: 20_000 }).toBe(`${menuName} (yeni)`).catch(async (error: unknown) => {
      await screenshot(page, 'debug-second-save');
      throw error;
    });
    await page.getByRole('button', { name: texts.clearCache }).click();
    await page.getByRole('status').filter({ hasText: fillTemplate(texts.cleared.split(' |||| ')[0]!, { smart_count: '1' }) }).waitFor();
    await screenshot(page, 'menus-cache-cleared');
    const delivered = await fetch(`${suite.server.url}/api/public/${SITE}/menus`);
    expect(delivered.status).toBe(200);
    expect(JSON.stringify(await delivered.json())).toContain(`${menuName} (yeni)`);

    await page.goto(`${suite.server.url}/settings/other/menu/list`);
    await page.getByText(`${menuName} (yeni)`).waitFor();
    await screenshot(page, 'menus-list');
  });
});
