import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../resources/defineResource.ts';
import { dreamInterpretations } from '../../resources/dreamInterpretation.ts';
import { duas } from '../../resources/dua.ts';
import { fatwas } from '../../resources/fatwa.ts';
import { hadiths } from '../../resources/hadith.ts';
import { subjectTitles } from '../../resources/subjectTitle.ts';
import { sites } from '../../server/db/schema.ts';
import { subjectTitlesTable } from '../../server/engine/resourceTables.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { seedSeoContentDemo } from '../../server/seoContents/seoContentDemo.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * SEO contents (server/seoContents/README.md): the subject titles' inline add and unique names (the
 * Turkish way, race-safe), the four contents' rules and messages in English and Turkish through
 * their saves with nothing written on a refusal, the link name made from the title, the rich text
 * cleaned, and the delivery API's lists, details and subject trees.
 */
const SITE = '4';
const OTHER_SITE = '5';
const HADITH = 1;
const DREAM = 2;
const DUA = 3;
const FATWA = 4;

type Failure = { message: string; extensions?: { code?: string; fields?: Record<string, string>; fieldKeys?: Record<string, { message: string }> } };
type Title = { id: string; version: number; name: string; kind: number; parentId: string | null; level: number; isApproved: boolean };
type Item = Record<string, unknown> & { id: string; version: number; linkName: string | null; text: string };

const TITLE_FIELDS = 'id version name kind parentId level isApproved';
const ADD = `mutation ($input: AddSubjectTitleInput!) { addSubjectTitle(input: $input) { ${TITLE_FIELDS} } }`;
const SAVE_TITLE = `mutation ($input: SubjectTitleInput!) { saveSubjectTitle(input: $input) { ${TITLE_FIELDS} } }`;

/** Each kind: its resource, a valid input besides the subjects, and its own required field. */
const KINDS: { resource: Resource; kind: number; input: Record<string, unknown>; own?: [string, string, string] }[] = [
  { resource: hadiths, kind: HADITH, input: { title: 'Ameller niyetlere göredir', number: 1, source: 'Buhârî', narrator: 'Hz. Ömer', book: "Bed'ü'l-vahy", text: '<p>Ameller niyetlere göredir.</p>' }, own: ['book', 'Book', 'Kitap'] },
  { resource: dreamInterpretations, kind: DREAM, input: { title: 'Rüyada su görmek', text: '<p>Bereket.</p>' } },
  { resource: duas, kind: DUA, input: { title: 'Rabbenâ âtinâ duası', arabicText: 'رَبَّنَا آتِنَا', text: '<p>Rabbimiz!</p>' } },
  { resource: fatwas, kind: FATWA, input: { title: 'Unutarak yemek orucu bozar mı?', question: 'Orucum bozuldu mu?', text: '<p>Bozulmaz.</p>' }, own: ['question', 'Question', 'Soru'] },
];

const selection = (resource: Resource) => ['id version', ...Object.keys(resource.fields)].join(' ');

describe.each(testDatabaseKinds())('SEO contents on %s', (database) => {
  let server: TestApp;
  const tokens = { editor: '', reporter: '' };

  const call = <T>(query: string, variables: Record<string, unknown>, { caller = 'editor', language = 'en', siteId = SITE }: { caller?: keyof typeof tokens; language?: string; siteId?: string } = {}) =>
    graphqlCall<T>(server.yoga, query, { token: tokens[caller], siteId, language, variables });
  const add = (input: Record<string, unknown>, options?: Parameters<typeof call>[2]) => call<{ addSubjectTitle: Title }>(ADD, { input }, options);
  const added = async (kind: number, name: string, parentId: string | null = null, siteId = SITE) => {
    const response = await add({ kind, name, parentId }, { siteId });
    if (!response.data?.addSubjectTitle) throw new Error(JSON.stringify(response.errors));
    return response.data.addSubjectTitle;
  };
  const saveItem = (resource: Resource, input: Record<string, unknown>, options?: Parameters<typeof call>[2]) =>
    call<Record<string, Item>>(`mutation ($input: ${resource.typeName}Input!) { ${resource.operations.save}(input: $input) { ${selection(resource)} } }`, { input }, options);
  const savedItem = async (resource: Resource, input: Record<string, unknown>, siteId = SITE) => {
    const response = await saveItem(resource, input, { siteId });
    const row = response.data?.[resource.operations.save];
    if (!row) throw new Error(JSON.stringify(response.errors));
    return row;
  };
  const refusal = (response: { errors?: unknown[] }) => response.errors?.[0] as Failure | undefined;
  const count = async (resource: Resource) => (await server.db.select({ id: tableFor(resource).id }).from(tableFor(resource))).length;
  const titlesNamed = async (kind: number, siteId = SITE) =>
    (await server.db.select({ name: subjectTitlesTable.name! }).from(subjectTitlesTable).where(and(eq(subjectTitlesTable.siteId!, Number(siteId)), eq(subjectTitlesTable.kind!, kind)))).map((row) => row.name);

  /** Refused in both languages with these texts on this field, and nothing written. */
  async function expectRefused(resource: Resource, send: (language: string) => Promise<{ errors?: unknown[] }>, field: string, english: string, turkish: string) {
    const before = await count(resource);
    for (const [language, text] of [['en', english], ['tr', turkish]] as const) {
      const failure = refusal(await send(language));
      expect(failure?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(failure?.extensions?.fields).toEqual({ [field]: text });
    }
    expect(await count(resource)).toBe(before);
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  describe('addSubjectTitle', () => {
    it('adds an approved main title, trimmed, and a sub title under it', async () => {
      const main = await added(HADITH, '  Abdest ve Gusül  ');
      expect(main).toMatchObject({ name: 'Abdest ve Gusül', kind: HADITH, parentId: null, level: 1, isApproved: true });
      const sub = await added(HADITH, 'Abdestin Farzları', main.id);
      expect(sub).toMatchObject({ name: 'Abdestin Farzları', kind: HADITH, parentId: main.id, level: 2, isApproved: true });
    });

    it('refuses a name its kind has, ignoring case the Turkish way (İ with i, I with ı, Ç with ç), on the name, in English and Turkish', async () => {
      await added(FATWA, 'İslam');
      await added(FATWA, 'IRAK');
      await added(FATWA, 'ÇARŞI');
      for (const name of ['islam', 'İSLAM', 'ırak', 'Irak', 'çarşı', '  Çarşı ']) {
        await expectRefused(
          subjectTitles,
          (language) => add({ kind: FATWA, name, parentId: null }, { language }),
          'name',
          'Subject title add error, perhaps already exists.',
          'Konu başlığı eklenemedi, zaten var olabilir.',
        );
      }
      // 'Islam' folds to 'ıslam', not 'islam': another word in Turkish, as the engine's unique check says.
      await added(FATWA, 'Islam');
      // Another kind, or another site, may have the same name.
      await added(DUA, 'islam');
      await added(FATWA, 'islam', null, OTHER_SITE);
      expect((await titlesNamed(FATWA)).sort()).toEqual(['IRAK', 'Islam', 'İslam', 'ÇARŞI'].sort());
    });

    it('gives one title and one refusal for two adds of the same name at once', async () => {
      const answers = await Promise.all([add({ kind: DREAM, name: 'Namaz' }), add({ kind: DREAM, name: 'namaz' }), add({ kind: DREAM, name: 'NAMAZ' })]);
      expect(answers.filter((answer) => answer.data?.addSubjectTitle)).toHaveLength(1);
      expect(answers.filter((answer) => refusal(answer)?.extensions?.fieldKeys?.name?.message === 'seoContents.errors.subjectTitleAdd')).toHaveLength(2);
      expect((await titlesNamed(DREAM)).filter((name) => String(name).toLocaleLowerCase('tr') === 'namaz')).toHaveLength(1);
    });

    it('refuses a sub title under a sub title, under another kind’s main title or under a missing one', async () => {
      const main = await added(DUA, 'Sabah Duaları');
      const sub = await added(DUA, 'Uyanınca', main.id);
      const otherKind = await added(HADITH, 'Sabah');
      for (const parentId of [sub.id, otherKind.id, '999999']) {
        await expectRefused(
          subjectTitles,
          (language) => add({ kind: DUA, name: 'Yeni konu', parentId }, { language }),
          'parentId',
          'A subject must sit under a main subject of the same kind.',
          'Bir konu aynı türden bir ana konunun altında olmalıdır.',
        );
      }
    });

    it('refuses an empty name as the declaration does', async () => {
      await expectRefused(subjectTitles, (language) => add({ kind: DUA, name: '   ' }, { language }), 'name', 'Field Subject title is required.', 'Konu başlığı alanı zorunludur.');
    });

    it('needs seoContents.save: a reporter is refused and nothing is written', async () => {
      const before = await count(subjectTitles);
      const failure = refusal(await add({ kind: HADITH, name: 'Yetkisiz' }, { caller: 'reporter' }));
      expect(failure?.extensions?.code).toBe('FORBIDDEN');
      expect(failure?.message).toContain('seoContents.save');
      expect(await count(subjectTitles)).toBe(before);
    });
  });

  describe('saveSubjectTitle keeps the same rules', () => {
    it('refuses a duplicate name the Turkish way, on create and on a rename, in English and Turkish', async () => {
      const taken = await added(HADITH, 'Şükür');
      const other = await added(HADITH, 'Sabır');
      const unique = ['The Subject title value is already in use (upper and lower case count as the same).', 'Konu başlığı değeri zaten kullanılıyor (büyük ve küçük harf aynı sayılır).'] as const;
      await expectRefused(subjectTitles, (language) => call(SAVE_TITLE, { input: { kind: HADITH, name: 'ŞÜKÜR', parentId: null, isApproved: true } }, { language }), 'name', ...unique);
      await expectRefused(
        subjectTitles,
        (language) => call(SAVE_TITLE, { input: { id: other.id, version: other.version, kind: HADITH, name: 'şükür', parentId: null, isApproved: true } }, { language }),
        'name',
        ...unique,
      );
      // Its own name, in another case, is no duplicate.
      const renamed = await call<{ saveSubjectTitle: Title }>(SAVE_TITLE, { input: { id: taken.id, version: taken.version, kind: HADITH, name: 'ŞÜKÜR', parentId: null, isApproved: true } });
      expect(renamed.data?.saveSubjectTitle.name).toBe('ŞÜKÜR');
    });

    it('keeps a main title with sub titles a main title of its kind', async () => {
      const main = await added(DREAM, 'Hayvanlar');
      await added(DREAM, 'Kedi', main.id);
      const other = await added(DREAM, 'Doğa');
      const move = (change: Record<string, unknown>) => (language: string) =>
        call(SAVE_TITLE, { input: { id: main.id, version: main.version, kind: DREAM, name: 'Hayvanlar', parentId: null, isApproved: true, ...change } }, { language });
      const english = 'A main subject with subjects under it cannot move under another subject or to another kind.';
      const turkish = 'Altında konular bulunan bir ana konu başka bir konunun altına ya da başka bir türe taşınamaz.';
      await expectRefused(subjectTitles, move({ parentId: other.id }), 'parentId', english, turkish);
      await expectRefused(subjectTitles, move({ kind: DUA }), 'kind', english, turkish);
      const [row] = await server.db.select().from(subjectTitlesTable).where(eq(subjectTitlesTable.id!, Number(main.id)));
      expect(row).toMatchObject({ kind: DREAM, parentId: null, version: main.version });
    });
  });

  describe.each(KINDS)('$resource.name', ({ resource, kind, input, own }) => {
    let main: Title;
    let sub: Title;
    let otherMain: Title;
    let otherSub: Title;
    let otherKindSub: Title;
    const valid = (change: Record<string, unknown> = {}) => ({ ...input, mainSubjectId: main.id, subjectId: sub.id, isApproved: true, ...change });
    const save = (change: Record<string, unknown>) => (language: string) => saveItem(resource, valid(change), { language });

    beforeAll(async () => {
      main = await added(kind, `Ana ${resource.name}`);
      sub = await added(kind, `Alt ${resource.name}`, main.id);
      otherMain = await added(kind, `Diğer ana ${resource.name}`);
      otherSub = await added(kind, `Diğer alt ${resource.name}`, otherMain.id);
      const otherKind = kind === HADITH ? DUA : HADITH;
      otherKindSub = await added(otherKind, `Başka tür alt ${resource.name}`, (await added(otherKind, `Başka tür ana ${resource.name}`)).id);
    });

    it('refuses an empty title and text (and its own required field)', async () => {
      await expectRefused(resource, save({ title: '  ' }), 'title', 'Field Title is required.', 'Başlık alanı zorunludur.');
      await expectRefused(resource, save({ text: '' }), 'text', 'Field Text is required.', 'Metin alanı zorunludur.');
      if (own) await expectRefused(resource, save({ [own[0]]: '' }), own[0], `Field ${own[1]} is required.`, `${own[2]} alanı zorunludur.`);
    });

    it('refuses a link name that is not a slug', async () => {
      await expectRefused(resource, save({ linkName: 'Büyük Harf!' }), 'linkName', 'The Link name may only contain lower-case letters (a–z), digits and hyphens.', 'Link adı yalnızca küçük harf (a–z), rakam ve tire içerebilir.');
    });

    it('refuses a subject without a main subject, under another main subject, or of another kind', async () => {
      await expectRefused(resource, save({ mainSubjectId: null }), 'subjectId', 'Choose a main subject before its subject.', 'Konudan önce ana konuyu seçiniz.');
      await expectRefused(resource, save({ subjectId: otherSub.id }), 'subjectId', 'Choose a subject under the chosen main subject.', 'Seçilen ana konunun altındaki bir konuyu seçiniz.');
      await expectRefused(resource, save({ subjectId: otherKindSub.id }), 'subjectId', 'Please enter a valid Subject.', 'Lütfen geçerli bir Konu giriniz.');
      await expectRefused(resource, save({ mainSubjectId: sub.id, subjectId: null }), 'mainSubjectId', 'Please enter a valid Main subject.', 'Lütfen geçerli bir Ana konu giriniz.');
    });

    it('makes the link name from the title when left empty, keeps a written one, and cleans the text', async () => {
      const created = await savedItem(resource, valid({ title: 'Şükür ve İhlâs Üzerine', linkName: '' }));
      expect(created.linkName).toBe('sukur-ve-ihlas-uzerine');
      const written = await savedItem(resource, valid({ id: created.id, version: created.version, linkName: 'ozel-adres', title: 'Başka Başlık' }));
      expect(written.linkName).toBe('ozel-adres');
      const dirty = await savedItem(resource, valid({ text: '<p>Metin<script>alert(1)</script> <a href="javascript:alert(1)">tıkla</a> <a href="https://ornek.example/a">güvenli</a></p><img src="x" onerror="alert(1)">' }));
      expect(dirty.text).not.toMatch(/<script|javascript:|onerror/i);
      expect(dirty.text).toContain('href="https://ornek.example/a"');
      // Without a subject at all it is fine: both are optional.
      expect((await savedItem(resource, valid({ mainSubjectId: null, subjectId: null }))).id).toBeDefined();
    });
  });

  describe('the delivery API', () => {
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/api/public/${path}`, { headers });
    const json = async (path: string) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      return (await response.json()) as { items: Record<string, unknown>[]; next: string | null; title?: string | null };
    };
    let main: Title;
    let sub: Title;
    let otherMain: Title;
    const hadithIds: string[] = [];
    let unapproved: Item;
    let onOtherSite: Item;

    beforeAll(async () => {
      for (const resource of [hadiths, dreamInterpretations, duas, fatwas]) await server.db.delete(tableFor(resource));
      main = await added(HADITH, 'Teslim Ana');
      sub = await added(HADITH, 'Teslim Alt', main.id);
      otherMain = await added(HADITH, 'Teslim Diğer');
      for (let n = 1; n <= 5; n += 1) {
        const subjects = n <= 3 ? { mainSubjectId: main.id, subjectId: n === 1 ? sub.id : null } : { mainSubjectId: otherMain.id, subjectId: null };
        const row = await savedItem(hadiths, { ...KINDS[0].input, title: `Hadis ${n}`, ...subjects, text: `<p>Metin ${n}<script>alert(${n})</script></p>`, isApproved: true });
        hadithIds.push(row.id);
      }
      unapproved = await savedItem(hadiths, { ...KINDS[0].input, title: 'Onaysız', mainSubjectId: main.id, isApproved: false });
      onOtherSite = await savedItem(hadiths, { ...KINDS[0].input, title: 'Öteki site', isApproved: true }, OTHER_SITE);
      for (const { resource, input } of KINDS.slice(1)) await savedItem(resource, { ...input, isApproved: true });
    });

    it('lists the approved ones of the site newest first in keyset pages, without their text, with the public fields only', async () => {
      const first = await json(`${SITE}/hadiths?limit=2`);
      expect(first.items.map((item) => item.title)).toEqual(['Hadis 5', 'Hadis 4']);
      expect(Object.keys(first.items[0]).sort()).toEqual(
        ['id', 'title', 'linkName', 'number', 'source', 'narrator', 'book', 'seoTitle', 'seoSpot', 'mainSubject', 'subject', 'createdDate', 'updatedDate'].sort(),
      );
      expect(first.items[1]).toMatchObject({ id: Number(hadithIds[3]), linkName: 'hadis-4', number: 1, source: 'Buhârî', book: "Bed'ü'l-vahy", mainSubject: { id: Number(otherMain.id), name: 'Teslim Diğer' }, subject: null });
      const second = await json(`${SITE}/hadiths?limit=2&after=${first.next}`);
      expect(second.items.map((item) => item.title)).toEqual(['Hadis 3', 'Hadis 2']);
      const third = await json(`${SITE}/hadiths?limit=2&after=${second.next}`);
      expect(third.items.map((item) => item.title)).toEqual(['Hadis 1']);
      expect(third.next).toBeNull();
      expect(third.items[0]).toMatchObject({ mainSubject: { id: Number(main.id), name: 'Teslim Ana' }, subject: { id: Number(sub.id), name: 'Teslim Alt' } });
      expect((await json(`${OTHER_SITE}/hadiths`)).items.map((item) => item.title)).toEqual(['Öteki site']);
    });

    it('filters by main subject and subject', async () => {
      expect((await json(`${SITE}/hadiths?mainSubject=${main.id}`)).items.map((item) => item.title)).toEqual(['Hadis 3', 'Hadis 2', 'Hadis 1']);
      expect((await json(`${SITE}/hadiths?subject=${sub.id}`)).items.map((item) => item.title)).toEqual(['Hadis 1']);
    });

    it('gives one approved item with its whole text, cleaned, and nothing of an unapproved or another site’s', async () => {
      const response = await get(`${SITE}/hadiths/${hadithIds[0]}`);
      expect(response.status).toBe(200);
      const item = (await response.json()) as Record<string, unknown>;
      expect(item).toMatchObject({ id: Number(hadithIds[0]), title: 'Hadis 1', narrator: 'Hz. Ömer', subject: { id: Number(sub.id), name: 'Teslim Alt' } });
      expect(item.text).toContain('Metin 1');
      expect(item.text).not.toMatch(/script|alert/);
      expect(item).not.toHaveProperty('createdUserId');
      expect(item).not.toHaveProperty('isApproved');
      for (const path of [`${SITE}/hadiths/${unapproved.id}`, `${SITE}/hadiths/${onOtherSite.id}`, `${SITE}/hadiths/abc`, `${SITE}/duas/999999`]) {
        expect((await get(path)).status, path).toBe(404);
      }
    });

    it('delivers each kind with its own fields, the dream interpretations under the site settings’ page title', async () => {
      const setTitle = async (siteId: string, dreamInterpretationTitle: string | null) => {
        const [site] = await server.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, Number(siteId)));
        await server.db.update(sites).set({ settings: { ...site.settings!, seoContent: { dreamInterpretationTitle } } }).where(eq(sites.id, Number(siteId)));
      };
      await setTitle(SITE, 'Rüya Tabirleri');
      await setTitle(OTHER_SITE, null);
      const dreams = await json(`${SITE}/dream-interpretations`);
      expect(dreams.title).toBe('Rüya Tabirleri');
      expect(dreams.items.map((item) => item.title)).toEqual(['Rüyada su görmek']);
      expect((await json(`${OTHER_SITE}/dream-interpretations`)).title).toBeNull();
      expect((await json(`${SITE}/duas`)).items[0]).toMatchObject({ title: 'Rabbenâ âtinâ duası', arabicText: 'رَبَّنَا آتِنَا', linkName: 'rabbena-atina-duasi' });
      const fatwa = (await json(`${SITE}/fatwas`)).items[0];
      expect(fatwa).toMatchObject({ question: 'Orucum bozuldu mu?' });
      expect(fatwa).not.toHaveProperty('text');
      const detail = (await (await get(`${SITE}/fatwas/${fatwa.id}`)).json()) as Record<string, unknown>;
      expect(detail).toMatchObject({ question: 'Orucum bozuldu mu?', text: '<p>Bozulmaz.</p>' });
    });

    it('gives the approved subject titles of a kind as a tree, by name', async () => {
      const extra = await added(HADITH, 'Teslim Bir', main.id);
      const hidden = await added(HADITH, 'Teslim Gizli', main.id);
      await call(SAVE_TITLE, { input: { id: hidden.id, version: hidden.version, kind: HADITH, name: hidden.name, parentId: main.id, isApproved: false } });
      const response = await get(`${SITE}/subject-titles?kind=hadith`);
      expect(response.status).toBe(200);
      const tree = (await response.json()) as { kind: string; items: { id: number; name: string; subjects: { id: number; name: string }[] }[] };
      expect(tree.kind).toBe('hadith');
      expect(tree.items.find((item) => item.id === Number(main.id))).toEqual({
        id: Number(main.id),
        name: 'Teslim Ana',
        subjects: [
          { id: Number(sub.id), name: 'Teslim Alt' },
          { id: Number(extra.id), name: 'Teslim Bir' },
        ],
      });
      expect(tree.items.every((item) => item.subjects !== undefined)).toBe(true);
      const dreams = (await (await get(`${SITE}/subject-titles?kind=dream-interpretation`)).json()) as { items: { name: string }[] };
      expect(dreams.items.map((item) => item.name)).toContain('Hayvanlar');
      expect(dreams.items.map((item) => item.name)).not.toContain('Teslim Ana');
    });

    it('answers with ETag and 304, CORS, 404 for an unknown or unapproved site and 400 for a wrong parameter', async () => {
      const first = await get(`${SITE}/hadiths`);
      const tag = first.headers.get('etag');
      expect(tag).toBeTruthy();
      expect(first.headers.get('cache-control')).toMatch(/max-age/);
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect((await get(`${SITE}/hadiths`, { 'if-none-match': tag! })).status).toBe(304);
      expect((await get(`${SITE}/subject-titles?kind=dua`, { 'if-none-match': tag! })).status).toBe(200);
      const preflight = await fetch(`${server.baseUrl}/api/public/${SITE}/duas`, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
      expect((await get('999/hadiths')).status).toBe(404);
      await server.db.update(sites).set({ isApproved: false }).where(eq(sites.id, Number(OTHER_SITE)));
      try {
        expect((await get(`${OTHER_SITE}/hadiths`)).status).toBe(404);
        expect((await get(`${OTHER_SITE}/subject-titles?kind=hadith`)).status).toBe(404);
      } finally {
        await server.db.update(sites).set({ isApproved: true }).where(eq(sites.id, Number(OTHER_SITE)));
      }
      for (const path of ['hadiths?limit=0', 'hadiths?after=nonsense', 'hadiths?mainSubject=abc', 'duas?subject=1x', 'subject-titles', 'subject-titles?kind=hadiths']) {
        const response = await get(`${SITE}/${path}`);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    });
  });

  it('seeds the demo once per site: subject titles of each kind as trees, and two items of each kind on the site’s pages', async () => {
    const DEMO_SITE = '2';
    const counts = async () => Promise.all([subjectTitles, hadiths, dreamInterpretations, duas, fatwas].map((resource) => count(resource)));
    const before = await counts();
    await seedSeoContentDemo(server.db, [Number(DEMO_SITE)]);
    const seeded = await counts();
    await seedSeoContentDemo(server.db, [Number(DEMO_SITE)]);
    expect(await counts()).toEqual(seeded);
    expect(seeded.slice(1).map((after, n) => after - before[n + 1])).toEqual([2, 2, 2, 2]);
    const page = async (path: string) => ((await (await fetch(`${server.baseUrl}/api/public/${DEMO_SITE}/${path}`)).json()) as { items: Record<string, unknown>[] }).items;
    expect(await page('hadiths')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Ameller niyetlere göredir', number: 1, source: 'Buhârî', narrator: 'Hz. Ömer', linkName: 'ameller-niyetlere-goredir', mainSubject: expect.objectContaining({ name: 'İbadetler' }), subject: expect.objectContaining({ name: 'Niyet' }) }),
      ]),
    );
    expect((await page('duas')).every((dua) => typeof dua.arabicText === 'string' && dua.subject !== null)).toBe(true);
    expect((await page('fatwas')).every((fatwa) => typeof fatwa.question === 'string')).toBe(true);
    expect(await page('dream-interpretations')).toHaveLength(2);
    for (const kind of ['hadith', 'dream-interpretation', 'dua', 'fatwa']) {
      const tree = await page(`subject-titles?kind=${kind}`);
      expect(tree.length, kind).toBeGreaterThanOrEqual(2);
      expect(tree.every((main) => (main.subjects as unknown[]).length >= 1), kind).toBe(true);
    }
  });
});
