import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mailings } from '../../resources/mailing.ts';
import { MAIL_DEFAULTS } from '../../server/config.ts';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import { mailingSends, mailingSubscribers } from '../../server/mailing/mailingTables.ts';
import { SENT } from '../../server/mailing/mailingRow.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';

/** Issue 29: the subscribers' API, the public sign-up → confirm → unsubscribe routes, and the newsletters' web versions. */
const SITE = '4';
/** The TV site: editors hold no mailing permission there. */
const TV_SITE = '5';

const SUBSCRIBER_FIELDS = 'id channelId email status source subscribedAt unsubscribedAt';

describe.each(testDatabaseKinds())('newsletter subscribers on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let channelId: string;

  beforeAll(async () => {
    server = await startTestApp(database, {
      mail: { from: MAIL_DEFAULTS.from, poolConnections: 2, smtpTimeoutMs: 30_000, capturePort: 0, captureMaxBytes: 1_000_000, minLeadMinutes: 0 },
      jobs: { concurrency: 2, pollMs: 50, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: TV_SITE, language: 'en' };
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Readers channel', isApproved: true });
    expect(channel.errors).toBeUndefined();
    channelId = channel.data!.saveMailingChannel.id;
  });
  afterAll(() => server?.stop());

  const add = (email: string, options: CallOptions = admin, channel = channelId) =>
    graphqlCall<{ addMailingSubscriber: Record<string, unknown> }>(
      server.yoga,
      `mutation ($channelId: ID!, $email: String!) { addMailingSubscriber(channelId: $channelId, email: $email) { ${SUBSCRIBER_FIELDS} } }`,
      { ...options, variables: { channelId: channel, email } },
    );
  const importCsv = (csv: string, options: CallOptions = admin) =>
    graphqlCall<{ importMailingSubscribers: { added: number; alreadyThere: number; invalid: { line: number; value: string }[]; invalidCount: number } }>(
      server.yoga,
      'mutation ($channelId: ID!, $csv: String!) { importMailingSubscribers(channelId: $channelId, csv: $csv) { added alreadyThere invalid { line value } invalidCount } }',
      { ...options, variables: { channelId, csv } },
    );
  const remove = (id: string, options: CallOptions = admin) =>
    graphqlCall<{ removeMailingSubscriber: Record<string, unknown> }>(server.yoga, `mutation ($id: ID!) { removeMailingSubscriber(id: $id) { ${SUBSCRIBER_FIELDS} } }`, {
      ...options,
      variables: { id },
    });
  const list = (filter: Record<string, unknown>, options: CallOptions = admin) =>
    graphqlCall<{ mailingSubscribers: { data: { email: string; status: string; source: string }[]; total: number } }>(
      server.yoga,
      `query ($filter: MailingSubscriberFilter) { mailingSubscribers(filter: $filter, limit: 100) { data { ${SUBSCRIBER_FIELDS} } total } }`,
      { ...options, variables: { filter } },
    );
  const subscriberRow = async (email: string) => (await server.db.select().from(mailingSubscribers).where(eq(mailingSubscribers.email, email)))[0];

  it('adds a reader subscribed at once, refuses an invalid address in the caller language, subscribes again one who left', async () => {
    const added = await add('  Reader.One@Example.com ');
    expect(added.errors).toBeUndefined();
    expect(added.data!.addMailingSubscriber).toMatchObject({ email: 'reader.one@example.com', status: 'SUBSCRIBED', source: 'admin', channelId });

    for (const [language, message] of [
      ['en', 'Please enter a valid e-mail address.'],
      ['tr', 'Lütfen geçerli bir e-posta adresi girin.'],
    ] as const) {
      const refused = await add('not an address', { ...admin, language });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', messageKey: 'mailing.subscribers.errors.invalidEmail' } });
    }
    expect(await subscriberRow('not an address')).toBeUndefined();

    const removed = await remove(String(added.data!.addMailingSubscriber.id));
    expect(removed.data!.removeMailingSubscriber).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect(removed.data!.removeMailingSubscriber.unsubscribedAt).toBeTruthy();
    expect((await subscriberRow('reader.one@example.com'))?.status).toBe('unsubscribed');

    const again = await add('reader.one@example.com');
    expect(again.data!.addMailingSubscriber).toMatchObject({ id: added.data!.addMailingSubscriber.id, status: 'SUBSCRIBED', unsubscribedAt: null });
  });

  it('refuses a channel of another site', async () => {
    const other = await resourceCalls(server.yoga, mailingChannels, { ...admin, siteId: TV_SITE }).save({ name: 'TV channel' });
    const refused = await add('someone@example.com', admin, other.data!.saveMailingChannel.id);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('imports a CSV file: new addresses, ones already there (or twice in the file), invalid lines', async () => {
    await add('already@example.com');
    await server.db.insert(mailingSubscribers).values({ siteId: Number(SITE), channelId: Number(channelId), email: 'left@example.com', status: 'unsubscribed', source: 'form' });
    const csv = ['name,E-mail', 'Ada,ada@example.com', 'Bob,"bob@example.com"', '', 'Again,ADA@example.com', 'Known,already@example.com', 'Left,left@example.com', 'Bad,not-an-address', 'Empty,', 'Cem,cem@example.com'].join('\r\n');
    const result = await importCsv(csv);
    expect(result.errors).toBeUndefined();
    expect(result.data!.importMailingSubscribers).toEqual({
      added: 3,
      alreadyThere: 3,
      invalid: [
        { line: 8, value: 'not-an-address' },
        { line: 9, value: '' },
      ],
      invalidCount: 2,
    });
    expect((await subscriberRow('ada@example.com'))).toMatchObject({ status: 'subscribed', source: 'import' });
    // An import does not subscribe again one who left.
    expect((await subscriberRow('left@example.com'))?.status).toBe('unsubscribed');

    // Without a header: the first column.
    const plain = await importCsv('dan@example.com\neve@example.com,x\n');
    expect(plain.data!.importMailingSubscribers).toMatchObject({ added: 2, alreadyThere: 0, invalid: [] });

    const listed = await list({ channelId, status: ['SUBSCRIBED'], search: 'example.com' });
    expect(listed.data!.mailingSubscribers.data.map((row) => row.email)).toEqual(expect.arrayContaining(['ada@example.com', 'bob@example.com', 'cem@example.com', 'dan@example.com']));
    expect((await list({ channelId, search: 'ada@' })).data!.mailingSubscribers).toMatchObject({ total: 1, data: [{ email: 'ada@example.com' }] });
    expect((await list({ channelId, status: ['UNSUBSCRIBED'] })).data!.mailingSubscribers.data.map((row) => row.email)).toEqual(['left@example.com']);
  });

  it('refuses a file over the bound', async () => {
    const refused = await importCsv(`email\n${'a@example.com\n'.repeat(50_002)}`);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'mailing.subscribers.errors.importTooLarge' });
  });

  it('refuses a role without mailing permissions', async () => {
    const tvChannel = await resourceCalls(server.yoga, mailingChannels, { ...admin, siteId: TV_SITE }).save({ name: 'TV readers' });
    const tvChannelId = tvChannel.data!.saveMailingChannel.id;
    const inserted = await server.db.insert(mailingSubscribers).values({ siteId: Number(TV_SITE), channelId: Number(tvChannelId), email: 'tv@example.com' }).returning();
    const calls = [
      await list({}, editor),
      await add('tv2@example.com', editor, tvChannelId),
      await graphqlCall(server.yoga, 'mutation ($channelId: ID!, $csv: String!) { importMailingSubscribers(channelId: $channelId, csv: $csv) { added } }', {
        ...editor,
        variables: { channelId: tvChannelId, csv: 'tv3@example.com' },
      }),
      await remove(String(inserted[0]!.id), editor),
    ];
    for (const response of calls) expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.db.select().from(mailingSubscribers).where(eq(mailingSubscribers.channelId, Number(tvChannelId)))).map((row) => [row.email, row.status])).toEqual([['tv@example.com', 'subscribed']]);
  });

  /** The confirmation mails kept by the embedded receiver for this address. */
  async function mailsTo(email: string) {
    const page = await server.mail.listSentMails({ to: email, page: 1, limit: 10 });
    return Promise.all(page.items.map(async (item) => (await server.mail.readSentMail(item.id))!));
  }

  const inject = (method: 'GET' | 'POST', url: string, body?: string, contentType?: string) =>
    server.app.inject({ method, url, payload: body, headers: contentType ? { 'content-type': contentType } : {} });

  it('signs a reader up as pending, mails a confirmation link once, and the link subscribes', async () => {
    const email = 'new.reader@example.com';
    const first = await inject('POST', '/api/public/mailing/subscribe', JSON.stringify({ site: SITE, channelId, email: 'New.Reader@example.com' }), 'application/json');
    expect(first.statusCode).toBe(202);
    expect((await subscriberRow(email))).toMatchObject({ status: 'pending', source: 'form' });

    const [mail] = await until(() => mailsTo(email), (mails) => mails.length === 1);
    expect(mail!.subject).toContain('Haberhat');
    const link = /https?:\/\/[^\s"<>]+\/api\/public\/mailing\/confirm\?token=[^\s"<>]+/.exec(mail!.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // The same answer for an address already subscribed (nothing leaks), and no mail for it.
    const known = await inject('POST', '/api/public/mailing/subscribe', JSON.stringify({ site: SITE, channelId, email: 'already@example.com' }), 'application/json');
    expect(known.statusCode).toBe(first.statusCode);
    expect(known.body).toBe(first.body);
    expect((await subscriberRow('already@example.com'))?.status).toBe('subscribed');

    // An unsubscribe token does not confirm.
    const path = new URL(link!).pathname + new URL(link!).search;
    const forged = await inject('GET', path.replace(/token=[^&]+/, 'token=' + encodeURIComponent(server.mail.tokens.sign({ subscriberId: (await subscriberRow(email))!.id, mailingId: 1 }))));
    expect(forged.statusCode).toBe(400);
    expect((await subscriberRow(email))?.status).toBe('pending');

    const confirmed = await inject('GET', path);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toContain('text/html');
    expect(confirmed.body).toContain('abone oldu');
    expect((await subscriberRow(email))?.status).toBe('subscribed');

    const invalid = await inject('POST', '/api/public/mailing/subscribe', 'site=4&channelId=' + channelId + '&email=nope', 'application/x-www-form-urlencoded');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toContain('text/html');
  });

  it('limits sign-ups per e-mail address', async () => {
    const signUp = () => inject('POST', '/api/public/mailing/subscribe', JSON.stringify({ site: SITE, channelId, email: 'often@example.com' }), 'application/json');
    for (let n = 0; n < 3; n += 1) expect((await signUp()).statusCode).toBe(202);
    expect((await signUp()).statusCode).toBe(429);
    // Another address from the same client is still taken.
    expect((await inject('POST', '/api/public/mailing/subscribe', JSON.stringify({ site: SITE, channelId, email: 'other@example.com' }), 'application/json')).statusCode).toBe(202);
  });

  it('sends a newsletter whose List-Unsubscribe link unsubscribes by one-click POST, never by GET, and not with a forged token', async () => {
    const email = 'one.click@example.com';
    await add(email);
    const saved = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Morning <notes>',
      channelId,
      type: 1,
      sendDate: new Date(Date.now() + 1000).toISOString(),
      items: [
        { title: 'First story', spot: 'What happened', contentId: '1', contentTypeId: 0, contentUrl: '/news/1', imageUrl: 'javascript:alert(1)' },
        { title: 'Second story', contentId: '2', contentTypeId: 0, contentUrl: '/news/2' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    const mailing = saved.data!.saveMailing;
    // A second mailing that stays pending: no web version.
    const pending = await resourceCalls(server.yoga, mailings, admin).save({
      title: 'Later',
      channelId,
      type: 1,
      sendDate: new Date(Date.now() + 3_600_000).toISOString(),
      items: [{ title: 'Later story', contentId: '3', contentTypeId: 0, contentUrl: '/news/3' }],
    });
    for (const target of [mailing, pending.data!.saveMailing]) {
      const scheduled = await graphqlCall(server.yoga, 'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id } }', {
        ...admin,
        variables: { id: target.id, version: target.version },
      });
      expect(scheduled.errors).toBeUndefined();
    }
    await until(async () => (await server.db.select().from(mailingsTable).where(eq(mailingsTable.id, Number(mailing.id))))[0]!.status, (status) => status === SENT);

    const [newsletter] = (await mailsTo(email)).filter((mail) => mail.mailingId === Number(mailing.id));
    const header = newsletter!.headers.find((line) => line.name.toLowerCase() === 'list-unsubscribe')!.value;
    const url = new URL(/<([^>]+)>/.exec(header)![1]!);
    const path = url.pathname + url.search;

    // A mail scanner's GET: a page with a button, nothing changes.
    const page = await inject('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await subscriberRow(email))?.status).toBe('subscribed');

    // A forged token: 400, nothing changes.
    const token = url.searchParams.get('token')!;
    const forgedToken = `${Buffer.from(`${(await subscriberRow('ada@example.com'))!.id}.${mailing.id}`).toString('base64url')}.${token.split('.')[1]}`;
    const forged = await inject('POST', `/api/public/mailing/unsubscribe?token=${encodeURIComponent(forgedToken)}`, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(forged.statusCode).toBe(400);
    expect((await subscriberRow('ada@example.com'))?.status).toBe('subscribed');

    // RFC 8058: the mail client's one-click POST (multipart here), no second page.
    const boundary = 'one-click-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const done = await inject('POST', path, multipart, `multipart/form-data; boundary=${boundary}`);
    expect(done.statusCode).toBe(200);
    expect((await subscriberRow(email))).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriberRow(email))?.unsubscribedAt).toBeTruthy();

    // The web versions: the sent one, not the pending one, not on another site.
    const listed = await inject('GET', `/api/public/mailings?site=${SITE}&channel=${channelId}`);
    expect(listed.statusCode).toBe(200);
    const { items, next } = listed.json() as { items: { id: number; title: string; channel: { id: number; name: string } }[]; next: string | null };
    expect(items).toEqual([expect.objectContaining({ id: Number(mailing.id), title: 'Morning <notes>', channel: { id: Number(channelId), name: 'Readers channel' } })]);
    expect(next).toBeNull();

    const detail = await inject('GET', `/api/public/mailings/${mailing.id}?site=${SITE}`);
    expect(detail.statusCode).toBe(200);
    const web = detail.json() as { html: string; text: string; subject: string };
    expect(web.subject).toBe('Morning <notes>');
    expect(web.html).toContain('Morning &lt;notes&gt;');
    expect(web.html).toContain('href="https://www.haberhat.example/news/1"');
    expect(web.html).toContain('href="https://www.haberhat.example/news/2"');
    expect(web.html).not.toContain('javascript:');
    expect(web.html).not.toMatch(/unsubscribe|placeholder/i);
    expect(web.text).not.toMatch(/unsubscribe|placeholder/i);
    for (const href of web.html.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(href[1]).toMatch(/^https?:\/\//);
    // Served as the send stored it beside the mail.
    const [stored] = await server.db.select().from(mailingSends).where(eq(mailingSends.mailingId, Number(mailing.id)));
    expect(stored!.html).toContain('unsubscribe');
    expect({ html: web.html, text: web.text }).toEqual({ html: stored!.webHtml, text: stored!.webText });

    // A send stored before web versions were: rendered from its snapshot on the first request, then kept.
    await server.db.update(mailingSends).set({ webHtml: null, webText: null }).where(eq(mailingSends.mailingId, Number(mailing.id)));
    const again = await inject('GET', `/api/public/mailings/${mailing.id}?site=${SITE}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(detail.json());
    const [kept] = await server.db.select().from(mailingSends).where(eq(mailingSends.mailingId, Number(mailing.id)));
    expect(kept!.webHtml).toBe(web.html);

    expect((await inject('GET', `/api/public/mailings/${pending.data!.saveMailing.id}?site=${SITE}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/public/mailings/${mailing.id}?site=${TV_SITE}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/public/mailings?site=${SITE}&limit=0`)).statusCode).toBe(400);
  });
});
