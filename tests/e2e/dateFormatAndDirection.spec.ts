import { describe, expect, it } from 'vitest';
import { tr as lowcodeTr } from '../../src/i18n/messages/lowcode.ts';
import { screenshot } from './support/browser.ts';
import { signIn } from './support/signIn.ts';
import { atPath, useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const range = lowcodeTr.lowcode.dateRange;

describe('dates and writing direction as the newsroom reads them', () => {
  it('types and shows days as dd.MM.yyyy in the Turkish screens, whatever the browser (en-US) writes', async () => {
    const { page, context } = await suite.browser.newPage({ locale: 'en-US' });
    await signIn(page, suite.server.url, 'admin', '/content/list');
    await page.waitForURL(atPath('/content/list'));
    await page.getByRole('button', { name: /Tarihler/ }).click();
    const start = page.locator('.MuiPickersTextField-root', { hasText: range.start });
    // Keyboard entry, section by section: day, month, year.
    await start.getByRole('spinbutton').first().click();
    await page.keyboard.type('07032026');
    await expect.poll(() => start.locator('input').inputValue()).toBe('07.03.2026');
    // The calendar speaks Turkish and starts the week on Monday.
    await start.getByRole('button').click();
    await page.getByRole('grid').waitFor();
    expect(await page.getByRole('columnheader').first().getAttribute('aria-label')).toMatch(/pazartesi/i);
    await screenshot(page, 'date-filter-turkish');
    await context.close();
  });

  it('writes an Arabic site\'s content right to left while the interface stays Turkish', async () => {
    const { page, context } = await suite.browser.newPage();
    await context.addInitScript(() => localStorage.setItem('selectedSiteId', '3'));
    await signIn(page, suite.server.url, 'admin', '/content/news');
    await page.waitForURL(atPath('/content/news'));
    const title = page.getByRole('textbox', { name: /^Başlık/ });
    await title.fill('عاجل: الأمطار تغمر شوارع المدينة');
    expect(await title.getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('textbox', { name: /^Spot/ }).getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.ProseMirror').first().getAttribute('dir')).toBe('rtl');
    // The interface around it stays left to right.
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
    await screenshot(page, 'arabic-site-editor');
    await context.close();
  });
});
