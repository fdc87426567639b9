import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: Browser;
  newPage: (options?: { locale?: string }) => Promise<{ page: Page; context: BrowserContext }>;
  close: () => Promise<void>;
}

/** Debian's Chromium driven by playwright-core (never a downloaded browser), on a fresh temporary profile. */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    newPage: async (options = {}) => {
      const context = await browser.newContext({ locale: options.locale ?? 'tr-TR', viewport: { width: 1366, height: 850 } });
      const page = await context.newPage();
      return { page, context };
    },
    close: async () => {
      await browser.close();
    },
  };
}

/** Where screenshots go when SCREENSHOT_DIR is set (for looking at the screens by hand). */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}
