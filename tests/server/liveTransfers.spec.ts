import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../server/db/schema.ts';
import { liveTransfersTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Live transfers: the declared resource's rules and permission through the API, its list order,
 * and the sites' page in the delivery API (server/liveTransfers/README.md).
 */
const SITE = '4';
const OTHER_SITE = '5';

const FIELDS = 'id version playerName fromClub toClub linkName kind fee currency isLoan transferDate isApproved';
const SAVE = `mutation ($input: LiveTransferInput!) { saveLiveTransfer(input: $input) { ${FIELDS} } }`;
const LIST = `query ($filter: LiveTransferFilter, $page: Int, $limit: Int) { liveTransfers(filter: $filter, page: $page, limit: $limit) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!, $version: Int!) { deleteLiveTransfer(id: $id, version: $version) { id } }';

type Transfer = { id: string; version: number; playerName: string; linkName: string | null; fee: number | null; currency: string | null; transferDate: string };
type Failure = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

const transfer = (overrides: Record<string, unknown> = {}) => ({
  playerName: 'Kerem Aydınlı',
  fromClub: 'Anadolu Kartalları',
  toClub: 'Boğaziçi SK',
  kind: 1,
  fee: 12_500_000,
  currency: 'EUR',
  isLoan: false,
  transferDate: '2026-11-20T10:00:00.000Z',
  isApproved: true,
  ...overrides,
});

const COVER = {
  path: 'images/2026/11/live-cover.jpg',
  width: 1280,
  height: 720,
  crops: [{ type: 'square', path: 'images/2026/11/live-cover-square.jpg', width: 720, height: 720 }],
};

describe.each(testDatabaseKinds())('live transfers on %s', (database) => {
  let server: TestApp;
  const tokens = { editor: '', reporter: '' };

  const save = (input: Record<string, unknown>, { caller = 'editor', language = 'en', siteId = SITE }: { caller?: keyof typeof tokens; language?: string; siteId?: string } = {}) =>
    graphqlCall<{ saveLiveTransfer: Transfer }>(server.yoga, SAVE, { token: tokens[caller], siteId, language, variables: { input } });
  const saved = async (input: Record<string, unknown>, siteId = SITE) => {
    const response = await save(input, { siteId });
    if (!response.data?.saveLiveTransfer) throw new Error(JSON.stringify(response.errors));
    return response.data.saveLiveTransfer;
  };
  const rowCount = async () => (await server.db.select({ id: liveTransfersTable.id! }).from(liveTransfersTable)).length;
  const refusal = (response: { errors?: Failure[] }) => response.errors?.[0] as Failure | undefined;
  const page = (siteId: string, query = '') => fetch(`${server.baseUrl}/api/public/${siteId}/live-transfers${query}`);

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  describe('rules (the same on both sides), refused with nothing written, in English and Turkish', () => {
    const cases: [string, Record<string, unknown>, string, string, string][] = [
      ['a fee without a currency', { currency: null }, 'currency', 'Choose the currency of the fee.', 'Bonservis bedelinin para birimini seçiniz.'],
      [
        'a currency without a fee',
        { fee: null },
        'currency',
        'A currency is given only with a fee: enter the fee or leave the currency empty.',
        'Para birimi yalnızca bonservis bedeliyle girilir: bedeli giriniz ya da para birimini boş bırakınız.',
      ],
      ['a fee of 0', { fee: 0 }, 'fee', 'The Fee must be more than 0.', 'Bonservis bedeli 0’dan büyük olmalıdır.'],
      ['a negative fee', { fee: -5 }, 'fee', 'The Fee must be more than 0.', 'Bonservis bedeli 0’dan büyük olmalıdır.'],
      ['the same club twice', { toClub: '  anadolu KARTALLARI ' }, 'toClub', 'The club the player moves to cannot be the club the player leaves.', 'Oyuncunun gittiği kulüp ayrıldığı kulüple aynı olamaz.'],
      [
        'a link name that is not a slug',
        { linkName: 'Kerem Aydınlı!' },
        'linkName',
        'The Link name may only contain lower-case letters (a–z), digits and hyphens.',
        'Bağlantı adı yalnızca küçük harf (a–z), rakam ve tire içerebilir.',
      ],
    ];

    it.each(cases)('refuses %s', async (_case, change, field, english, turkish) => {
      const before = await rowCount();
      for (const [language, text] of [['en', english], ['tr', turkish]] as const) {
        const failure = refusal(await save(transfer(change), { language }));
        expect(failure?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(failure?.extensions?.fields).toEqual({ [field]: text });
      }
      expect(await rowCount()).toBe(before);
    });

    it('takes a transfer without a fee (not disclosed) and makes the link name from the player when left empty', async () => {
      const created = await saved(transfer({ playerName: 'Şükrü İğdeli', fee: null, currency: null, isLoan: true, linkName: '' }));
      expect(created).toMatchObject({ playerName: 'Şükrü İğdeli', linkName: 'sukru-igdeli', fee: null, currency: null, isLoan: true });
      const written = await saved({ ...transfer({ fee: 1_500_000.5, currency: 'TRY', linkName: 'ozel-baglanti' }), id: created.id, version: created.version });
      expect(written).toMatchObject({ linkName: 'ozel-baglanti', fee: 1_500_000.5, currency: 'TRY', version: created.version + 1 });
      const cleared = await saved({ ...transfer({ playerName: 'Ali Veli', linkName: null }), id: written.id, version: written.version });
      expect(cleared.linkName).toBe('ali-veli');
    });
  });

  it('needs liveTransfer.* on the site: a reporter may neither read, save nor delete, and nothing is written', async () => {
    const created = await saved(transfer({ playerName: 'Yetki Deneme' }));
    const before = await rowCount();
    const read = await graphqlCall(server.yoga, LIST, { token: tokens.reporter, siteId: SITE });
    expect(refusal(read)?.extensions?.code).toBe('FORBIDDEN');
    expect(refusal(read)?.message).toContain('liveTransfer.view');
    const write = await save(transfer(), { caller: 'reporter' });
    expect(refusal(write)?.extensions?.code).toBe('FORBIDDEN');
    expect(refusal(write)?.message).toContain('liveTransfer.save');
    const change = await save({ ...transfer({ playerName: 'Değişti' }), id: created.id, version: created.version }, { caller: 'reporter' });
    expect(refusal(change)?.extensions?.code).toBe('FORBIDDEN');
    const remove = await graphqlCall(server.yoga, DELETE, { token: tokens.reporter, siteId: SITE, variables: { id: created.id, version: created.version } });
    expect(refusal(remove)?.extensions?.code).toBe('FORBIDDEN');
    expect(refusal(remove)?.message).toContain('liveTransfer.delete');
    expect(await rowCount()).toBe(before);
    const [row] = await server.db.select({ playerName: liveTransfersTable.playerName! }).from(liveTransfersTable).where(eq(liveTransfersTable.id!, Number(created.id)));
    expect(row?.playerName).toBe('Yetki Deneme');
  });

  describe('the list and the delivery page', () => {
    const names = (items: { playerName: string }[]) => items.map((item) => item.playerName);

    beforeAll(async () => {
      await server.db.delete(liveTransfersTable);
      const at = (day: number, hour = 12) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
      // Saved out of order; two at the same moment (the later id first).
      for (const [playerName, transferDate, extra] of [
        ['Üçüncü', at(3), {}],
        ['Beşinci', at(5), { playerName: 'Beşinci <b>kalın</b>', fee: null, currency: null, isLoan: true, kind: 2 }],
        ['Birinci', at(1), {}],
        ['Onaysız', at(6), { isApproved: false }],
        ['Dördüncü-a', at(4), {}],
        ['Dördüncü-b', at(4), {}],
        ['İkinci', at(2), {}],
      ] as const) {
        await saved(transfer({ playerName, transferDate, ...extra }));
      }
      await saved(transfer({ playerName: 'Başka site', transferDate: at(7) }), OTHER_SITE);
      const [site] = await server.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, Number(SITE)));
      await server.db.update(sites).set({ settings: { ...site!.settings, liveTransferCoverImage: COVER } }).where(eq(sites.id, Number(SITE)));
    });

    it('lists the site’s transfers newest first by transfer date (then the later id)', async () => {
      const response = await graphqlCall<{ liveTransfers: Transfer[] }>(server.yoga, LIST, { token: tokens.editor, siteId: SITE });
      expect(response.errors).toBeUndefined();
      expect(names(response.data!.liveTransfers)).toEqual(['Onaysız', 'Beşinci kalın', 'Dördüncü-b', 'Dördüncü-a', 'Üçüncü', 'İkinci', 'Birinci']);
      const loans = await graphqlCall<{ liveTransfers: Transfer[] }>(server.yoga, LIST, { token: tokens.editor, siteId: SITE, variables: { filter: { isLoan: true, kind: [2] } } });
      expect(names(loans.data!.liveTransfers)).toEqual(['Beşinci kalın']);
    });

    it('serves the approved ones newest first, in keyset pages, under the site’s cover, with public fields only', async () => {
      const first = await page(SITE, '?limit=3');
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(first.headers.get('cache-control')).toBe('public, max-age=30');
      const body = (await first.json()) as { cover: unknown; items: Record<string, unknown>[]; next: string | null };
      expect(body.cover).toEqual({
        path: COVER.path,
        url: `${server.baseUrl}/storage/files/images/2026/11/live-cover.jpg`,
        width: 1280,
        height: 720,
        description: null,
        crops: [{ type: 'square', path: COVER.crops[0].path, url: `${server.baseUrl}/storage/files/images/2026/11/live-cover-square.jpg`, width: 720, height: 720 }],
      });
      expect(names(body.items as { playerName: string }[])).toEqual(['Beşinci kalın', 'Dördüncü-b', 'Dördüncü-a']);
      expect(body.items[0]).toEqual({
        id: expect.any(Number),
        playerName: 'Beşinci kalın',
        fromClub: 'Anadolu Kartalları',
        toClub: 'Boğaziçi SK',
        linkName: 'besinci-kalin',
        kind: 'unofficial',
        fee: null,
        currency: null,
        isLoan: true,
        transferDate: '2026-11-05T12:00:00.000Z',
        playerImage: null,
      });
      expect(body.items[1]).toMatchObject({ kind: 'official', fee: 12_500_000, currency: 'EUR', isLoan: false });
      expect(body.next).toEqual(expect.any(String));

      const second = (await (await page(SITE, `?limit=3&after=${body.next}`)).json()) as typeof body;
      expect(names(second.items as { playerName: string }[])).toEqual(['Üçüncü', 'İkinci', 'Birinci']);
      const third = (await (await page(SITE, `?limit=3&after=${second.next}`)).json()) as typeof body;
      expect(second.next === null ? [] : third.items).toEqual([]);

      const etag = first.headers.get('etag')!;
      expect((await fetch(`${server.baseUrl}/api/public/${SITE}/live-transfers?limit=3`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it('answers 404 for an unknown or unapproved site and 400 for a wrong parameter', async () => {
      expect((await page('999')).status).toBe(404);
      expect((await page('abc')).status).toBe(404);
      await server.db.update(sites).set({ isApproved: false }).where(eq(sites.id, 3));
      expect((await page('3')).status).toBe(404);
      expect((await page(SITE, '?after=nonsense')).status).toBe(400);
      expect((await page(SITE, '?limit=51')).status).toBe(400);
      const other = (await (await page(OTHER_SITE)).json()) as { items: { playerName: string }[]; cover: unknown };
      expect(names(other.items)).toEqual(['Başka site']);
    });
  });
});
