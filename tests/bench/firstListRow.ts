import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { runServer } from '../e2e/support/runServer.ts';
import { signIn } from '../e2e/support/signIn.ts';
import type { BenchRow } from './table.ts';

const RUNS = 7;
const FIRST_ROW = 'table tbody tr td';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A static server with the SPA fallback, like the product's own for its admin. */
async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const wanted = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = wanted.startsWith(root) && existsSync(wanted) && path.extname(wanted) ? wanted : path.join(root, 'index.html');
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Recorded in the page (Playwright's own polling slows to 500 ms steps): when the first list cell
 * takes up space, checked at every mutation and every frame. A string, so no transpiler helper
 * finds its way into the page.
 */
const WATCH_FIRST_ROW = `(() => {
  const record = () => {
    if (window.firstRowAt) return true;
    const cell = document.querySelector(${JSON.stringify(FIRST_ROW)});
    if (!cell || cell.getBoundingClientRect().width === 0) return false;
    window.firstRowAt = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => { if (record()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  const onFrame = () => { if (record()) observer.disconnect(); else requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
})();`;

/** From navigation start to the first list cell on screen, HTTP cache off, the session already signed in. */
async function timeFirstRow(page: Page, url: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(url);
  const handle = await page.waitForFunction(() => (window as unknown as { firstRowAt?: number }).firstRowAt, undefined, { timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/**
 * P4: the time to the first list row of the users list (signed in as the administrator, through the
 * real server, API and PGlite) ÷ the same for a minimal react-admin app built by this run, whose
 * list of 50 rows is answered in memory. Each in a fresh Chromium profile, alternating, medians.
 */
export async function measureFirstListRow(distDir: string): Promise<BenchRow[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'minimal-admin-'));
  await build({
    root: path.join(import.meta.dirname, 'minimalAdmin'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const minimal = await serveStatic(outDir);
  const product = await runServer({ ADMIN_DIST_DIR: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
      await context.addInitScript(WATCH_FIRST_ROW);
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
      return page;
    };
    const minimalPage = await open();
    const productPage = await open();
    await signIn(productPage, product.url, 'admin', '/settings/system/user/list');
    const productUrl = `${product.url}/settings/system/user/list`;
    const minimalUrl = `${minimal.url}/#/rows`;
    await timeFirstRow(productPage, productUrl);
    await timeFirstRow(minimalPage, minimalUrl);
    const ours: number[] = [];
    const baseline: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      ours.push(await timeFirstRow(productPage, productUrl));
      baseline.push(await timeFirstRow(minimalPage, minimalUrl));
    }
    const ratio = median(ours) / median(baseline);
    return [
      {
        id: 'P4',
        measure: 'first list row in Chromium (users list, signed in) ÷ minimal react-admin app',
        figure: `${Math.round(median(ours))} ms`,
        baseline: `${Math.round(median(baseline))} ms`,
        ratio,
        goal: '≤ 1.2',
        pass: ratio <= 1.2,
      },
    ];
  } finally {
    await browser.close();
    await product.stop();
    minimal.server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}
