import { describe, expect, it } from 'vitest';
import { en as screens } from '../../src/workflows/mailing/messages.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { apiAs } from './support/adminApi.ts';
import { describeViolations, seriousAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { fillTemplate, useServerAndBrowser } from './support/suite.ts';

const texts = screens.mailingScreens;
const suite = useServerAndBrowser();

/** A title typed in the form that would run in the admin if the e-mail's HTML were not escaped or not sandboxed. */
const HOSTILE = 'Morning <img src=x onerror="window.parent.hacked=1">notes';

async function savedMailing(token: string) {
  const { saveMailingChannel } = await apiAs<{ saveMailingChannel: { id: string } }>(suite.server.url, token, 'mutation C($input: MailingChannelInput!) { saveMailingChannel(input: $input) { id } }', {
    input: { name: 'Sabah Notları' },
  });
  const { saveMailing } = await apiAs<{ saveMailing: { id: string } }>(
    suite.server.url,
    token,
    'mutation S($input: MailingInput!) { saveMailing(input: $input) { id } }',
    {
      input: {
        title: 'Morning notes',
        channelId: saveMailingChannel.id,
        type: 1,
        sendDate: new Date(Date.now() + 86_400_000).toISOString(),
        items: [
          { title: 'Lentil soup', spot: 'A winter classic', contentId: '12', contentTypeId: 0, contentUrl: '/tarif/mercimek-corbasi-12' },
          { title: 'Baklava', spot: 'For the weekend', contentId: '15', contentTypeId: 0, contentUrl: '/tarif/baklava-15' },
        ],
      },
    },
  );
  return saveMailing.id;
}

describe('newsletter preview, test send and sent mail in the browser', () => {
  it('previews the typed e-mail in a sandboxed frame, sends the saved one as a test to the editor and shows it in the sent-mail viewer', async () => {
    const token = await demoToken(suite.server.url, 'admin');
    const id = await savedMailing(token);
    const { page, context } = await suite.openAs('admin', `/mailing/detail/${id}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The preview shows what is typed, saved or not.
    const title = page.getByRole('textbox', { name: /Title/ });
    await title.fill(HOSTILE);
    await page.getByRole('button', { name: texts.preview.open }).click();

    const dialog = page.getByRole('dialog', { name: texts.preview.title });
    await expect.poll(() => dialog.getByTestId('mailing-preview-subject').textContent()).toBe(HOSTILE);
    const frame = page.frameLocator(`iframe[title="${texts.preview.frame}"]`);
    await frame.getByText('Baklava').first().waitFor();
    expect(await dialog.locator('iframe').getAttribute('sandbox')).toBe('');
    // The title is text in the e-mail, and nothing in the frame ran.
    await frame.getByText(HOSTILE).first().waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await screenshot(page, 'mailing-preview-desktop');
    await dialog.getByRole('button', { name: texts.preview.mobile }).click();
    expect((await dialog.locator('iframe').boundingBox())!.width).toBeLessThanOrEqual(380);
    await screenshot(page, 'mailing-preview-mobile');
    await dialog.getByRole('button', { name: texts.preview.close }).click();

    await page.getByRole('button', { name: texts.test.send }).click();
    await page.getByText(fillTemplate(texts.test.sent, { to: 'admin@newsroom.example' })).waitFor();
    await screenshot(page, 'mailing-test-sent');
    const violations = await seriousAxeViolations(page);
    expect(describeViolations(violations)).toBe('');

    await page.goto(`${suite.server.url}/mailing/sent-mail`);
    const table = page.getByRole('table', { name: texts.sentMail.table });
    // The demo site is Turkish: the test's subject is marked in Turkish.
    await table.getByText('[Deneme] Morning notes').waitFor();
    await page.waitForLoadState('networkidle');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await table.getByText('[Deneme] Morning notes').click();
    const headers = page.getByRole('table', { name: texts.sentMail.headers });
    await headers.getByText('admin@newsroom.example').waitFor();
    expect(await headers.getByText(/^<mailing-\d+\.test-[0-9a-f]+@/).count()).toBe(1);
    await page.frameLocator(`iframe[title="${texts.sentMail.frame}"]`).getByRole('link', { name: 'Lentil soup' }).first().waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await screenshot(page, 'mailing-sent-mail');
    expect(describeViolations(await seriousAxeViolations(page))).toBe('');
    await page.getByRole('tab', { name: texts.sentMail.text }).click();
    await page.getByText(/LENTIL SOUP/).waitFor();
    await context.close();
  }, 180_000);
});
