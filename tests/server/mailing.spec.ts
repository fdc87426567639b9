import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingChannels } from '../../resources/mailingChannel.ts';
import { mailings } from '../../resources/mailing.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { mailingChannelsTable, mailingsTable } from '../../server/engine/resourceTables.ts';
import { DEMO_MAILING_READERS, seedMailingChannels } from '../../server/mailing/mailingSeed.ts';
import { mailingSubscribers } from '../../server/mailing/mailingTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions, type GraphQLResponse } from './support/graphqlCall.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Newsletters through the API (spec 02 §4, §5): every rule refused with its field and message in
 * both languages, the version, schedule (draft → pending, lead time), cancel (deleted, audited;
 * refused once the send began) and who may.
 */
const SITE = '4';
/** The TV site: editors hold no mailing permission there (resources/permissionCatalogue.ts). */
const WITHHELD_SITE = '5';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const item = (contentId: string, extra: Record<string, unknown> = {}) => ({
  title: `Haber ${contentId}`,
  spot: 'Özet',
  contentId,
  contentUrl: `/haber/${contentId}`,
  contentDate: '2026-11-01T08:00:00.000Z',
  contentTypeId: 0,
  imageUrl: 'images/v.jpg',
  isChiefSelection: false,
  ...extra,
});

type Fields = Record<string, string>;
const fieldsOf = (response: GraphQLResponse<unknown>): Fields => (response.errors?.[0]?.extensions as { fields?: Fields } | undefined)?.fields ?? {};
const messageOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.message;

describe.each(testDatabaseKinds())('newsletters on %s', (database) => {
  let server: TestApp;
  let admin: CallOptions;
  let editor: CallOptions;
  let channelId: string;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: SITE, language: 'en' };
    editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: SITE, language: 'en' };
    const channel = await resourceCalls(server.yoga, mailingChannels, admin).save({ name: 'Sabah Notları' });
    expect(channel.errors).toBeUndefined();
    channelId = channel.data!.saveMailingChannel.id;
  });
  afterAll(async () => server?.stop());

  const calls = (options: CallOptions = editor) => resourceCalls(server.yoga, mailings, options);
  const valid = () => ({ title: 'Sabah notları', channelId, type: 1, sendDate: inMinutes(60), items: [item('1'), item('2')] });
  async function newMailing(extra: Record<string, unknown> = {}): Promise<ResourceRecord> {
    const saved = await calls().save({ ...valid(), ...extra });
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveMailing;
  }
  const schedule = (target: { id: string; version: number }, options: CallOptions = editor) =>
    graphqlCall<{ scheduleMailing: ResourceRecord }>(server.yoga, 'mutation ($id: ID!, $version: Int!) { scheduleMailing(id: $id, version: $version) { id version status sendDate } }', {
      ...options,
      variables: target,
    });
  const cancel = (target: { id: string; version: number }, options: CallOptions = editor) =>
    graphqlCall<{ cancelMailing: boolean }>(server.yoga, 'mutation ($id: ID!, $version: Int!) { cancelMailing(id: $id, version: $version) }', {
      ...options,
      variables: { id: target.id, version: target.version },
    });
  const setStatus = (id: string, status: number) => server.db.update(mailingsTable).set({ status }).where(eq(mailingsTable.id, Number(id)));

  it('saves a new newsletter as a draft, its items numbered in the order given', async () => {
    const mailing = await newMailing({ items: [item('7'), item('3')] });
    expect(mailing).toMatchObject({ status: 1, type: 1, channelId, version: 1, title: 'Sabah notları' });
    expect((mailing.items as { contentId: string; order: number }[]).map(({ contentId, order }) => [contentId, order])).toEqual([
      ['7', 1],
      ['3', 2],
    ]);
  });

  describe.each([
    ['en', { required: (name: string) => `Field ${name} is required.` }],
    ['tr', { required: (name: string) => `${name} alanı zorunludur.` }],
  ] as const)('refuses in %s, writing nothing', (language, texts) => {
    const english = language === 'en';
    const refused = async (input: Record<string, unknown>) => {
      const before = await server.db.select().from(mailingsTable);
      const response = await calls({ ...editor, language }).save(input);
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
      expect(await server.db.select().from(mailingsTable)).toEqual(before);
      return fieldsOf(response);
    };

    it('a newsletter without a title', async () => {
      expect(await refused({ ...valid(), title: '' })).toEqual({ title: texts.required(english ? 'Title' : 'Başlık') });
    });

    it('without a valid date and time', async () => {
      expect(await refused({ ...valid(), sendDate: null })).toEqual({ sendDate: texts.required(english ? 'Send date' : 'Gönderim tarihi') });
      for (const sendDate of ['yarın', '2026-12-01', '2027-02-30T10:00']) {
        expect(await refused({ ...valid(), sendDate })).toEqual({
          sendDate: english ? 'Please enter a valid date and time.' : 'Lütfen geçerli bir tarih ve saat giriniz.',
        });
      }
    });

    it('without a news item', async () => {
      expect(await refused({ ...valid(), items: [] })).toEqual({ items: english ? 'Number of News must be 1 or more.' : 'Haber sayısı en az 1 olmalıdır.' });
    });

    it('with a send time less than the lead time from now', async () => {
      expect(await refused({ ...valid(), sendDate: inMinutes(5) })).toEqual({
        sendDate: english ? 'The Send date must be at least 10 minutes from now.' : 'Gönderim tarihi şu andan en az 10 dakika sonra olmalıdır.',
      });
    });

    it('with the same content twice', async () => {
      expect(await refused({ ...valid(), items: [item('1'), item('2'), item('1')] })).toEqual({
        items: english ? 'The same content cannot appear twice in one newsletter.' : 'Aynı içerik bir e-bültende iki kez yer alamaz.',
      });
    });
  });

  it('needs a selected site: without one the request is refused before anything is read', async () => {
    const response = await calls({ ...editor, siteId: undefined }).save(valid());
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
  });

  it('refuses a save on a stale version (CONFLICT)', async () => {
    const mailing = await newMailing();
    const updated = await calls().save({ id: mailing.id, version: mailing.version, title: 'Yeni başlık' });
    expect(updated.data!.saveMailing.version).toBe(2);
    const stale = await calls().save({ id: mailing.id, version: mailing.version, title: 'Eski sürümden' });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect(errorCodes(await schedule(mailing))).toEqual(['CONFLICT']);
    expect(errorCodes(await cancel(mailing))).toEqual(['CONFLICT']);
  });

  it('schedules a draft: pending, its version moved on, audited; again changes nothing', async () => {
    const mailing = await newMailing();
    const scheduled = await schedule(mailing);
    expect(scheduled.errors).toBeUndefined();
    expect(scheduled.data!.scheduleMailing).toMatchObject({ id: mailing.id, status: 2, version: 2 });
    expect((await calls().one(mailing.id)).data!.mailing).toMatchObject({ status: 2, version: 2 });
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'mailings'), eq(auditLog.recordId, mailing.id), eq(auditLog.action, 'status')));
    expect(audit!.changes).toEqual({ status: { from: 1, to: 2 } });
    expect((await schedule({ id: mailing.id, version: 2 })).data!.scheduleMailing).toMatchObject({ status: 2, version: 2 });
  });

  it('refuses to schedule a send time that has come too near, in both languages', async () => {
    const mailing = await newMailing();
    await server.db.update(mailingsTable).set({ sendDate: new Date(Date.now() + 3 * 60_000) }).where(eq(mailingsTable.id, Number(mailing.id)));
    const refused = await schedule(mailing);
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(refused)).toEqual({ sendDate: 'The Send date must be at least 10 minutes from now.' });
    expect(fieldsOf(await schedule(mailing, { ...editor, language: 'tr' }))).toEqual({ sendDate: 'Gönderim tarihi şu andan en az 10 dakika sonra olmalıdır.' });
    expect((await calls().one(mailing.id)).data!.mailing).toMatchObject({ status: 1, version: 1 });
  });

  it('checks the lead time again when a pending newsletter is saved', async () => {
    const mailing = await newMailing();
    await schedule(mailing);
    await server.db.update(mailingsTable).set({ sendDate: new Date(Date.now() + 3 * 60_000) }).where(eq(mailingsTable.id, Number(mailing.id)));
    const response = await calls().save({ id: mailing.id, version: 2, title: 'Son dakika değişikliği' });
    expect(fieldsOf(response)).toEqual({ sendDate: 'The Send date must be at least 10 minutes from now.' });
  });

  it('cancels a draft and a pending newsletter: deleted, gone from the list, audited', async () => {
    const draft = await newMailing({ title: 'İptal edilecek taslak' });
    const pending = await newMailing({ title: 'İptal edilecek bekleyen' });
    await schedule(pending);
    for (const target of [draft, { id: pending.id, version: 2 }]) {
      const response = await cancel(target);
      expect(response.errors).toBeUndefined();
      expect(response.data!.cancelMailing).toBe(true);
      expect((await calls().one(target.id)).data!.mailing).toBeNull();
      const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'mailings'), eq(auditLog.recordId, target.id), eq(auditLog.action, 'delete')));
      expect(audit!.changes.title).toMatchObject({ to: null });
    }
    const listed = (await calls().list({ limit: 200 })).data!.mailings.map((mailing) => mailing.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(pending.id);
    expect(errorCodes(await cancel({ id: draft.id, version: 1 }))).toEqual(['NOT_FOUND']);
  });

  it('refuses to change, schedule or cancel a newsletter whose send has begun (CONFLICT, with the message)', async () => {
    for (const status of [3, 4]) {
      const mailing = await newMailing();
      await setStatus(mailing.id, status);
      const refusals = [await calls().save({ id: mailing.id, version: 1, title: 'Geç kalan değişiklik' }), await schedule(mailing), await cancel(mailing)];
      for (const response of refusals) {
        expect(errorCodes(response)).toEqual(['CONFLICT']);
        expect(messageOf(response)).toBe('This mailing is already being sent and can no longer be changed or canceled.');
      }
      expect(messageOf(await cancel(mailing, { ...editor, language: 'tr' }))).toBe('Bu e-bülten gönderilmeye başlandı; artık değiştirilemez ya da iptal edilemez.');
      expect((await calls().one(mailing.id)).data!.mailing).toMatchObject({ status, version: 1 });
    }
  });

  it('seeds the spec’s four channels once on each demo site, in English on the English edition, each with the demo readers', async () => {
    const channelsOf = async () =>
      (await server.db.select().from(mailingChannelsTable).where(inArray(mailingChannelsTable.siteId, [1, 2, 4])).orderBy(asc(mailingChannelsTable.id))).map(
        (channel) => [channel.siteId, channel.name],
      );
    await seedMailingChannels(server.db, [1, 2, 4]);
    await seedMailingChannels(server.db, [1, 2, 4]);
    expect(await channelsOf()).toEqual([
      [4, 'Sabah Notları'],
      ...['Sabah Notları', 'Ne İzlesek', 'Pazar Eki', 'Kitap Eki'].map((name) => [1, name]),
      ...['Morning notes', 'What should we watch', 'Sunday supplement', 'Book supplement'].map((name) => [2, name]),
    ]);
    // The readers come with the channels seeded here, once; site 4 kept the channel it had and gets none.
    const readers = await server.db
      .select({ siteId: mailingSubscribers.siteId, email: mailingSubscribers.email, status: mailingSubscribers.status })
      .from(mailingSubscribers)
      .where(inArray(mailingSubscribers.siteId, [1, 2, 4]));
    expect(readers).toHaveLength(2 * 4 * DEMO_MAILING_READERS.length);
    expect(new Set(readers.map((reader) => `${reader.siteId} ${reader.status}`))).toEqual(new Set(['1 subscribed', '2 subscribed']));
    expect(new Set(readers.map((reader) => reader.email))).toEqual(new Set(DEMO_MAILING_READERS));
  });

  it('refuses an editor on a site where newsletters are withheld', async () => {
    const elsewhere = { ...editor, siteId: WITHHELD_SITE };
    const mailing = await newMailing();
    for (const response of [
      await calls(elsewhere).save(valid()),
      await calls(elsewhere).list({}),
      await resourceCalls(server.yoga, mailingChannels, elsewhere).list({}),
      await schedule(mailing, elsewhere),
      await cancel(mailing, elsewhere),
    ]) {
      expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    }
  });
});
