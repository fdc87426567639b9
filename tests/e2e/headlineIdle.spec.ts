import { describe, it } from 'vitest';
import { en as headlinesEn } from '../../src/workflows/headlines/messages.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Spec 02 §9 says ten minutes; the server's HEADLINE_IDLE_SECONDS shortens it for the test.
const suite = useServerAndBrowser({ HEADLINE_IDLE_SECONDS: '3' });

describe('the headline board left idle', () => {
  it('goes to the homepage', async () => {
    const { page } = await suite.openAs('editor', '/headline/list');
    await page.getByRole('heading', { name: headlinesEn.headlines.title }).first().waitFor();
    await screenshot(page, 'board-before-idle');
    // The homepage is the content list (or where the fallback chain sends whoever may not read it).
    await page.waitForURL((url) => url.pathname.startsWith('/content/list'), { timeout: 30_000 });
  });
});
