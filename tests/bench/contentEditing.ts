import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { runServer } from '../e2e/support/runServer.ts';
import { signIn } from '../e2e/support/signIn.ts';
import { LAST_WORD, seedLongItem } from './longContentItem.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const RUNS = 7;
const FRAME_MS = 16;
const LIST_PATH = '/content/list';
/** What the bench types, word by word (keys of a US keyboard, so each character is a real key press). */
const TYPED = 'Bakan bugun yaptigi aciklamada ekonomi paketinin ayrintilarini anlatti ve yeni dusunceler ortaya koydu; sendika temsilcileri ise toplantinin ardindan yazili bir aciklama yayimlayarak tepki gosterdi. ';
/** Between two keys of a word: a quick typist. */
const KEY_GAP_MS = 90;
/** After each word: a little longer than the editor's 300 ms commit delay, so the next word starts while the text is being written into the form. */
const WORD_GAP_MS = 320;

/**
 * Recorded in each page from navigation start: when the content list's first cell takes up space
 * (`listAt`), and when the rich text is editable with its last paragraph in it (`editableAt`);
 * checked at every mutation and every frame. A string, so no transpiler helper finds its way into the page.
 */
const WATCH_READY = `(() => {
  const record = () => {
    if (!window.listAt) {
      const cell = document.querySelector('table tbody tr td');
      if (cell && cell.getBoundingClientRect().width > 0) window.listAt = performance.now();
    }
    if (!window.editableAt) {
      const last = document.querySelector('.ProseMirror[contenteditable="true"] > p:last-of-type');
      if (last && last.textContent.includes(${JSON.stringify(LAST_WORD)})) window.editableAt = performance.now();
    }
    return Boolean(window.listAt || window.editableAt);
  };
  const observer = new MutationObserver(() => { if (record()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const onFrame = () => { if (record()) observer.disconnect(); else requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
})();`;

/**
 * Per keystroke: its keydown's timestamp and the moment after the next frame once its text is in
 * (a requestAnimationFrame, then a message: that task runs once the frame is drawn). And the Event
 * Timing API's entries (keydown to the next paint, from 16 ms up: shorter ones are not reported).
 */
const WATCH_KEYS = `(() => {
  const keys = [];
  const entries = [];
  window.benchKeys = keys;
  window.benchEntries = entries;
  let pending;
  const afterNextPaint = (key) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { key.painted = performance.now(); };
    channel.port2.postMessage(null);
  });
  addEventListener('keydown', (event) => { pending = { start: event.timeStamp }; keys.push(pending); }, true);
  const settle = () => { if (pending) { afterNextPaint(pending); pending = undefined; } };
  // The text is in once the key's keypress has bubbled (the editor puts a typed character in there), or by its input event.
  addEventListener('keypress', settle);
  addEventListener('input', settle, true);
  addEventListener('keyup', settle, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push({ name: entry.name, start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'event', durationThreshold: ${FRAME_MS} });
})();`;

interface Keystroke {
  start: number;
  painted?: number;
}

interface EventEntry {
  name: string;
  start: number;
  end: number;
}

/** A new page of the signed-in profile, at `path`, and the time from its navigation start until `ready` was recorded. */
async function timeOpen(context: BrowserContext, url: string, ready: 'listAt' | 'editableAt'): Promise<{ page: Page; ms: number }> {
  const page = await context.newPage();
  await page.goto(url);
  const handle = await page.waitForFunction((key) => (window as unknown as Record<string, number | undefined>)[key], ready, { timeout: 60_000 });
  return { page, ms: (await handle.jsonValue()) as number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each keystroke's keydown to the next paint: the Event Timing API's figure (latest end of its
 * keydown, keypress, beforeinput and input entries) when it reported one, the frame callback's
 * otherwise (then under 16 ms, or the API would have reported it).
 */
function keystrokeLatencies(keys: Keystroke[], entries: EventEntry[]) {
  const timed = ['keydown', 'keypress', 'beforeinput', 'input'];
  return keys.map((key, index) => {
    const next = keys[index + 1]?.start ?? Infinity;
    const ends = entries.filter((entry) => timed.includes(entry.name) && entry.start >= key.start && entry.start < next).map((entry) => entry.end);
    const byFrame = key.painted === undefined ? Infinity : key.painted - key.start;
    return { eventTiming: ends.length > 0 ? Math.max(...ends) - key.start : undefined, byFrame };
  });
}

/** Types TYPED where a click puts the caret in the middle paragraph with real key presses, paced as a typist. */
async function typeInTheMiddle(page: Page, middleParagraph: number) {
  const paragraph = page.locator('.ProseMirror > p').nth(middleParagraph);
  const before = (await paragraph.textContent()) ?? '';
  // The blocks around it take their real size once on screen (images, `content-visibility`): the click waits for that.
  await paragraph.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await sleep(WORD_GAP_MS);
  await paragraph.click();
  await page.evaluate(WATCH_KEYS);
  for (const character of TYPED) {
    await page.keyboard.press(character === ' ' ? 'Space' : character);
    await sleep(character === ' ' ? WORD_GAP_MS : KEY_GAP_MS);
  }
  await sleep(WORD_GAP_MS);
  const after = (await paragraph.textContent()) ?? '';
  if (!after.includes(TYPED.trimEnd()) || after.length < before.length + TYPED.length - 1) {
    const screenshot = path.join(tmpdir(), 'p9-typing.png');
    await page.screenshot({ path: screenshot });
    throw new Error(`the typed text did not land (the page is in ${screenshot}): ${after.slice(-240)}`);
  }
  const keys = await page.evaluate(() => (window as unknown as { benchKeys: Keystroke[] }).benchKeys);
  const entries = await page.evaluate(() => (window as unknown as { benchEntries: EventEntry[] }).benchEntries);
  if (keys.length !== TYPED.length) throw new Error(`${keys.length} keydowns recorded for ${TYPED.length} keys`);
  return keystrokeLatencies(keys, entries);
}

/**
 * The floor the browser itself sets on this machine: the item's saved text in a bare contenteditable
 * (no editor, no app), its blocks styled as the editor's are (`content-visibility`, images, tables),
 * in a box of the editor's size, served from the server's origin so the images load.
 */
function barePage(text: string): string {
  return `<!doctype html><html lang="tr"><meta charset="utf-8"><style>
body { margin: 0; font: 16px/1.5 Roboto, Helvetica, Arial, sans-serif; }
.box { width: 812px; max-height: 70vh; margin: 460px 0 0 40px; padding: 0 16px; overflow: auto; border: 1px solid #ddd; }
.ProseMirror { outline: none; padding: 8px 0; }
.ProseMirror > * { content-visibility: auto; contain-intrinsic-size: auto 3em; }
.ProseMirror img { max-width: 100%; height: auto; }
.ProseMirror table { border-collapse: collapse; width: 100%; }
.ProseMirror td, .ProseMirror th { border: 1px solid #ddd; padding: 4px; vertical-align: top; }
</style><div class="box"><div class="ProseMirror" contenteditable="true">${text}</div></div></html>`;
}

interface TypingFigures {
  latencies: number[];
  /** By Event Timing where it reported the key, else by frame callback. */
  p50: number;
  p95: number;
  /** Keys of 20 ms or more (over a frame and a quarter): p95 ≤ 16 allows 5 % of the keys there. */
  slow: number;
  byFrame: number[];
}

function typingFigures(keys: { eventTiming?: number; byFrame: number }[]): TypingFigures {
  const latencies = keys.map((key) => key.eventTiming ?? key.byFrame);
  return { latencies, p50: median(latencies), p95: p95(latencies), slow: latencies.filter((ms) => ms >= 20).length, byFrame: keys.map((key) => key.byFrame) };
}

/**
 * P9: a news item of 5 000 words with 30 stored images and 5 tables, through the real server
 * (built admin, PGlite in its own data dir), signed in as the administrator in headless Chromium.
 * Opening it to editable ÷ opening the content list to its first row, each in a new page of the
 * same warm profile, alternating, medians; then keystroke to next paint while typing into its middle,
 * and the same keys into the same text in a bare contenteditable: what the browser alone takes here.
 */
export async function measureContentEditing(distDir: string): Promise<BenchRow[]> {
  const server = await runServer({ ADMIN_DIST_DIR: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const seeding = performance.now();
    const item = await seedLongItem(server.url);
    console.log(`P9: item ${item.id} seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    await context.addInitScript(WATCH_READY);
    const signing = await context.newPage();
    await signIn(signing, server.url, 'admin', LIST_PATH);
    await signing.close();

    const listUrl = `${server.url}${LIST_PATH}`;
    const editorUrl = `${server.url}${item.path}`;
    const lists: number[] = [];
    const editors: number[] = [];
    let editor: Page | undefined;
    for (let run = 0; run <= RUNS; run++) {
      const list = await timeOpen(context, listUrl, 'listAt');
      await list.page.close();
      await editor?.close();
      const opened = await timeOpen(context, editorUrl, 'editableAt');
      editor = opened.page;
      // The first of each warms the server and the browser's cache.
      if (run > 0) {
        lists.push(list.ms);
        editors.push(opened.ms);
      }
    }
    const keys = await typeInTheMiddle(editor!, item.middleParagraph);
    await editor!.close();
    const typing = typingFigures(keys);
    const bare = await context.newPage();
    const bareUrl = `${server.url}/bench-bare-contenteditable`;
    await bare.route(bareUrl, (route) => route.fulfill({ contentType: 'text/html', body: barePage(item.text) }));
    await bare.goto(bareUrl);
    const floor = typingFigures(await typeInTheMiddle(bare, item.middleParagraph));
    await bare.close();
    const reported = keys.filter((key) => key.eventTiming !== undefined).length;
    const afterPause = typing.latencies.filter((_, index) => TYPED[index - 1] === ' ');
    const inWords = typing.latencies.filter((_, index) => index > 0 && TYPED[index - 1] !== ' ');
    console.log(
      `P9: open list ${lists.map(Math.round).join(', ')} ms; open editor ${editors.map(Math.round).join(', ')} ms; ${typing.latencies.length} keystrokes, ` +
        `${reported} of 16 ms or more by Event Timing, ${typing.slow} of 20 ms or more; by frame callback p50 ${median(typing.byFrame).toFixed(1)} ms, p95 ${p95(typing.byFrame).toFixed(1)} ms, max ${Math.max(...typing.byFrame).toFixed(1)} ms; ` +
        `first key after a pause p50 ${median(afterPause).toFixed(1)} ms, max ${Math.max(...afterPause).toFixed(1)} ms; within words p50 ${median(inWords).toFixed(1)} ms, p95 ${p95(inWords).toFixed(1)} ms`,
    );
    console.log(
      `P9: the same keys into the same text in a bare contenteditable: p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms, ${floor.slow} of 20 ms or more; ` +
        `by frame callback p50 ${median(floor.byFrame).toFixed(1)} ms, p95 ${p95(floor.byFrame).toFixed(1)} ms`,
    );
    const ratio = median(editors) / median(lists);
    return [
      {
        id: 'P9',
        measure: `typing into a 5 000-word item (30 images, 5 tables): keydown to next paint, ${typing.latencies.length} keys (Event Timing, frame callback under ${FRAME_MS} ms); baseline: the same keys into the same text in a bare contenteditable`,
        figure: `p95 ${typing.p95.toFixed(1)} ms (p50 ${typing.p50.toFixed(1)})`,
        baseline: `p95 ${floor.p95.toFixed(1)} ms (p50 ${floor.p50.toFixed(1)})`,
        ratio: null,
        goal: `p95 ≤ ${FRAME_MS} ms`,
        pass: typing.p95 <= FRAME_MS,
      },
      {
        id: 'P9',
        measure: 'opening that item to editable ÷ opening the content list to its first row (new page, warm profile)',
        figure: `${Math.round(median(editors))} ms`,
        baseline: `${Math.round(median(lists))} ms`,
        ratio,
        goal: '≤ 2',
        pass: ratio <= 2,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
