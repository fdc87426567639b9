import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentsTable, socialAccountsTable, utmSourcesTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Social media (server/socialMedia/README.md): each network's handle rule through saveSocialAccount
 * (the spec's message in en and tr, nothing written on a refusal), a UTM source's required values and
 * unique name, the delivery API's share links of a content (UTM values URL-encoded, unapproved
 * accounts left out), a used account kept, and the permission the save needs.
 */
const SITE = '4';
const SITE_URL = 'https://www.haberhat.example';

const SAVE_ACCOUNT = 'mutation ($input: SocialAccountInput!) { saveSocialAccount(input: $input) { id version handle } }';
const SAVE_UTM = 'mutation ($input: UtmSourceInput!) { saveUtmSource(input: $input) { id version campaign } }';
const SAVE_CONTENT = 'mutation ($input: ContentInput!) { saveContent(input: $input) { id version } }';
const DELETE_ACCOUNT = 'mutation ($id: ID!, $version: Int!) { deleteSocialAccount(id: $id, version: $version) { id } }';

/** Per network: a handle it takes, one it refuses, and its name in the message. */
const HANDLES = [
  { network: 'twitter', good: 'gundem_haber', bad: 'gundem.haber', en: 'Twitter', tr: 'Twitter' },
  { network: 'facebook', good: 'gundem.haber', bad: 'gnd', en: 'Facebook', tr: 'Facebook' },
  { network: 'instagram', good: 'gundem.haber', bad: 'gundem-haber', en: 'Instagram', tr: 'Instagram' },
  { network: 'threads', good: 'gundem.haber', bad: '@gundem.haber', en: 'Threads', tr: 'Threads' },
  { network: 'telegram', good: 'gundemhaber', bad: 'gnd', en: 'Telegram', tr: 'Telegram' },
  { network: 'whatsapp', good: '+905321234567', bad: '0532 123 45 67', en: 'WhatsApp', tr: 'WhatsApp' },
  { network: 'inHouse', good: 'gundem.haber-1', bad: 'gündem haber', en: 'In-house network', tr: 'Kurum içi ağ' },
];

interface ShareLink {
  network: string;
  handle: string;
  accountName: string;
  text: string;
  url: string;
}

describe.each(testDatabaseKinds())('social media on %s', (database) => {
  let server: TestApp;
  let token = '';

  const call = <T,>(query: string, variables: Record<string, unknown>, { language = 'en', as = token } = {}) =>
    graphqlCall<Record<string, T>>(server.yoga, query, { token: as, siteId: SITE, language, variables });
  const must = async <T,>(query: string, variables: Record<string, unknown>) => {
    const answer = await call<T>(query, variables);
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data)[0]!;
  };
  const fieldErrors = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
  const accountCount = async () => (await server.db.select({ n: count() }).from(socialAccountsTable))[0]!.n;

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("checks each network's handle by its own rule, in en and tr, and writes nothing it refuses", async () => {
    for (const { network, good, bad, en, tr } of HANDLES) {
      const before = await accountCount();
      for (const [language, name, text] of [['en', en, `Please enter valid ${en} nickname.`], ['tr', tr, `Lütfen geçerli bir ${tr} kullanıcı adı giriniz.`]] as const) {
        const refused = await call(SAVE_ACCOUNT, { input: { network, handle: bad, displayName: `${name} hesabı` } }, { language });
        expect(refused.errors?.[0]?.extensions?.code, `${network} ${bad}`).toBe('BAD_USER_INPUT');
        expect(fieldErrors(refused), `${network} ${bad}`).toEqual({ handle: text });
      }
      expect(await accountCount()).toBe(before);
      const saved = await must<{ handle: string }>(SAVE_ACCOUNT, { input: { network, handle: good, displayName: `${en} hesabı` } });
      expect(saved.handle).toBe(good);
      expect(await accountCount()).toBe(before + 1);
    }
  });

  it('requires the UTM source and medium, refuses spaces only and a name taken on the site', async () => {
    const before = (await server.db.select({ n: count() }).from(utmSourcesTable))[0]!.n;
    const missing = await call(SAVE_UTM, { input: { name: 'Eksik', source: '   ', medium: '' } }, { language: 'tr' });
    expect(fieldErrors(missing)).toEqual({ source: 'Kaynak (utm_source) alanı zorunludur.', medium: 'Ortam (utm_medium) alanı zorunludur.' });
    const saved = await must<{ campaign: string | null }>(SAVE_UTM, { input: { name: 'Bülten', source: 'newsletter', medium: 'email', campaign: '   ' } });
    expect(saved.campaign).toBeNull();
    const taken = await call(SAVE_UTM, { input: { name: 'bülten', source: 'x', medium: 'y' } });
    expect(fieldErrors(taken)?.name).toMatch(/already/i);
    expect((await server.db.select({ n: count() }).from(utmSourcesTable))[0]!.n).toBe(before + 1);
  });

  it("gives a delivered content the share links of its approved accounts, the UTM values URL-encoded", async () => {
    const account = await must<{ id: string }>(SAVE_ACCOUNT, { input: { network: 'twitter', handle: 'paylasim', displayName: 'Paylaşım <b>hesabı</b>' } });
    const hidden = await must<{ id: string }>(SAVE_ACCOUNT, { input: { network: 'facebook', handle: 'gizli.hesap', displayName: 'Gizli', isApproved: false } });
    const plain = await must<{ id: string }>(SAVE_ACCOUNT, { input: { network: 'telegram', handle: 'kanal_haber', displayName: 'Kanal' } });
    const utm = { source: 'Twitter paylaşımı', medium: 'sosyal & medya', campaign: 'yaz #1 ğ=değer' };
    const source = await must<{ id: string }>(SAVE_UTM, { input: { name: 'Kampanya', ...utm } });
    const unapprovedSource = await must<{ id: string }>(SAVE_UTM, { input: { name: 'Kapalı', source: 'kapali', medium: 'x', isApproved: false } });
    const category = await must<{ id: string }>('mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }', { input: { name: 'Gündem', linkName: 'gundem', isApproved: true } });
    const content = await must<{ id: string }>(SAVE_CONTENT, {
      input: {
        type: 0,
        status: 1,
        title: 'Çığ düştü',
        spot: 'Spot',
        text: '<p>Metin</p>',
        categoryId: category.id,
        coverImages: [{ image: { path: 'images/cig.jpg', width: 1200, height: 675, text: 'Çığ', crops: [] }, isSelected: true }],
        socialShares: [
          { accountId: account.id, text: 'Okuyun <script>x</script>', utmSourceId: source.id },
          { accountId: hidden.id, text: 'Görünmez' },
          { accountId: plain.id, text: 'Kanalda', utmSourceId: unapprovedSource.id },
        ],
      },
    });

    const response = await server.app.inject({ method: 'GET', url: `/api/public/${SITE}/contents/${content.id}` });
    expect(response.statusCode).toBe(200);
    const { shareLinks } = response.json() as { shareLinks: ShareLink[] };
    expect(shareLinks.map((link) => link.handle)).toEqual(['paylasim', 'kanal_haber']);
    const [twitter, telegram] = shareLinks;
    expect(twitter).toMatchObject({ network: 'twitter', accountName: 'Paylaşım hesabı', text: 'Okuyun x' });
    expect(twitter!.url).not.toMatch(/\s/);
    expect(twitter!.url.split('?')[1]!.split('&')).toHaveLength(3);
    const link = new URL(twitter!.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/cig-dustu-${content.id}`);
    expect(link.hash).toBe('');
    expect(link.searchParams.get('utm_source')).toBe(utm.source);
    expect(link.searchParams.get('utm_medium')).toBe(utm.medium);
    expect(link.searchParams.get('utm_campaign')).toBe(utm.campaign);
    // Its UTM source is not approved: the link without UTM values.
    expect(telegram!.url).toBe(`${SITE_URL}/cig-dustu-${content.id}`);

    // An account a content shares to is kept.
    const [stored] = await server.db.select({ version: socialAccountsTable.version! }).from(socialAccountsTable).where(eq(socialAccountsTable.id, Number(account.id)));
    const refused = await call(DELETE_ACCOUNT, { id: account.id, version: stored!.version });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/Contents \(1\)/);
  });

  it("refuses a share to another site's account, writing nothing", async () => {
    const other = await graphqlCall<Record<string, { id: string }>>(server.yoga, SAVE_ACCOUNT, {
      token, siteId: '5', language: 'en', variables: { input: { network: 'twitter', handle: 'baska_site', displayName: 'Başka' } },
    });
    const before = (await server.db.select({ n: count() }).from(contentsTable))[0]!.n;
    const category = await must<{ id: string }>('mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }', { input: { name: 'Spor', linkName: 'spor', isApproved: true } });
    const refused = await call(SAVE_CONTENT, {
      input: {
        type: 0, status: 2, title: 'Başlık', spot: 'Spot', text: '<p>Metin</p>', categoryId: category.id,
        coverImages: [{ image: { path: 'images/a.jpg', width: 1200, height: 675, text: 'a', crops: [] }, isSelected: true }],
        socialShares: [{ accountId: other.data!.saveSocialAccount!.id, text: 'Paylaş' }],
      },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldErrors(refused) ?? {})).toEqual(['socialShares.0.accountId']);
    expect((await server.db.select({ n: count() }).from(contentsTable))[0]!.n).toBe(before);
  });

  it('lets an editor read the accounts but not save one', async () => {
    const editor = await demoToken(server.baseUrl, 'editor');
    const read = await call<{ handle: string }[]>('query { socialAccounts { handle } }', {}, { as: editor });
    expect(read.errors).toBeUndefined();
    expect(read.data!.socialAccounts!.length).toBeGreaterThan(0);
    const before = await accountCount();
    const refused = await call(SAVE_ACCOUNT, { input: { network: 'twitter', handle: 'editor_hesap', displayName: 'Editör' } }, { as: editor });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedUtm = await call(SAVE_UTM, { input: { name: 'Editör', source: 'a', medium: 'b' } }, { as: editor });
    expect(refusedUtm.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await accountCount()).toBe(before);
  });
});
