import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mailings } from '../../resources/mailing.ts';
import { MAIL_DEFAULTS } from '../../server/config.ts';
import { users } from '../../server/db/usersTable.ts';
import { categoriesTable, contentsTable, mailingsTable } from '../../server/engine/resourceTables.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../../server/mailing/delivery/renderMailing.tsx';
import { prepareMailingSend } from '../../server/mailing/mailingSend.ts';
import { mailingDeliveries, mailingSends } from '../../server/mailing/mailingTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Issue 29 "Screens": the rendered preview, "send a test to me" and the sent-mail viewer, over the embedded receiver. */
const SITE = '4';
const WITHHELD_SITE = '5';

const PREVIEW = 'query ($id: ID, $input: MailingInput) { mailingPreview(id: $id, input: $input) { subject html text } }';
const TEST = 'mutation ($id: ID!) { sendMailingTest(id: $id) { sent to subject messageId smtpCode reason } }';
const SENT_MAILS = 'query ($filter: SentMailFilter) { mailCaptured sentMails(filter: $filter) { total data { id messageId mailingId from to subject date html headers { name } } } }';
const SENT_MAIL = 'query ($id: ID!) { sentMail(id: $id) { id messageId from to subject date html text headers { name value } } }';

interface Preview {
  subject: string;
  html: string;
  text: string;
}

const item = (id: string, title = `Story ${id}`) => ({ title, spot: `Spot ${id}`, contentId: id, contentTypeId: 0, contentUrl: `/news/story-${id}` });

describe.each(testDatabaseKinds())('newsletter preview, test send and sent mail on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let channelId: string;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Preview notes' });
    expect(channel.errors).toBeUndefined();
    channelId = channel.data!.saveMailingChannel.id;
  });
  afterAll(async () => server?.stop());

  async function saved(extra: Record<string, unknown> = {}) {
    const result = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Morning notes',
      channelId,
      type: 1,
      sendDate: new Date(Date.now() + 3_600_000).toISOString(),
      items: [item('1', 'First story'), item('2', 'Second story')],
      ...extra,
    });
    expect(result.errors).toBeUndefined();
    return result.data!.saveMailing as { id: string; version: number };
  }

  const preview = async (variables: Record<string, unknown>, options = admin) => graphqlCall<{ mailingPreview: Preview }>(server.yoga, PREVIEW, { ...options, variables });

  it('renders a saved mailing as the send would: the site, the items in order, absolute links, the placeholder unsubscribe link', async () => {
    const mailing = await saved({ userSpecificTitle: 'Your morning' });
    const result = await preview({ id: mailing.id });
    expect(result.errors).toBeUndefined();
    const { subject, html, text } = result.data!.mailingPreview;
    expect(subject).toBe('Your morning');
    expect(html).toContain('Haberhat');
    expect(html).toContain('https://www.haberhat.example/news/story-1');
    expect(html.indexOf('First story')).toBeLessThan(html.indexOf('Second story'));
    // The site's language is Turkish.
    expect(html).toContain('Abonelikten çık');
    expect(html).toContain('href="#unsubscribe"');
    expect(text).toContain('Spot 2');
  });

  it('renders the unsaved form, escaping whatever a title holds', async () => {
    const result = await preview({
      input: { title: 'Notes <script>alert(1)</script>', items: [item('9', '<img src=x onerror=alert(2)>'), item('8', 'Plain')] },
    });
    expect(result.errors).toBeUndefined();
    const { subject, html } = result.data!.mailingPreview;
    expect(subject).toBe('Notes <script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html.indexOf('onerror')).toBeLessThan(html.indexOf('Plain'));
  });

  /** A column of the site published at `at` (the flag set as the publish job would). */
  async function column(title: string, at: Date) {
    const [category] = await server.db.insert(categoriesTable).values({ siteId: Number(SITE), name: `Opinion ${title}`, linkName: `opinion-${at.getTime()}`, hierarchy: 1 } as never).returning({ id: categoriesTable.id });
    const [row] = await server.db
      .insert(contentsTable)
      .values({ siteId: Number(SITE), type: 5, status: 1, isPublished: true, title, spot: 'An opinion', publishDate: at, categoryId: category!.id } as never)
      .returning({ id: contentsTable.id });
    return row!.id;
  }

  it('adds the send day’s published columns when the mailing asks for articles of the day, in the preview and in the send', async () => {
    const sendDate = new Date(Date.now() + 3_600_000);
    const id = await column('Column of the day', sendDate);
    await column('Column of last week', new Date(sendDate.getTime() - 7 * 86_400_000));
    const input = { title: 'Notes', items: [item('1')], sendDate: sendDate.toISOString() };
    const without = await preview({ input });
    expect(without.data!.mailingPreview.html).not.toContain('Column of the day');
    const withArticles = await preview({ input: { ...input, articlesOfTheDay: true } });
    expect(withArticles.errors).toBeUndefined();
    const { html } = withArticles.data!.mailingPreview;
    expect(html).toContain('Günün yazıları');
    expect(html).toContain('Column of the day');
    expect(html).toContain(`https://www.haberhat.example/column/column-of-the-day-${id}`);
    expect(html).not.toContain('Column of last week');

    // The send stores the same rendering.
    const mailing = await saved({ title: 'Notes', items: [item('1')], sendDate: sendDate.toISOString(), articlesOfTheDay: true });
    const scheduled = await graphqlCall(server.yoga, 'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id } }', { ...admin, variables: mailing });
    expect(scheduled.errors).toBeUndefined();
    const [row] = await server.db.select({ sendDate: mailingsTable.sendDate }).from(mailingsTable).where(eq(mailingsTable.id, Number(mailing.id)));
    expect(await prepareMailingSend(server.db, { mailingId: Number(mailing.id), sendDate: (row!.sendDate as Date).toISOString() }, server.mail.from, { parallel: 1 })).toMatchObject({ prepared: true });
    const [stored] = await server.db.select().from(mailingSends).where(eq(mailingSends.mailingId, Number(mailing.id)));
    expect(stored!.html).toBe(withArticles.data!.mailingPreview.html.split('href="#unsubscribe"').join(`href="${UNSUBSCRIBE_URL_PLACEHOLDER}"`));
  });

  it('sends a test to the signed-in user only, marked in its subject, with no outbox row; then waits before another', async () => {
    const mailing = await saved();
    const [me] = await server.db.select({ email: users.email }).from(users).where(eq(users.username, 'admin'));
    const result = await graphqlCall<{ sendMailingTest: Record<string, unknown> }>(server.yoga, TEST, { ...admin, variables: { id: mailing.id } });
    expect(result.errors).toBeUndefined();
    const outcome = result.data!.sendMailingTest;
    expect(outcome).toMatchObject({ sent: true, to: me!.email, subject: '[Deneme] Morning notes', smtpCode: 250, reason: null });
    expect(outcome.messageId).toMatch(new RegExp(`^<mailing-${mailing.id}\\.test-[0-9a-f]+@`));

    const kept = await server.mail.listSentMails({ to: me!.email, page: 1, limit: 10 });
    expect(kept.items.map((mail) => mail.messageId)).toEqual([outcome.messageId]);
    expect(kept.items[0]).toMatchObject({ subject: '[Deneme] Morning notes', to: [me!.email] });
    const read = await server.mail.readSentMail(kept.items[0]!.id);
    expect(read!.headers.map((header) => header.name.toLowerCase())).not.toContain('list-unsubscribe');
    const [{ rows }] = await server.db.select({ rows: count() }).from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, Number(mailing.id)));
    expect(rows).toBe(0);

    const again = await graphqlCall(server.yoga, TEST, { ...admin, variables: { id: mailing.id } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'mailing.errors.testTooSoon' });
    expect(again.errors?.[0]?.message).toMatch(/wait \d+ seconds/);
    expect((await server.mail.listSentMails({ to: me!.email, page: 1, limit: 10 })).total).toBe(1);
  });

  it('refuses a test to a user without an e-mail address, in tr and en', async () => {
    const mailing = await saved();
    const [before] = await server.db.select({ email: users.email }).from(users).where(eq(users.username, 'editor'));
    await server.db.update(users).set({ email: '' }).where(eq(users.username, 'editor'));
    try {
      const english = await graphqlCall(server.yoga, TEST, { ...editor, variables: { id: mailing.id } });
      expect(english.errors?.[0]).toMatchObject({ message: 'Your account has no e-mail address, so no test can be sent to you.', extensions: { code: 'BAD_USER_INPUT', messageKey: 'mailing.errors.noEmail' } });
      const turkish = await graphqlCall(server.yoga, TEST, { ...editor, language: 'tr', variables: { id: mailing.id } });
      expect(turkish.errors?.[0]?.message).toBe('Hesabınızda e-posta adresi yok; size deneme gönderilemez.');
    } finally {
      await server.db.update(users).set({ email: before!.email }).where(eq(users.username, 'editor'));
    }
  });

  it('refuses preview, test and the viewer without the mailing permissions of the site', async () => {
    const mailing = await saved();
    const elsewhere = { ...editor, siteId: WITHHELD_SITE };
    for (const [query, variables] of [
      [PREVIEW, { id: mailing.id }],
      [TEST, { id: mailing.id }],
      [SENT_MAILS, {}],
      [SENT_MAIL, { id: '1' }],
    ] as const) {
      const response = await graphqlCall(server.yoga, query, { ...elsewhere, variables });
      expect(response.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // Another site's mailing is not found from this one.
    const admin2 = { ...admin, siteId: '1' };
    const other = await preview({ id: mailing.id }, admin2);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists what the receiver kept for the site’s mailings and reads one with its HTML and headers', async () => {
    const mailing = await saved({ title: 'Viewer notes' });
    // Another user's test, so the throttle of the test above does not apply.
    const chief = { token: await demoToken(server.baseUrl, 'chief'), siteId: SITE, language: 'en' as const };
    const sent = await graphqlCall<{ sendMailingTest: { sent: boolean; messageId: string } }>(server.yoga, TEST, { ...chief, variables: { id: mailing.id } });
    expect(sent.errors).toBeUndefined();
    // Mail of no mailing of the site (another feature's, or another site's) is not shown.
    await server.mail.send({ to: 'someone@example.test', subject: 'Viewer notes elsewhere', html: '<p>x</p>', text: 'x', messageId: 'other-1@newsroom.example' });

    const listed = await graphqlCall<{ mailCaptured: boolean; sentMails: { total: number; data: { id: string; messageId: string; subject: string; mailingId: string; html: string | null }[] } }>(
      server.yoga,
      SENT_MAILS,
      { ...admin, variables: { filter: { search: 'viewer notes' } } },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.mailCaptured).toBe(true);
    expect(listed.data!.sentMails.total).toBe(1);
    expect(listed.data!.sentMails.data[0]).toMatchObject({ messageId: sent.data!.sendMailingTest.messageId, subject: '[Deneme] Viewer notes', mailingId: mailing.id, html: null });
    const byMailing = await graphqlCall<{ sentMails: { total: number } }>(server.yoga, SENT_MAILS, { ...admin, variables: { filter: { mailingId: mailing.id } } });
    expect(byMailing.data!.sentMails.total).toBe(1);

    const one = await graphqlCall<{ sentMail: { html: string; text: string; headers: { name: string; value: string }[] } }>(server.yoga, SENT_MAIL, {
      ...admin,
      variables: { id: listed.data!.sentMails.data[0]!.id },
    });
    expect(one.errors).toBeUndefined();
    expect(one.data!.sentMail.html).toContain('Viewer notes');
    expect(one.data!.sentMail.text).toContain('Spot 1');
    const header = (name: string) => one.data!.sentMail.headers.find((entry) => entry.name.toLowerCase() === name)?.value;
    expect(header('message-id')).toBe(sent.data!.sendMailingTest.messageId);
    expect(header('subject')).toBe('[Deneme] Viewer notes');
    expect(header('x-newsroom-mailing')).toBe(mailing.id);

    const foreign = (await server.mail.listSentMails({ to: 'someone@example.test', page: 1, limit: 1 })).items[0]!;
    const hidden = await graphqlCall<{ sentMail: null }>(server.yoga, SENT_MAIL, { ...admin, variables: { id: String(foreign.id) } });
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.sentMail).toBeNull();
  });

  it('shows headers in words encoded for transport (a Turkish subject, From and To) decoded', async () => {
    const mailing = await saved({ title: 'Sabah notları' });
    await server.mail.send({
      from: 'Haber Merkezi Bülteni <bulten@newsroom.example>',
      to: 'Çağrı Öztürk <cagri@example.test>',
      subject: 'Sabah notları: şiir, göç ve ıhlamur',
      html: '<p>Günaydın</p>',
      text: 'Günaydın',
      messageId: 'decoded-1@newsroom.example',
      mailingId: Number(mailing.id),
    });
    const kept = (await server.mail.listSentMails({ mailingId: Number(mailing.id), page: 1, limit: 1 })).items[0]!;
    const one = await graphqlCall<{ sentMail: { subject: string; from: string; headers: { name: string; value: string }[] } }>(server.yoga, SENT_MAIL, {
      ...admin,
      variables: { id: String(kept.id) },
    });
    expect(one.errors).toBeUndefined();
    const header = (name: string) => one.data!.sentMail.headers.find((entry) => entry.name.toLowerCase() === name)?.value;
    expect(one.data!.sentMail.subject).toBe('Sabah notları: şiir, göç ve ıhlamur');
    expect(header('subject')).toBe('Sabah notları: şiir, göç ve ıhlamur');
    expect(header('from')).toBe('Haber Merkezi Bülteni <bulten@newsroom.example>');
    expect(header('to')).toBe('Çağrı Öztürk <cagri@example.test>');
    expect(one.data!.sentMail.headers.filter((entry) => entry.value.includes('=?'))).toEqual([]);
  });
});

describe('a test send the SMTP server refuses', () => {
  let server: TestApp;
  let receiver: SMTPServer;
  beforeAll(async () => {
    receiver = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _connection, callback) => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    server = await startTestApp('pglite', { mail: { smtpUrl, from: MAIL_DEFAULTS.from, poolConnections: 1, smtpTimeoutMs: 10_000, capturePort: 0, captureMaxBytes: 1_000_000, minLeadMinutes: 0 } });
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  it('answers not sent, with the server’s code and reason; the viewer says mail is not kept here', async () => {
    const admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Refused notes' });
    const saved = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Refused',
      channelId: channel.data!.saveMailingChannel.id,
      type: 1,
      sendDate: new Date(Date.now() + 3_600_000).toISOString(),
      items: [item('1')],
    });
    const result = await graphqlCall<{ sendMailingTest: Record<string, unknown> }>(server.yoga, TEST, { ...admin, variables: { id: saved.data!.saveMailing.id } });
    expect(result.errors).toBeUndefined();
    expect(result.data!.sendMailingTest).toMatchObject({ sent: false, to: 'admin@newsroom.example', smtpCode: 550 });
    expect(result.data!.sendMailingTest.reason).toContain('Mailbox unavailable');
    const listed = await graphqlCall<{ mailCaptured: boolean; sentMails: { total: number } }>(server.yoga, SENT_MAILS, { ...admin, variables: {} });
    expect(listed.data).toMatchObject({ mailCaptured: false, sentMails: { total: 0 } });
  });
});
