import { describe, expect, it } from 'vitest';
import { tr as pickerTr } from '../../resources/messages/picker.ts';
import { en as mailingTexts } from '../../resources/messages/mailing.ts';
import { en as resourceTexts } from '../../resources/messages/resources.ts';
import { en as screens } from '../../src/workflows/mailing/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { publishedNewsItem } from './support/headlineBoard.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = screens.mailingScreens;
// The demo's channels and recipes; no lead time, so a newsletter can go out within the minute it is set for.
const suite = useServerAndBrowser({ DEMO_EDITORIAL_DATA: '1', MAILING_MIN_LEAD_MINUTES: '0' });
const READERS = ['ayse@readers.example', 'mehmet@readers.example', 'zeynep@readers.example'];
const pad = (n: number) => String(n).padStart(2, '0');

async function channelOf(token: string, name: string) {
  const { mailingChannels } = await apiAs<{ mailingChannels: { id: string; name: string }[] }>(suite.server.url, token, '{ mailingChannels(limit: 100) { id name } }');
  return mailingChannels.find((channel) => channel.name === name)!.id;
}

const mailingState = async (token: string, id: string) =>
  (await apiAs<{ mailing: { status: number; report: { recipients: number; sent: number; failed: number } } | null }>(suite.server.url, token, 'query M($id: ID!) { mailing(id: $id) { status report { recipients sent failed } } }', { id })).mailing;

describe('newsletters in the browser', () => {
  it('builds a newsletter from two recipes and a content, orders and previews it, schedules it, sees it sent and read by a subscriber', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const channelId = await channelOf(admin, 'Sabah Notları');
    for (const email of READERS) {
      await apiAs(suite.server.url, admin, 'mutation A($channelId: ID!, $email: String!) { addMailingSubscriber(channelId: $channelId, email: $email) { id } }', { channelId, email });
    }
    // The channel's readers: ours and the demo's.
    const { mailingSubscribers: subscribed } = await apiAs<{ mailingSubscribers: { data: { email: string }[] } }>(
      suite.server.url,
      admin,
      'query R($filter: MailingSubscriberFilter) { mailingSubscribers(filter: $filter, limit: 100) { data { email } } }',
      { filter: { channelId, status: ['SUBSCRIBED'] } },
    );
    const recipients = subscribed.data.map((reader) => reader.email).sort();
    expect(recipients).toEqual(expect.arrayContaining(READERS));
    const story = `Bültene giren haber ${process.pid}`;
    await publishedNewsItem(suite.server.url, admin, story);

    const { page, context } = await suite.openAs('editor', '/mailing/detail');
    await page.getByRole('heading', { name: texts.detail.newTitle }).waitFor();
    // Some 40 characters: the old lists show it whole on a laptop.
    const title = `Sabah notları: tarifler ve haberler ${process.pid}`;
    await page.getByRole('textbox', { name: /Title/ }).first().fill(title);
    await page.getByRole('combobox', { name: /Channel/ }).click();
    await page.getByRole('option', { name: 'Sabah Notları' }).click();

    // The picker speaks Turkish whatever the interface's language (spec 02 §9).
    const picker = page.getByRole('dialog', { name: pickerTr.picker.dialog.title });
    const lines = picker.getByRole('region', { name: pickerTr.picker.dialog.contents, exact: true }).getByRole('checkbox');
    await page.getByRole('button', { name: texts.items.add }).click();
    await lines.filter({ hasText: story }).click();
    await picker.getByRole('button', { name: pickerTr.picker.dialog.add, exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: texts.items.add }).click();
    await picker.getByRole('tab', { name: pickerTr.picker.providers.recipes }).click();
    await lines.filter({ hasText: story }).waitFor({ state: 'detached' });
    const recipes = [(await lines.nth(0).innerText()).split('\n')[0]!.trim(), (await lines.nth(1).innerText()).split('\n')[0]!.trim()];
    await lines.nth(0).click();
    await lines.nth(1).click();
    await picker.getByRole('button', { name: pickerTr.picker.dialog.add, exact: true }).click();
    await picker.waitFor({ state: 'detached' });

    const items = page.getByRole('list', { name: texts.items.list }).getByRole('listitem');
    // A row reads its number, then its title and spot.
    const itemTitles = async () => (await items.allInnerTexts()).map((text) => text.split('\n').map((line) => line.trim()).filter((line) => line && !/^\d+$/.test(line))[0]!);
    await expect.poll(async () => (await itemTitles()).length).toBe(3);
    const added = await itemTitles();
    expect(added.slice().sort()).toEqual([story, ...recipes].sort());
    // The story goes to the bottom with the arrow buttons.
    for (let index = added.indexOf(story); index < 2; index += 1) {
      await items.nth(index).getByRole('button', { name: texts.items.moveDown }).click();
    }
    const ordered = await itemTitles();
    expect(ordered[2]).toBe(story);

    // The preview shows the e-mail as it will arrive, in the order of the list.
    await page.getByRole('button', { name: texts.preview.open }).click();
    const preview = page.getByRole('dialog', { name: texts.preview.title });
    const frame = page.frameLocator(`iframe[title="${texts.preview.frame}"]`);
    await frame.getByText(story).first().waitFor();
    const previewed = await frame.locator('body').innerText();
    expect(previewed.indexOf(ordered[0]!)).toBeLessThan(previewed.indexOf(story));
    await screenshot(page, 'mailing-editor-preview');
    await preview.getByRole('button', { name: texts.preview.close }).click();

    // A minute ahead (the field has minutes), typed as the newsroom writes it, section by section.
    const at = new Date(Date.now() + 60_000);
    await page.locator('.MuiPickersTextField-root', { hasText: resourceTexts.resources.mailings.fields.sendDate }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${pad(at.getDate())}${pad(at.getMonth() + 1)}${at.getFullYear()}${pad(at.getHours())}${pad(at.getMinutes())}`);
    await screenshot(page, 'mailing-editor');
    await page.getByRole('button', { name: texts.detail.schedule }).click();
    await page.getByText(texts.detail.scheduled).waitFor();
    await page.waitForURL(/\/mailing\/detail\/\d+/);
    const id = /\/mailing\/detail\/(\d+)/.exec(page.url())![1]!;

    // The send goes out at its time; the old lists show it with its report.
    await expect.poll(async () => (await mailingState(admin, id))?.status, { timeout: 150_000, interval: 1000 }).toBe(4);
    expect((await mailingState(admin, id))!.report).toEqual({ recipients: recipients.length, sent: recipients.length, failed: 0 });
    await page.goto(`${suite.server.url}/mailing/old-sent`);
    const sentList = page.getByRole('table', { name: texts.old.table });
    const row = sentList.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText(mailingTexts.mailing.status.sent, { exact: true }).waitFor();
    // On a laptop with the menu open the title is shown whole, not cut behind an ellipsis.
    const titleCell = row.getByRole('cell', { name: title, exact: true });
    expect(await titleCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    await screenshot(page, 'mailing-old-sent');
    // By send date: today holds it, the day before does not.
    await page.goto(`${suite.server.url}/mailing/old`);
    await sentList.getByRole('row').filter({ hasText: title }).waitFor();
    await screenshot(page, 'mailing-old-by-date');
    await page.getByRole('button', { name: texts.old.previousDay }).click();
    await page.getByText(texts.old.noData).waitFor();

    // The sent-mail viewer holds each reader's copy.
    await page.goto(`${suite.server.url}/mailing/sent-mail`);
    const mails = page.getByRole('table', { name: texts.sentMail.table });
    await mails.getByRole('row').filter({ hasText: READERS[0] }).filter({ hasText: title }).click();
    const headers = page.getByRole('table', { name: texts.sentMail.headers });
    // The Turkish subject reads as typed, not as the words encoded for transport.
    await headers.getByRole('cell', { name: title, exact: true }).waitFor();
    await headers.getByText(/^<https?:\/\/.*\/api\/public\/mailing\/unsubscribe\?token=/).waitFor();
    await page.frameLocator(`iframe[title="${texts.sentMail.frame}"]`).getByText(story).first().waitFor();
    await screenshot(page, 'mailing-sent-mail-viewer');
    await context.close();

    // Read as the subscriber would, in a mail client of its own: the copy as it arrived, then its unsubscribe link.
    const { sentMails } = await apiAs<{ sentMails: { data: { id: string; to: string[] }[] } }>(suite.server.url, admin, 'query S($filter: SentMailFilter) { sentMails(filter: $filter, limit: 50) { data { id to } } }', { filter: { mailingId: id } });
    expect(sentMails.data.map((mail) => mail.to.join()).sort()).toEqual(recipients);
    const mine = sentMails.data.find((mail) => mail.to.includes(READERS[0]!))!;
    const { sentMail } = await apiAs<{ sentMail: { html: string } }>(suite.server.url, admin, 'query M($id: ID!) { sentMail(id: $id) { html } }', { id: mine.id });
    const reader = await suite.browser.newPage({ locale: 'tr-TR' });
    await reader.page.setContent(sentMail.html);
    await reader.page.getByText(story).first().waitFor();
    await screenshot(reader.page, 'mailing-read-by-subscriber');
    const unsubscribe = await reader.page.getByRole('link', { name: 'Abonelikten çık' }).getAttribute('href');
    await reader.page.goto(unsubscribe!);
    await reader.page.getByRole('button', { name: 'Abonelikten çık' }).click();
    await reader.page.getByText(/bülteninden çıkarıldı/).waitFor();
    await screenshot(reader.page, 'mailing-unsubscribed');
    await reader.context.close();
    const { mailingSubscribers } = await apiAs<{ mailingSubscribers: { data: { email: string; status: string }[] } }>(
      suite.server.url,
      admin,
      'query R($filter: MailingSubscriberFilter) { mailingSubscribers(filter: $filter, limit: 50) { data { email status } } }',
      { filter: { channelId } },
    );
    expect(mailingSubscribers.data.find((subscriber) => subscriber.email === READERS[0])?.status).toBe('UNSUBSCRIBED');
  }, 300_000);

  it('cancels an upcoming newsletter after a confirmation: it is gone and nothing is sent', async () => {
    const admin = await demoToken(suite.server.url, 'admin');
    const channelId = await channelOf(admin, 'Pazar Eki');
    const { saveMailing } = await apiAs<{ saveMailing: { id: string; version: number } }>(suite.server.url, admin, 'mutation S($input: MailingInput!) { saveMailing(input: $input) { id version } }', {
      input: {
        title: 'Pazar eki iptal',
        channelId,
        type: 1,
        sendDate: new Date(Date.now() + 86_400_000).toISOString(),
        items: [{ title: 'Mercimek çorbası', contentId: '12', contentTypeId: 0, contentUrl: '/tarif/mercimek-corbasi-12' }],
      },
    });
    await apiAs(suite.server.url, admin, 'mutation P($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id } }', saveMailing);
    const { page, context } = await suite.openAs('editor', '/mailing/old-upcoming');
    const upcoming = page.getByRole('table', { name: texts.old.table });
    await upcoming.getByRole('row').filter({ hasText: 'Pazar eki iptal' }).waitFor();
    await page.goto(`${suite.server.url}/mailing/detail/${saveMailing.id}`);
    await page.getByRole('button', { name: texts.detail.cancel }).click();
    const confirm = page.getByRole('dialog', { name: texts.detail.cancelTitle });
    await confirm.getByText(texts.detail.cancelBody).waitFor();
    await screenshot(page, 'mailing-cancel-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(texts.detail.canceled).waitFor();
    expect(await mailingState(admin, saveMailing.id)).toBeNull();
    await page.goto(`${suite.server.url}/mailing/old-upcoming`);
    await page.getByRole('table', { name: texts.old.table }).or(page.getByText(texts.old.noData)).first().waitFor();
    expect(await page.getByText('Pazar eki iptal').count()).toBe(0);
    await context.close();
  }, 120_000);
});
