import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { en as enumTexts } from '../../resources/messages/enums.ts';
import { en as lowcodeTexts } from '../../src/i18n/messages/lowcode.ts';
import { en as screens } from '../../src/workflows/videoQueue/messages.ts';
import { mp4Sample } from '../server/support/mediaSamples.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = screens.videoQueue;
const statuses = enumTexts.enums.videoProcessStatus;
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH || '/usr/bin/ffprobe';

/**
 * The videos are made here with ffmpeg's test sources. The server's ffmpeg is a wrapper that waits for
 * the gate file before running the real one, and reads its input at the clip's own pace (`-re`):
 * a first video holds the queue's one runner until the test opens the gate, so the watched video is
 * surely seen waiting, and its run lasts as long as the clip, so its progress is seen between 0 and 100 %.
 */
const work = mkdtempSync(path.join(tmpdir(), 'newsroom-video-e2e-'));
const gate = path.join(work, 'gate');
const wrapper = path.join(work, 'ffmpeg');
writeFileSync(
  wrapper,
  `#!/bin/sh
# Only a run on an input waits; the server's checks (-version, -encoders) go straight through.
case " $* " in *" -i "*) ;; *) exec "${FFMPEG}" "$@";; esac
while [ ! -e "${gate}" ]; do sleep 0.1; done
exec "${FFMPEG}" -re "$@"
`,
);
chmodSync(wrapper, 0o755);
const clip = (name: string, size: string, seconds: number, source = 'testsrc') => {
  const file = path.join(work, name);
  execFileSync(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', `${source}=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-y', file]);
  return readFileSync(file);
};

const suite = useServerAndBrowser({ FFMPEG_PATH: wrapper, FFPROBE_PATH: FFPROBE, VIDEO_CONCURRENCY: '1', VIDEO_STALL_SECONDS: '600' });
afterAll(() => execFileSync('rm', ['-rf', work]));

interface QueueRow {
  id: number;
  fileName: string;
  status: number;
  error: string | null;
  attempts: number;
  processStart: string | null;
}
const queue = async (token: string) =>
  (await apiAs<{ videoProcessQueue: QueueRow[] }>(suite.server.url, token, 'query Q { videoProcessQueue(limit: 100) { id fileName status error attempts processStart } }')).videoProcessQueue;

/** An upload through the storage API as `token`'s user on site 4, as the editor's upload control sends it. */
async function upload(token: string, name: string, bytes: Buffer) {
  const form = new FormData();
  form.set('method', 'file');
  form.set('type', '2');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), name);
  const response = await fetch(`${suite.server.url}/storage/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, siteid: '4' }, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A queue row by its file name, and its status chip. */
const rowOf = (page: Page, fileName: string) => page.getByRole('table', { name: texts.list.table }).getByRole('row').filter({ hasText: fileName });
const statusOf = (row: Locator, key: keyof typeof statuses) => row.locator(`[data-status="${key}"]`);

/** Plays the player to a second in: what a reader's browser does with the rendition. */
async function playsInBrowser(player: Locator) {
  await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => ({ ready: video.readyState >= 3, moving: video.currentTime > 1, error: video.error?.code ?? null })), { timeout: 30_000 })
    .toEqual({ ready: true, moving: true, error: null });
}

describe('the video process queue in the browser', () => {
  it('an editor uploads a video into a news item and watches it go waiting → in progress → finished, plays a rendition and requeues an item in error', async () => {
    const editorToken = await demoToken(suite.server.url, 'editor');
    // The runner's one slot, held at the gate.
    await upload(editorToken, 'tutucu.mp4', clip('tutucu.mp4', '320x240', 3, 'testsrc2'));
    await expect.poll(async () => (await queue(editorToken)).find((row) => row.fileName === 'tutucu.mp4')?.status, { timeout: 30_000 }).toBe(2);

    // The news editor: the cover video, uploaded.
    const { page: editor, context: editorContext } = await suite.openAs('editor', '/content/news');
    await editor.getByRole('button', { name: fillTemplate(lowcodeTexts.lowcode.object.add, { name: 'Cover video' }) }).click();
    const cover = editor.getByRole('group', { name: 'Cover video', exact: true });
    await cover.locator('input[type=file]').first().setInputFiles({ name: 'kopru-acilisi.mp4', mimeType: 'video/mp4', buffer: clip('kopru.mp4', '640x360', 6) });
    const processing = cover.getByRole('group', { name: texts.field.label });
    await processing.getByText(texts.field.waiting).waitFor({ timeout: 60_000 });

    // The queue: the held video runs, the new one waits.
    const { page, context } = await suite.openAs('editor', '/content/video-process-queue');
    await page.getByRole('heading', { name: texts.title, level: 1 }).waitFor();
    const row = rowOf(page, 'kopru-acilisi.mp4');
    await statusOf(row, 'waiting').waitFor();
    await statusOf(rowOf(page, 'tutucu.mp4'), 'inProgress').waitFor();
    await screenshot(page, 'video-queue-waiting');

    // The gate opens: the held one finishes, then the news item's video runs, its bar moving, without a reload.
    writeFileSync(gate, '');
    await statusOf(rowOf(page, 'tutucu.mp4'), 'finished').waitFor({ timeout: 60_000 });
    await statusOf(row, 'inProgress').waitFor({ timeout: 60_000 });
    const moving = row.locator('[role=progressbar]:not([aria-valuenow="0"])');
    await moving.waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('video-progress').textContent()).toMatch(/^\d{1,2} %$/);
    await screenshot(page, 'video-queue-in-progress');
    await statusOf(row, 'finished').waitFor({ timeout: 60_000 });
    await row.getByText('360p', { exact: true }).waitFor();
    expect(await row.getByTestId('video-progress').textContent()).toBe('100 %');
    await screenshot(page, 'video-queue-finished');

    // Its drawer plays the rendition.
    await row.click();
    const drawer = page.getByRole('dialog', { name: 'kopru-acilisi.mp4' });
    const player = drawer.getByLabel(texts.detail.player);
    expect(await player.getAttribute('data-resolution')).toBe('360p');
    await playsInBrowser(player);
    await screenshot(page, 'video-queue-playing');
    await drawer.getByRole('button', { name: texts.detail.close }).click();

    // The editor's field followed it too: ready, the rendition playable, the processed poster shown since the field has none.
    await processing.getByText(fillTemplate(texts.field.finished, { resolutions: '360p' })).waitFor({ timeout: 30_000 });
    const fieldPlayer = processing.getByLabel(texts.detail.player);
    expect(await fieldPlayer.getAttribute('poster')).toMatch(/resize\?uri=images%2F/);
    await playsInBrowser(fieldPlayer);
    await processing.scrollIntoViewIfNeeded();
    await screenshot(editor, 'video-field-ready');
    await editorContext.close();

    // A file that passes the upload's check (an MP4's boxes) but holds no video fails at once, with its reason.
    await upload(editorToken, 'bozuk-kayit.mp4', mp4Sample(640, 360, { mdatBytes: 20_000, seed: 7 }));
    await expect.poll(async () => (await queue(editorToken)).find((entry) => entry.fileName === 'bozuk-kayit.mp4')?.status, { timeout: 60_000 }).toBe(4);
    const failed = (await queue(editorToken)).find((entry) => entry.fileName === 'bozuk-kayit.mp4')!;
    await page.reload();
    const errorRow = rowOf(page, 'bozuk-kayit.mp4');
    await statusOf(errorRow, 'error').waitFor();
    await errorRow.getByLabel(`${texts.failure}: ${texts.reasons.unreadable}`).waitFor();
    await screenshot(page, 'video-queue-error');

    // Requeue, confirmed: the server runs it again (a new start), and it fails again for the same reason.
    await errorRow.getByRole('button', { name: texts.requeue.action }).click();
    const confirm = page.getByRole('dialog', { name: texts.requeue.title });
    await confirm.getByText(fillTemplate(texts.requeue.body, { name: 'bozuk-kayit.mp4' })).waitFor();
    await confirm.getByRole('button', { name: texts.requeue.action }).click();
    await page.getByText(texts.requeue.done).waitFor();
    await expect
      .poll(async () => {
        const again = (await queue(editorToken)).find((entry) => entry.id === failed.id)!;
        return again.status === 4 && again.processStart !== failed.processStart;
      }, { timeout: 60_000 })
      .toBe(true);
    await statusOf(errorRow, 'error').waitFor({ timeout: 30_000 });
    await context.close();
  }, 300_000);
});
