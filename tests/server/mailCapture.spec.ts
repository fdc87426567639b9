import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMailing, withUnsubscribeUrl } from '../../server/mailing/delivery/renderMailing.tsx';
import { createMailingTokens, loadMailingTokenSecret } from '../../server/mailing/delivery/mailingTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

describe('the app without SMTP_URL: mail goes to the embedded receiver and can be read back', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps a newsletter with its fixed Message-ID and both one-click unsubscribe headers', async () => {
    expect(server.mail.captured).toBe(true);
    const token = server.mail.tokens.sign({ subscriberId: 11, mailingId: 7 });
    const unsubscribeUrl = `${server.baseUrl}/api/public/mailing/unsubscribe?token=${token}`;
    const rendered = await renderMailing({
      siteName: 'Newsroom',
      siteUrl: 'https://news.example',
      title: 'Morning notes',
      language: 'en',
      items: [{ title: 'First story', spot: 'What happened', contentUrl: 'https://news.example/1', order: 1 }],
    });
    const mail = withUnsubscribeUrl(rendered, unsubscribeUrl);
    const sent = await server.mail.send({ to: 'Reader@Example.test', ...mail, messageId: 'mailing-7.subscriber-11@newsroom.example', unsubscribeUrl, mailingId: 7 });
    expect(sent.messageId).toBe('<mailing-7.subscriber-11@newsroom.example>');

    // The receiver answers 250 only once the message is kept: it is listed as soon as send resolves.
    const page = await server.mail.listSentMails({ mailingId: 7, page: 1, limit: 10 });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ messageId: '<mailing-7.subscriber-11@newsroom.example>', to: ['reader@example.test'], subject: 'Morning notes', mailingId: 7 });
    expect((await server.mail.listSentMails({ to: 'reader@example.test', page: 1, limit: 10 })).total).toBe(1);
    expect((await server.mail.listSentMails({ mailingId: 8, page: 1, limit: 10 })).items).toEqual([]);

    const read = await server.mail.readSentMail(page.items[0].id);
    expect(read).toMatchObject({ subject: 'Morning notes', from: 'Newsroom <newsletter@newsroom.example>', messageId: '<mailing-7.subscriber-11@newsroom.example>' });
    const header = (name: string) => read!.headers.find((one) => one.name.toLowerCase() === name)?.value;
    expect(header('message-id')).toBe('<mailing-7.subscriber-11@newsroom.example>');
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('x-newsroom-mailing')).toBe('7');
    expect(read!.html).toContain('First story');
    expect(read!.html).toContain(token);
    expect(read!.text).toContain(unsubscribeUrl);
    expect(await server.mail.readSentMail(page.items[0].id + 1000)).toBeUndefined();
  });

  it('signs tokens with the secret every server of the database reads', async () => {
    const token = server.mail.tokens.sign({ subscriberId: 3, mailingId: 4 });
    const secret = await loadMailingTokenSecret(server.db, undefined);
    expect(createMailingTokens(secret).verify(token, 4)).toEqual({ subscriberId: 3, mailingId: 4 });
  });
});
