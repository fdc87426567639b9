import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en as enumTexts } from '../../resources/messages/enums.ts';
import { en as resourceTexts } from '../../resources/messages/resources.ts';
import { en as screens } from '../../src/workflows/notifications/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { startWebPushTesting } from '../server/support/webPushTesting.ts';
import { apiAs } from './support/adminApi.ts';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/suite.ts';

const texts = screens.notifications;
const fields = resourceTexts.resources.notifications.fields;
const platforms = enumTexts.enums.notificationPlatform;
const states = enumTexts.enums.notificationDeliveryState;
const suite = useServerAndBrowser();
/** The site the demo editor opens first (the admin API's calls name it too). */
const SITE = '4';
const pad = (n: number) => String(n).padStart(2, '0');
// The screens looked at on a laptop.
const LAPTOP = { width: 1366, height: 768 };

const notificationState = async (token: string, id: string) =>
  (await apiAs<{ notification: { status: number; deliveries: { platform: number; state: number }[] } | null }>(suite.server.url, token, 'query N($id: ID!) { notification(id: $id) { status deliveries { platform state } } }', { id })).notification;

/** A platform's chip in `scope` once it shows `state` (its accessible name starts "Web — Sent"): what the editor sees, however long the send takes. */
const chip = (scope: ReturnType<Page['getByRole']>, platform: string, state: string) => scope.getByLabel(new RegExp(`^${platform} — ${state}`));

async function newNotification(page: Page, title: string, spot: string) {
  await page.getByRole('button', { name: texts.list.new }).click();
  const drawer = page.getByRole('dialog', { name: texts.form.newTitle });
  await drawer.getByRole('textbox', { name: new RegExp(fields.title) }).fill(title);
  await drawer.getByRole('textbox', { name: new RegExp(fields.spot) }).fill(spot);
  await drawer.getByRole('checkbox', { name: platforms.web, exact: true }).check();
  await drawer.getByRole('checkbox', { name: platforms.mobile, exact: true }).check();
  return drawer;
}

describe('notifications in the browser', () => {
  it('writes a breaking notification for web and mobile, sends it now and watches its platforms turn sent', async () => {
    // A reader's browser on the site the editor works in, subscribed through the delivery API at a push service that decrypts (not ours).
    const pushService = await startWebPushTesting();
    const { publicKey } = (await (await fetch(`${suite.server.url}/api/public/${SITE}/push/vapid-public-key`)).json()) as { publicKey: string };
    const browser = await pushService.subscribe(publicKey);
    const registered = await fetch(`${suite.server.url}/api/public/${SITE}/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: browser.endpoint, keys: browser.keys, audiences: [], categoryIds: [] }),
    });
    expect(registered.status).toBe(201);
    const { page, context } = await suite.openAs('editor', '/content/notifications');
    await page.setViewportSize(LAPTOP);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const title = `Son dakika: baraj kapakları açıldı ${process.pid}`;
    const drawer = await newNotification(page, title, 'Bölgedeki köylerin sakinleri için tahliye çağrısı yapıldı; yollar kapalı.');
    await drawer.getByRole('checkbox', { name: fields.isBreakingNews }).check();
    await drawer.getByText(`${[...title].length}/65`).waitFor();
    await screenshot(page, 'notification-form-length');

    await drawer.getByRole('button', { name: texts.form.sendNow }).click();
    const confirm = page.getByRole('dialog', { name: texts.form.sendTitle });
    await confirm.getByText(`${platforms.web}, ${platforms.mobile}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: texts.form.sendNow }).click();
    const saved = page.getByRole('dialog', { name: texts.form.title, exact: true });
    const deliveries = saved.getByRole('group', { name: texts.form.deliveries });
    await deliveries.waitFor();
    // The send engine turns each platform from waiting to sent; the chips follow without a reload.
    await chip(deliveries, platforms.web, states.sent).waitFor({ timeout: 90_000 });
    await chip(deliveries, platforms.mobile, states.sent).waitFor({ timeout: 90_000 });
    const id = new URL(page.url()).searchParams.get('item')!;
    const admin = await demoToken(suite.server.url, 'admin');
    expect((await notificationState(admin, id))?.deliveries.map((entry) => entry.state)).toEqual([2, 2]);
    // The reader's browser got it, and its push service could decrypt it.
    expect((await pushService.messages(browser.clientHash)).map((text) => JSON.parse(text).title)).toContain(title);
    await pushService.close();

    await saved.getByRole('button', { name: texts.form.close }).click();
    const row = page.getByRole('table', { name: texts.list.table }).getByRole('row').filter({ hasText: title });
    await chip(row, platforms.web, states.sent).waitFor();
    await chip(row, platforms.mobile, states.sent).waitFor();
    await row.getByRole('img', { name: fields.isBreakingNews }).waitFor();
    await screenshot(page, 'notification-list-sent');
    await context.close();
  }, 180_000);

  it('schedules a notification for tomorrow, cancels it after a confirmation and shows its platforms canceled', async () => {
    const { page, context } = await suite.openAs('editor', '/content/notifications');
    await page.setViewportSize(LAPTOP);
    const title = `Yarınki maç önizlemesi ${process.pid}`;
    const drawer = await newNotification(page, title, 'Derbi öncesi iki takımın son durumu.');
    // Tomorrow at this time, typed as the newsroom writes it, section by section.
    const at = new Date(Date.now() + 86_400_000);
    await drawer.locator('.MuiPickersTextField-root', { hasText: fields.sendDate }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${pad(at.getDate())}${pad(at.getMonth() + 1)}${at.getFullYear()}${pad(at.getHours())}${pad(at.getMinutes())}`);
    await drawer.getByRole('button', { name: texts.form.schedule }).click();
    await page.getByText(texts.form.scheduled).waitFor();
    const saved = page.getByRole('dialog', { name: texts.form.title, exact: true });
    const deliveries = saved.getByRole('group', { name: texts.form.deliveries });
    await chip(deliveries, platforms.web, states.waiting).waitFor();
    await screenshot(page, 'notification-form-scheduled');

    await saved.getByRole('button', { name: texts.form.cancel }).click();
    const confirm = page.getByRole('dialog', { name: texts.form.cancelTitle });
    await confirm.getByText(texts.form.cancelBody).waitFor();
    await confirm.getByRole('button', { name: texts.form.cancel }).click();
    await page.getByText(texts.form.canceled).waitFor();
    await chip(deliveries, platforms.web, states.canceled).waitFor();
    await chip(deliveries, platforms.mobile, states.canceled).waitFor();
    await saved.getByText(texts.form.readOnly).waitFor();
    const id = new URL(page.url()).searchParams.get('item')!;
    const admin = await demoToken(suite.server.url, 'admin');
    expect(await notificationState(admin, id)).toEqual({ status: 4, deliveries: [{ platform: 1, state: 4 }, { platform: 3, state: 4 }] });

    await saved.getByRole('button', { name: texts.form.close }).click();
    const row = page.getByRole('table', { name: texts.list.table }).getByRole('row').filter({ hasText: title });
    await chip(row, platforms.web, states.canceled).waitFor();
    await screenshot(page, 'notification-list-canceled');
    await context.close();
  }, 120_000);
});
