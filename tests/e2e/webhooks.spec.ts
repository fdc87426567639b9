import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/workflows/webhooks/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { startWebhookReceiver } from '../server/support/webhookReceiver.ts';
import { screenshot } from './support/browser.ts';
import { newsItem } from './support/newsItem.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = en.webhooks;
/** Waits for the page's running transitions (a dialog fading in, a row opening) to end, so a screenshot shows where they stop. */
const transitionsEnded = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
// The receiver listens on 127.0.0.1, inside the server's network: the server (and so the form) allows it.
const suite = useServerAndBrowser({ WEBHOOK_ALLOW_PRIVATE: '1' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

describe('webhooks', () => {
  it('registers a webhook, and a published content appears in its delivery log as sent', async () => {
    const { page, context } = await suite.openAs('admin', '/settings/system/webhooks');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByText(texts.empty).waitFor();
    await page.getByRole('button', { name: texts.add }).click();
    const form = page.getByRole('dialog', { name: texts.form.createTitle });
    await form.getByRole('textbox', { name: texts.form.name }).fill('Site önbelleği');
    await form.getByRole('textbox', { name: texts.form.url }).fill(receiver.url('/newsroom'));
    await form.getByRole('button', { name: texts.form.save }).click();
    const secretDialog = page.getByRole('dialog', { name: texts.secret.title });
    const secret = await secretDialog.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await transitionsEnded(page);
    await screenshot(page, 'webhooks-secret');
    await secretDialog.getByRole('button', { name: texts.secret.close }).click();
    const row = page.getByRole('row').filter({ hasText: 'Site önbelleği' });
    await row.getByText(texts.never).waitFor();

    const token = await demoToken(suite.server.url, 'admin');
    const content = await newsItem(suite.server.url, token, 'Webhook ile duyurulan haber', undefined, { status: 1 });

    await row.getByRole('button', { name: `${texts.actions.deliveries}: Site önbelleği` }).click();
    const panel = page.getByRole('dialog', { name: fillTemplate(texts.log.title, { name: 'Site önbelleği' }) });
    const delivery = panel.locator('tr[data-delivery]').first();
    await delivery.locator('[data-status="SENT"]').waitFor();
    expect(await delivery.textContent()).toContain(texts.events.CONTENT_PUBLISHED);
    expect(await delivery.textContent()).toContain('200');
    await delivery.getByRole('button', { name: texts.log.details }).click();
    await panel.getByTestId('delivery-details').waitFor();
    await transitionsEnded(page);
    await screenshot(page, 'webhooks-log');

    const [received] = receiver.callsTo('/newsroom');
    expect(JSON.parse(received!.body)).toMatchObject({ event: 'CONTENT_PUBLISHED', resource: 'contents', id: content.id, record: { title: 'Webhook ile duyurulan haber' } });
    await page.keyboard.press('Escape');
    await row.locator('[data-status="SENT"]').waitFor();
    await screenshot(page, 'webhooks-list');
    await context.close();
  }, 60_000);
});
