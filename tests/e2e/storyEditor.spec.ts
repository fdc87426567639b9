import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { STORY_RULE_MESSAGES } from '../../resources/messages/story.ts';
import { en as alertTexts } from '../../src/i18n/messages/alerts.ts';
import { en as enumTexts } from '../../resources/messages/enums.ts';
import { en as lowcodeTexts } from '../../src/i18n/messages/lowcode.ts';
import { en as storyScreens } from '../../src/workflows/stories/messages.ts';
import { en as videoTexts } from '../../src/workflows/videoQueue/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = storyScreens.stories.editor;
const dateTime = lowcodeTexts.lowcode.dateTime;
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

// The video queue runs (one video at a time): the reel's upload is processed while the test watches.
const suite = useServerAndBrowser({ VIDEO_CONCURRENCY: '1' });
const work = mkdtempSync(path.join(tmpdir(), 'newsroom-story-e2e-'));
afterAll(() => execFileSync('rm', ['-rf', work]));

const picture = (r: number) => sharp({ create: { width: 720, height: 1280, channels: 3, background: { r, g: 90, b: 160 } } }).jpeg().toBuffer();
/** A short vertical clip made with ffmpeg's test source. */
const verticalClip = () => {
  const file = path.join(work, 'dikey.mp4');
  execFileSync(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=360x640:rate=25', '-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-y', file]);
  return readFileSync(file);
};

interface SavedStory {
  id: string;
  title: string;
  type: number;
  state: string;
  categoryIds: string[];
  frames: { image: string | null; text: string }[];
}
const storiesOf = async (token: string) =>
  (await apiAs<{ stories: SavedStory[] }>(suite.server.url, token, '{ stories(limit: 100) { id title type state categoryIds frames { image text } } }')).stories;

/** The publish date through its picker: `days` from now, at the next whole minute, in the browser's time zone. */
async function choosePublishDate(page: Page, days: number) {
  const at = await page.evaluate((offset) => {
    const next = new Date(Math.ceil((Date.now() + offset * 86_400_000 + 60_000) / 60_000) * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return { date: `${pad(next.getDate())}${pad(next.getMonth() + 1)}${next.getFullYear()}`, time: `${pad(next.getHours())}:${pad(next.getMinutes())}` };
  }, days);
  await page.getByRole('textbox', { name: /^Publish date/ }).click();
  const picker = page.getByRole('dialog', { name: dateTime.title });
  await picker.locator('.MuiPickersTextField-root', { hasText: dateTime.date }).getByRole('spinbutton').first().click();
  await page.keyboard.type(at.date);
  await picker.getByRole('textbox', { name: dateTime.time }).fill(at.time);
  await picker.getByRole('button', { name: dateTime.apply }).click();
  await picker.waitFor({ state: 'detached' });
}

const frameCards = (page: Page) => page.getByTestId('story-frame');

/** A frame's picture uploaded and its text typed; the upload's preview shows when it is stored. */
async function fillFrame(frame: Locator, text: string, shade: number) {
  await frame.locator('input[type=file]').first().setInputFiles({ name: `kare-${shade}.jpg`, mimeType: 'image/jpeg', buffer: await picture(shade) });
  await frame.getByRole('textbox', { name: /^Text/ }).fill(text);
  await frame.locator('img').first().waitFor({ timeout: 30_000 });
}

describe('the story and reel editors in the browser', () => {
  it('makes a three-frame story of pictures, is refused a fourth empty frame, schedules it for tomorrow and finds it pending', async () => {
    const token = await demoToken(suite.server.url, 'editor');
    const { page, context } = await suite.openAs('editor', '/story/detail');
    await page.getByRole('heading', { name: texts.newStory, level: 1 }).waitFor();
    const title = `Köprü açılışı ${process.pid}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);

    await fillFrame(frameCards(page).nth(0), 'Köprü öğlen açılıyor.', 40);
    await page.getByRole('button', { name: texts.frames.add }).click();
    await fillFrame(frameCards(page).nth(1), 'Trafik iki yönde akıyor.', 120);
    await page.getByRole('button', { name: texts.frames.add }).click();
    // The third is still empty: a fourth is refused, and the empty one takes the focus.
    await page.getByRole('button', { name: texts.frames.add }).click();
    await page.getByText(STORY_RULE_MESSAGES.en.storyEmptyFrame).waitFor();
    expect(await frameCards(page).count()).toBe(3);
    expect(await frameCards(page).nth(2).evaluate((element) => element === document.activeElement)).toBe(true);
    await fillFrame(frameCards(page).nth(2), 'İlk araçlar geçiyor.', 200);

    await choosePublishDate(page, 1);
    await page.getByTestId('publish-timing').getByText(/^Waits on the pending list until /).waitFor();
    const phone = page.getByRole('region', { name: texts.preview.label });
    await phone.getByTestId('preview-image').waitFor();
    await phone.press('ArrowRight');
    await phone.getByText('Trafik iki yönde akıyor.').waitFor();
    await screenshot(page, 'story-editor');

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/story/list' && url.searchParams.get('filter') === JSON.stringify({ state: 'PENDING' }), { timeout: 30_000 });
    const saved = (await storiesOf(token)).find((story) => story.title === title)!;
    expect(saved.state).toBe('PENDING');
    expect(saved.frames.map((frame) => frame.text)).toEqual(['Köprü öğlen açılıyor.', 'Trafik iki yönde akıyor.', 'İlk araçlar geçiyor.']);
    expect(saved.frames.every((frame) => frame.image?.startsWith('images/'))).toBe(true);

    // Its pending editor: the state, its frames as saved.
    await page.goto(`${suite.server.url}/story/pending-detail/${saved.id}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(texts.pending, { exact: true }).waitFor();
    expect(await frameCards(page).count()).toBe(3);
    await context.close();
  }, 180_000);

  it('asks before saving an advertisement of no category: cancelled nothing is saved, confirmed it is', async () => {
    const token = await demoToken(suite.server.url, 'chief');
    const { page, context } = await suite.openAs('chief', '/story/detail');
    await page.getByRole('heading', { name: texts.newStory, level: 1 }).waitFor();
    const title = `Reklam ${process.pid}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: enumTexts.enums.storyType.advertisement }).click();
    await fillFrame(frameCards(page).nth(0), 'Kampanya bugün başladı.', 90);
    await choosePublishDate(page, 0);

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    let dialog = page.getByRole('dialog').filter({ hasText: texts.adEveryCategory });
    await dialog.waitFor();
    await screenshot(page, 'story-editor-ad-confirmation');
    await dialog.getByRole('button', { name: alertTexts.alerts.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storiesOf(token)).some((story) => story.title === title)).toBe(false);

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    dialog = page.getByRole('dialog').filter({ hasText: texts.adEveryCategory });
    await dialog.getByRole('button', { name: alertTexts.alerts.confirm }).click();
    await page.waitForURL((url) => url.pathname === '/story/list', { timeout: 30_000 });
    const saved = (await storiesOf(token)).find((story) => story.title === title)!;
    expect(saved).toMatchObject({ type: 2, categoryIds: [] });
    await context.close();
  }, 180_000);

  it('uploads a reel’s vertical video and sees it processed', async () => {
    const { page, context } = await suite.openAs('editor', '/reels/detail');
    await page.getByRole('heading', { name: texts.newReel, level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Title/ }).fill(`Derbi ${process.pid}`);
    await page.getByRole('group', { name: 'Video', exact: true }).locator('input[type=file]').first().setInputFiles({ name: 'derbi.mp4', mimeType: 'video/mp4', buffer: verticalClip() });
    const processing = page.getByRole('group', { name: videoTexts.videoQueue.field.label });
    await processing.getByText(/^Ready: /).waitFor({ timeout: 120_000 });
    await page.getByTestId('reel-video-size').getByText(/^360 × 640/).waitFor();
    await page.getByRole('region', { name: texts.preview.reelLabel }).getByTestId('preview-video').waitFor();
    await screenshot(page, 'reel-editor-processed');
    await context.close();
  }, 180_000);
});
