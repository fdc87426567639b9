import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/workflows/mailing/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = en.mailingScreens.old;
const suite = useServerAndBrowser();

/** Issue 29 "Browser: the old lists by date": a scheduled newsletter on its send date's list and among the upcoming ones. */
describe('the old newsletter lists', () => {
  it('show a scheduled newsletter on its send date, not the day before, and among the upcoming ones', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const { saveMailingChannel: channel } = await apiAs<{ saveMailingChannel: { id: string } }>(suite.server.url, admin, 'mutation { saveMailingChannel(input: { name: "Eski liste" }) { id } }');
    const sendDate = new Date(Date.now() + 2 * 86_400_000);
    sendDate.setHours(9, 0, 0, 0);
    const { saveMailing } = await apiAs<{ saveMailing: { id: string; version: number } }>(
      suite.server.url,
      admin,
      'mutation ($input: MailingInput!) { saveMailing(input: $input) { id version } }',
      { input: { title: 'Eski liste bülteni', channelId: channel.id, type: 1, sendDate: sendDate.toISOString(), items: [{ title: 'Haber', contentId: '1', contentTypeId: 0, contentUrl: '/haber/1' }] } },
    );
    await apiAs(suite.server.url, admin, 'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id } }', saveMailing);

    const day = format(sendDate, 'yyyy-MM-dd');
    const { page } = await suite.openAs('editor', `/mailing/old/${day}`);
    const table = page.getByRole('table', { name: texts.table });
    await table.getByText('Eski liste bülteni').waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Eski liste bülteni' }).getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Upcoming', format(sendDate, 'dd.MM.yyyy HH:mm'), '0']),
    );
    await screenshot(page, 'mailing-old-by-date');
    await page.getByRole('button', { name: texts.previousDay }).click();
    await page.getByText(texts.noData).waitFor();
    await page.getByRole('navigation', { name: texts.lists }).getByRole('button', { name: texts.nav.mailingOldUpcoming }).click();
    await page.getByRole('table', { name: texts.table }).getByText('Eski liste bülteni').waitFor();
    await screenshot(page, 'mailing-old-upcoming');
  });
});
