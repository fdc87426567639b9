import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../resources/contentTypes.ts';
import { en as alertsEn } from '../../src/i18n/messages/alerts.ts';
import { en as contentEn } from '../../src/workflows/content/messages.ts';
import { en as enumsEn } from '../../resources/messages/enums.ts';
import { en as lowcodeEn } from '../../src/i18n/messages/lowcode.ts';
import { en as mediaEn } from '../../src/i18n/messages/media.ts';
import { en as richTextEn } from '../../src/i18n/messages/richText.ts';
import { en as resourcesEn } from '../../resources/messages/resources.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const editor = contentEn.contentEditor;
const form = lowcodeEn.lowcode.form;
const image = lowcodeEn.lowcode.image;
const dateTime = lowcodeEn.lowcode.dateTime;
const fields = resourcesEn.resources.contents.fields;
const richText = richTextEn.richText;
const categoryFields = resourcesEn.resources.categories.fields;

const suite = useServerAndBrowser();

const picture = (r: number) => sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r, g: 120, b: 200 } } }).jpeg().toBuffer();

type Page = Awaited<ReturnType<typeof suite.openAs>>['page'];

async function addCategory(name: string) {
  const { page, context } = await suite.openAs('chief', '/settings/content/categories');
  await page.getByText(lowcodeEn.lowcode.list.noData).waitFor();
  await page.getByRole('button', { name: lowcodeEn.lowcode.list.add, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: categoryFields.name, exact: true }).fill(name);
  await dialog.getByRole('button', { name: form.save }).click();
  await dialog.waitFor({ state: 'detached' });
  await context.close();
}

async function chooseCategory(page: Page, name: string) {
  await page.getByRole('combobox', { name: fields.categoryId }).click();
  await page.getByRole('option', { name }).click();
}

/**
 * The story's text as an editor writes it: a paragraph ending in a link (Ctrl+K), a quote (the
 * toolbar's button, left by Enter on its empty line) and a table (the table menu), its first cell typed.
 */
async function writeText(page: Page) {
  const text = page.getByRole('textbox', { name: /^Text/ });
  await text.click();
  await page.keyboard.type('Kar yağışı sabah saatlerinde başladı. Ayrıntılar: ');
  await page.keyboard.press('Control+k');
  const link = page.getByRole('dialog', { name: richText.dialog.linkTitle });
  await link.getByRole('textbox', { name: richText.dialog.linkText }).fill('Valilik duyurusu');
  await link.getByRole('textbox', { name: richText.dialog.linkHref }).fill('https://www.istanbul.gov.tr/duyuru');
  await link.getByRole('button', { name: richText.dialog.save }).click();
  await link.waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: richText.toolbar });
  await toolbar.getByRole('button', { name: richText.blockquote }).click();
  await page.keyboard.type('Okullar yarın da kapalı olacak.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: richText.table }).click();
  await page.getByRole('menuitem', { name: richText.tableActions.insert }).click();
  await page.keyboard.type('Saat');
  await text.locator('table th').first().getByText('Saat').waitFor();
}

/** The browser's refusal of the form, whatever else it says. */
async function saveRefused(page: Page) {
  await page.keyboard.press('Control+s');
  const confirm = page.getByRole('button', { name: alertsEn.alerts.confirm });
  // The unapproved warning comes only when the browser's own rules passed.
  await Promise.race([confirm.waitFor({ timeout: 5_000 }).then(() => confirm.click()), page.getByText(lowcodeEn.lowcode.form.unapprovedWarning).waitFor({ state: 'detached', timeout: 5_000 })]).catch(() => {});
}

describe('the content editors', () => {
  it('writes a news item with a cropped cover, saves it with Ctrl+S and finds it after a reload', async () => {
    await addCategory('Gündem');
    const { page, context } = await suite.openAs('editor', '/content/news');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('heading', { name: fillTemplate(editor.newTitle, { type: 'news' }) }).waitFor();

    await page.getByRole('textbox', { name: /^Title/ }).fill('GÜNCELLEME: İstanbul’da yoğun kar yağışı');
    await page.getByTestId('title-prefix').getByText(/Update/).waitFor();
    await page.getByRole('textbox', { name: /^Spot/ }).fill('Kent genelinde ulaşım aksadı, okullar bir gün tatil edildi.');
    await writeText(page);
    await chooseCategory(page, 'Gündem');

    await page.getByRole('button', { name: lowcodeEn.lowcode.orderedList.add }).first().click();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'kar.jpg', mimeType: 'image/jpeg', buffer: await picture(40) });
    const crop = page.getByRole('button', { name: image.crop, exact: true });
    await expect.poll(() => crop.isEnabled(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('textbox', { name: /description/i }).first().fill('Karla kaplı Galata Köprüsü');
    await crop.click();
    await page.getByRole('button', { name: mediaEn.media.cropper.save }).click();
    await page.getByText(fillTemplate(image.cropItem, { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' }), { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('radio', { name: editor.cover.selected }).isChecked()).toBe(true);
    // For the picture: the top of the form once the crops' pictures have loaded, and the text's blocks drawn after the jump.
    await page.waitForFunction(() => [...document.images].every((picture) => picture.complete));
    await page.evaluate(() => new Promise((drawn) => (window.scrollTo(0, 0), requestAnimationFrame(() => requestAnimationFrame(drawn)))));
    await screenshot(page, 'content-news-editor');

    await page.keyboard.press('Control+s');
    await page.getByText(form.unapprovedWarning).waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
      await screenshot(page, 'content-news-not-saved');
      throw error;
    });
    await page.getByRole('button', { name: alertsEn.alerts.confirm }).click();
    await page.waitForURL(/\/content\/news\/\d+$/, { timeout: 30_000 });

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: /^Spot/ }).inputValue(), { timeout: 30_000 }).toBe('Kent genelinde ulaşım aksadı, okullar bir gün tatil edildi.');
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('GÜNCELLEME: İstanbul’da yoğun kar yağışı');
    await page.getByText(fillTemplate(image.cropItem, { type: mediaEn.media.cropTypes.horizontal, width: '1200', height: '675' }), { exact: true }).waitFor();
    await page.getByTestId('content-status').getByText(editor.status.unapproved).waitFor();

    await page.getByRole('button', { name: editor.preview }).click();
    const preview = page.getByRole('dialog', { name: editor.previewPage.title });
    await preview.getByRole('heading', { name: 'GÜNCELLEME: İstanbul’da yoğun kar yağışı' }).waitFor();
    await preview.getByText('Kar yağışı sabah saatlerinde başladı.').waitFor();
    expect(await preview.getByRole('link', { name: 'Valilik duyurusu' }).getAttribute('href')).toBe('https://www.istanbul.gov.tr/duyuru');
    expect(await preview.locator('blockquote').textContent()).toBe('Okullar yarın da kapalı olacak.');
    expect(await preview.locator('table th').first().textContent()).toBe('Saat');
    expect(await preview.locator('img').count()).toBe(1);
    // Once the dialog has faded in.
    await expect.poll(() => preview.evaluate((element) => getComputedStyle(element.closest('.MuiDialog-root')!.querySelector('.MuiDialog-container')!).opacity)).toBe('1');
    await screenshot(page, 'content-news-preview');
    await preview.getByRole('button', { name: editor.previewPage.close }).click();

    // Published with a publish date just ahead (the picker's next whole minute): scheduled until then,
    // and on the delivery API once the job runner (polling every second) has published it.
    const id = page.url().split('/').pop();
    const at = await page.evaluate(() => {
      const next = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return { date: `${pad(next.getDate())}${pad(next.getMonth() + 1)}${next.getFullYear()}`, time: `${pad(next.getHours())}:${pad(next.getMinutes())}` };
    });
    await page.getByRole('textbox', { name: new RegExp(`^${fields.publishDate}`) }).click();
    const picker = page.getByRole('dialog', { name: dateTime.title });
    // The day typed section by section, as dd.MM.yyyy.
    await picker.locator('.MuiPickersTextField-root', { hasText: dateTime.date }).getByRole('spinbutton').first().click();
    await page.keyboard.type(at.date);
    await picker.getByRole('textbox', { name: dateTime.time }).fill(at.time);
    await picker.getByRole('button', { name: dateTime.apply }).click();
    await page.getByRole('button', { name: editor.publish }).click();
    await page.getByTestId('content-status').getByText(editor.status.scheduled).waitFor({ timeout: 30_000 });
    const delivered = async () => {
      const answer = (await (await fetch(`${suite.server.url}/api/public/4/contents?limit=50`)).json()) as { items: { id: number }[] };
      return answer.items.some((item) => String(item.id) === id);
    };
    expect(await delivered()).toBe(false);
    await expect.poll(delivered, { timeout: 100_000, interval: 1000 }).toBe(true);
    await page.reload();
    await page.getByTestId('content-status').getByText(editor.status.approved).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('textbox', { name: /^Spot/ }).inputValue(), { timeout: 30_000 }).not.toBe('');

    // The item is saved meanwhile through the API by the same user (who holds the edit permit, so
    // another client of theirs may write): this save is refused, says why and keeps what was typed.
    const token = await demoToken(suite.server.url, 'editor');
    const { content } = await apiAs<{ content: { version: number; text: string } }>(suite.server.url, token, 'query V($id: ID!) { content(id: $id) { version text } }', { id });
    // The text as the server kept it (sanitised with the editor's allow-list): the link, the quote and the table are there.
    expect(content.text).toMatch(/<a [^>]*href="https:\/\/www\.istanbul\.gov\.tr\/duyuru"[^>]*>Valilik duyurusu<\/a>/);
    expect(content.text).toContain('<blockquote><p>Okullar yarın da kapalı olacak.</p></blockquote>');
    expect(content.text).toMatch(/<table>.*<th[^>]*><p>Saat<\/p><\/th>/);
    await apiAs(suite.server.url, token, 'mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', { input: { id, version: content.version, spot: 'Başka bir editörün özeti.' } });
    await page.getByRole('textbox', { name: /^Title/ }).fill('DÜZELTME: İstanbul’da yoğun kar yağışı');
    await page.keyboard.press('Control+s');
    await page.getByText(resourcesEn.saveErrors.conflict).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: alertsEn.alerts.ok }).click();
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('DÜZELTME: İstanbul’da yoğun kar yağışı');
    await page.getByTestId('title-prefix').getByText(/Correction/).waitFor();
    // The form now stands on the other editor's version: the next save goes through with both changes.
    await expect.poll(() => page.getByRole('textbox', { name: /^Spot/ }).inputValue(), { timeout: 30_000 }).toBe('Başka bir editörün özeti.');
    await page.keyboard.press('Control+s');
    await page.getByText(form.updated).waitFor({ timeout: 30_000 });

    // The list finds it by a word typed in capitals without its Turkish letters.
    await page.goto(`${suite.server.url}/content/list`);
    const list = page.getByRole('table', { name: contentEn.contentList.title });
    const search = page.getByRole('searchbox', { name: contentEn.contentList.filters.search });
    const found = list.locator('tbody tr').filter({ hasText: 'DÜZELTME: İstanbul’da yoğun kar yağışı' });
    await search.fill('deprem');
    await expect.poll(() => new URL(page.url()).searchParams.get('filter'), { timeout: 30_000 }).toBe(JSON.stringify({ search: 'deprem' }));
    await expect.poll(() => found.count(), { timeout: 30_000 }).toBe(0);
    await search.fill('YOGUN kar');
    await expect.poll(() => found.count(), { timeout: 30_000 }).toBe(1);
    await context.close();
  });

  it('refuses a photo gallery with one image with the catalogue message', async () => {
    const { page, context } = await suite.openAs('editor', '/content/photo-gallery');
    await page.getByRole('heading', { name: fillTemplate(editor.newTitle, { type: 'photo gallery' }) }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Karda bir gün');
    await page.getByRole('button', { name: lowcodeEn.lowcode.orderedList.add }).nth(1).click();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'bir.jpg', mimeType: 'image/jpeg', buffer: await picture(90) });
    await page.getByRole('status').filter({ hasText: fillTemplate(editor.uploading, { files: '' }) }).waitFor({ state: 'detached', timeout: 30_000 });
    const captions = page.getByRole('textbox', { name: /^Caption/ });
    await captions.first().fill('Birinci kare');
    // A second item, moved above the first from the keyboard: Space picks the handle up, an arrow moves it, Space drops it.
    await page.getByRole('button', { name: lowcodeEn.lowcode.orderedList.add }).nth(1).click();
    await captions.nth(1).fill('İkinci kare');
    await page.getByRole('button', { name: fillTemplate(lowcodeEn.lowcode.orderedList.move, { position: '2' }), exact: true }).focus();
    // dnd-kit announces each step in its live region; the next key waits for it.
    const announced = (text: string) => page.locator('[id^=DndLiveRegion]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await announced(fillTemplate(lowcodeEn.lowcode.orderedList.over, { from: '2', to: '2' }));
    // The keyboard sensor moves by the rows' measured places; on a busy machine the first arrow may come
    // before they are measured and move nothing, so the arrow is pressed again until it is announced
    // (there is no place above the first: a further press cannot overshoot).
    const overFirst = page.locator('[id^=DndLiveRegion]').filter({ hasText: fillTemplate(lowcodeEn.lowcode.orderedList.over, { from: '2', to: '1' }) });
    await expect.poll(async () => {
      if ((await overFirst.count()) === 0) await page.keyboard.press('ArrowUp');
      return overFirst.count();
    }, { timeout: 30_000, interval: 1_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect.poll(() => captions.first().inputValue()).toBe('İkinci kare');
    expect(await captions.nth(1).inputValue()).toBe('Birinci kare');
    await page.getByRole('button', { name: fillTemplate(lowcodeEn.lowcode.orderedList.remove, { position: '1' }) }).click();
    await expect.poll(() => captions.count()).toBe(1);

    await saveRefused(page);
    await screenshot(page, 'content-gallery-refused');
    await page.getByText(/Number of .+ must be 2 or more\./).first().waitFor();
    expect(page.url()).toMatch(/\/content\/photo-gallery$/);
    await context.close();
  });

  it('opens an editor for every type, and refuses a column without an author', async () => {
    const { page, context } = await suite.openAs('editor', '/content/video');
    for (const type of CONTENT_TYPES) {
      await page.goto(`${suite.server.url}/content/${type.route}`);
      const name = enumsEn.enums.contentType[type.key].toLocaleLowerCase('en');
      await page.getByRole('heading', { name: fillTemplate(editor.newTitle, { type: name }) }).waitFor();
      await page.getByRole('textbox', { name: /^Title/ }).waitFor();
    }
    await page.goto(`${suite.server.url}/content/column`);
    await page.getByRole('heading', { name: fillTemplate(editor.newTitle, { type: 'column' }) }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill('Kış ve şehir');
    await saveRefused(page);
    await page.getByText('Column content must have an author').waitFor();
    expect(page.url()).toMatch(/\/content\/column$/);

    // Leaving with what was typed asks first; staying keeps it.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await page.getByRole('link', { name: editor.back }).click();
    expect(await asked).toBeTruthy();
    expect(page.url()).toMatch(/\/content\/column$/);
    expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Kış ve şehir');
    await context.close();
  });
});
