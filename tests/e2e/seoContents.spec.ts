import { describe, expect, it } from 'vitest';
import { tr as seoRefusals } from '../../resources/messages/seoContent.ts';
import { tr as resourceTexts } from '../../resources/messages/resources.ts';
import { tr as lowcodeTexts } from '../../src/i18n/messages/lowcode.ts';
import { tr as seoLengthTexts } from '../../src/i18n/messages/seoLength.ts';
import { tr as seoTexts } from '../../src/workflows/seoContents/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/signIn.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const labels = resourceTexts.resources.hadiths.fields;
const texts = seoTexts.seoContents;
const feedback = seoLengthTexts.seoLength.feedback;

/** The editor, in Turkish (the interface's default) on a 1366×768 screen. */
async function openInTurkish(path: string) {
  const opened = await suite.browser.newPage({ locale: 'tr-TR' });
  await opened.context.addInitScript(() => localStorage.setItem('selectedLocale', 'tr'));
  await opened.page.setViewportSize({ width: 1366, height: 768 });
  await signIn(opened.page, suite.server.url, 'editor', path);
  return opened;
}

interface SavedHadith {
  id: string;
  title: string;
  book: string;
  number: number | null;
  mainSubjectId: string | null;
  subjectId: string | null;
  seoTitle: string | null;
  text: string | null;
}

describe('the SEO contents in the browser', () => {
  it('starts a hadith from the list, adds a new main subject and subject inline, follows the SEO title feedback, saves and finds it kept; a title the kind has already is refused', async () => {
    const { page, context } = await openInTurkish('/seo/hadith/list');
    await page.getByRole('heading', { name: resourceTexts.resources.hadiths.name, level: 1 }).waitFor();
    await screenshot(page, 'seo-hadith-list-tr');

    // A hadith's page needs its id: it is started in a small dialog with its required fields.
    await page.getByRole('button', { name: lowcodeTexts.lowcode.list.add, exact: true }).click();
    const start = page.getByRole('dialog', { name: texts.newHadith.title });
    const title = `Ameller niyetlere göredir ${process.pid}`;
    await start.getByRole('textbox', { name: new RegExp(`^${labels.title}`) }).fill(title);
    await start.getByRole('textbox', { name: new RegExp(`^${labels.book}`) }).fill('Bed’ü’l-vahy');
    await start.getByRole('textbox', { name: new RegExp(`^${labels.number}`) }).fill('1');
    await start.getByRole('textbox', { name: new RegExp(`^${labels.source}`) }).fill('Buhârî');
    await start.getByRole('textbox', { name: new RegExp(`^${labels.narrator}`) }).fill('Hz. Ömer');
    await screenshot(page, 'seo-hadith-new-dialog-tr');
    await start.getByRole('button', { name: texts.newHadith.create }).click();
    await page.waitForURL((url) => /^\/seo\/hadith\/detail\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // The editor: a new main subject and a new subject under it, added inline and chosen.
    const editor = page.getByRole('dialog');
    const main = editor.getByRole('combobox', { name: new RegExp(`^${labels.mainSubjectId}`) });
    await expect.poll(() => editor.getByRole('textbox', { name: new RegExp(`^${labels.title}`) }).inputValue()).toBe(title);
    const mainName = `İyi niyet ${process.pid}`;
    await main.fill(mainName);
    await page.getByRole('option', { name: fillTemplate(texts.subjects.add, { name: mainName }) }).click();
    const subject = editor.getByRole('combobox', { name: new RegExp(`^${labels.subjectId}`) });
    await expect.poll(() => subject.isEnabled()).toBe(true);
    const subjectName = `Amellerin değeri ${process.pid}`;
    await subject.fill(subjectName);
    await page.getByRole('option', { name: fillTemplate(texts.subjects.add, { name: subjectName }) }).click();
    await expect.poll(() => subject.inputValue()).toBe(subjectName);
    expect(await main.inputValue()).toBe(mainName);
    await screenshot(page, 'seo-hadith-editor-subjects-tr');

    // The SEO title's feedback: short, then ok as it grows into the ideal range.
    const seoTitle = editor.getByRole('textbox', { name: new RegExp(`^${labels.seoTitle}`) });
    const seoFeedback = editor.getByTestId('seo-seoTitle');
    await seoTitle.fill('Niyet hadisi');
    await seoFeedback.getByText(feedback.short).waitFor();
    await seoTitle.fill('Niyet hadisi: ameller niyetlere göredir (Buhârî, 1)');
    await seoFeedback.getByText(feedback.ok).waitFor();

    // The text, in the rich text editor.
    await editor.locator('.ProseMirror').click();
    await page.keyboard.type('Ameller ancak niyetlere göredir.');
    await editor.getByTestId('seo-seoSpot').scrollIntoViewIfNeeded();
    await screenshot(page, 'seo-hadith-editor-seo-tr');
    await editor.getByRole('button', { name: lowcodeTexts.lowcode.form.save }).click();
    await page.waitForURL((url) => url.pathname === '/seo/hadith/list');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Kept: in the API, and in the editor opened again from the list.
    const token = await demoToken(suite.server.url, 'editor');
    const { hadith } = await apiAs<{ hadith: SavedHadith }>(suite.server.url, token, 'query ($id: ID!) { hadith(id: $id) { id title book number mainSubjectId subjectId seoTitle text } }', { id });
    expect(hadith).toMatchObject({ title, book: 'Bed’ü’l-vahy', number: 1, seoTitle: 'Niyet hadisi: ameller niyetlere göredir (Buhârî, 1)' });
    expect(hadith.text).toContain('Ameller ancak niyetlere göredir.');
    expect(hadith.mainSubjectId).not.toBeNull();
    expect(hadith.subjectId).not.toBeNull();

    await screenshot(page, 'seo-hadith-list-row-tr');
    await page.getByRole('cell', { name: title }).click();
    await page.waitForURL((url) => url.pathname === `/seo/hadith/detail/${id}`);
    const reopened = page.getByRole('dialog');
    const reopenedSubject = reopened.getByRole('combobox', { name: new RegExp(`^${labels.subjectId}`) });
    await expect.poll(() => reopenedSubject.inputValue()).toBe(subjectName);
    expect(await reopened.getByRole('combobox', { name: new RegExp(`^${labels.mainSubjectId}`) }).inputValue()).toBe(mainName);
    expect(await reopened.getByRole('textbox', { name: new RegExp(`^${labels.seoTitle}`) }).inputValue()).toBe('Niyet hadisi: ameller niyetlere göredir (Buhârî, 1)');
    await reopened.getByTestId('seo-seoTitle').getByText(feedback.ok).waitFor();
    await reopened.locator('.ProseMirror').getByText('Ameller ancak niyetlere göredir.').waitFor();

    // The main subject's name again, now as a subject (lower-cased the Turkish way): the kind has it, so the server refuses it with the spec's message, and nothing else changes.
    const again = mainName.toLocaleLowerCase('tr');
    await reopenedSubject.fill(again);
    await page.getByRole('option', { name: fillTemplate(texts.subjects.add, { name: again }) }).click();
    await reopened.getByText(seoRefusals.seoContents.errors.subjectTitleAdd).waitFor();
    expect(await reopenedSubject.inputValue()).toBe(again);
    await screenshot(page, 'seo-hadith-subject-refused-tr');
    const { subjectTitles } = await apiAs<{ subjectTitles: { name: string }[] }>(suite.server.url, token, '{ subjectTitles(limit: 1000) { name } }');
    expect(subjectTitles.filter((row) => row.name.toLocaleLowerCase('tr') === again)).toHaveLength(1);
    await context.close();
  }, 180_000);

  it('shows the dream interpretations with the site’s page title and a link to the site settings for who may change them', async () => {
    const { page, context } = await openInTurkish('/seo/dream-interpretation/list');
    await page.getByRole('heading', { name: resourceTexts.resources.dreamInterpretations.name, level: 1 }).waitFor();
    await page.getByTestId('dream-interpretation-page-title').waitFor();
    // The editor may not change the site settings (user.permissions): no link.
    expect(await page.getByRole('link', { name: texts.dreamPageTitle.edit }).count()).toBe(0);
    await screenshot(page, 'seo-dream-list-tr');
    await context.close();
  }, 120_000);
});
