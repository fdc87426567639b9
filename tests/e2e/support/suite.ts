import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { runServer, type RunningServer } from './runServer.ts';
import { signIn, type DemoAccount } from './signIn.ts';

export interface E2eSuite {
  readonly server: RunningServer;
  readonly browser: TestBrowser;
  /** A fresh English page signed in as `account`, having asked for `path` (where the app takes it is up to the test). */
  openAs: (account: DemoAccount, path: string) => Promise<Awaited<ReturnType<TestBrowser['newPage']>>>;
}

/** One real server (PGlite in a temporary data dir; `env` adds to its settings) and one Chromium for the file's tests, closed after them. */
export function useServerAndBrowser(env: Record<string, string> = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([runServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const suite: E2eSuite = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    openAs: async (account, path) => {
      const opened = await suite.browser.newPage({ locale: 'en-US' });
      await opened.context.addInitScript(() => localStorage.setItem('selectedLocale', 'en'));
      await signIn(opened.page, suite.server.url, account, path);
      return opened;
    },
  };
  return suite;
}

/**
 * Fills a template the way the app does (react-admin's `%{name}` in src/i18n, i18next's `{{name}}` in
 * resources/messages), so tests find the text users see.
 */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/%\{(\w+)\}|\{\{(\w+)\}\}/g, (_, raKey?: string, i18nextKey?: string) => values[(raKey ?? i18nextKey)!] ?? '');

/**
 * Waits until the page shows `pathname`, whatever its query: a list puts its filters, sort and page
 * into the address once it has read them (from the address or from its store).
 */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;
