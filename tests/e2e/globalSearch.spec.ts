import { describe, expect, it } from 'vitest';
import { tr } from '../../src/workflows/globalSearch/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { signIn } from './support/signIn.ts';
import { atPath, useServerAndBrowser } from './support/suite.ts';

const texts = tr.globalSearch;
const suite = useServerAndBrowser();

describe('the global search in the browser', () => {
  it('finds a news item by words typed without Turkish letters and opens its editor, keyboard only', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const title = `Çağrı merkezinde yoğunluk ${process.pid}`;
    const { id } = await newsItem(suite.server.url, admin, title);

    const { page, context } = await suite.browser.newPage();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, suite.server.url, 'admin', '/content/list');
    await page.waitForURL(atPath('/content/list'));
    const box = page.getByRole('combobox', { name: texts.label });
    await box.waitFor();
    await screenshot(page, 'search-app-bar-tr');

    await page.keyboard.press('Control+k');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(`cagri merkez ${process.pid}`);
    const results = page.getByRole('listbox', { name: texts.results });
    const option = results.getByRole('group', { name: texts.kinds.CONTENT }).getByRole('option', { name: new RegExp(title) });
    await option.waitFor();
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'search-popup-tr');

    await page.keyboard.press('Enter');
    await page.waitForURL(atPath(`/content/news/${id}`));
    await expect.poll(() => page.getByRole('textbox', { name: /^Başlık/ }).first().inputValue()).toBe(title);
    await expect.poll(() => results.count()).toBe(0);
    await context.close();
  }, 60_000);
});
