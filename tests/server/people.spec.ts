import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentsTable, peopleTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * People (server/people/README.md): the declared resource's rules through savePerson in both
 * languages with nothing written, the age the API computes, and the delivery API's people and a
 * content's people.
 */
const SITE = '4';
const OTHER_SITE = '5';

const FIELDS = 'id version fullName linkName birthDate deathDate age isApproved';
const SAVE = `mutation ($input: PersonInput!) { savePerson(input: $input) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { person(id: $id) { ${FIELDS} } }`;
const SAVE_CONTENT = 'mutation ($input: ContentInput!) { saveContent(input: $input) { id } }';
const SAVE_CATEGORY = 'mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }';

type Person = { id: string; version: number; fullName: string; linkName: string | null; age: number | null };
type Failure = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

const PHOTO = {
  path: 'images/2026/11/kisi.jpg',
  width: 800,
  height: 800,
  text: 'Portre',
  crops: [{ type: 'square', path: 'images/2026/11/kisi-square.jpg', width: 600, height: 600 }],
};

const person = (overrides: Record<string, unknown> = {}) => ({ name: 'Ayşe Nur', surname: 'Karaca', profilePhoto: PHOTO, isApproved: true, ...overrides });

/** Today in Istanbul as a reader there reads the calendar: `yyyy-mm-dd`. */
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe.each(testDatabaseKinds())('people on %s', (database) => {
  let server: TestApp;
  let token = '';

  const save = (input: Record<string, unknown>, { language = 'en', siteId = SITE } = {}) =>
    graphqlCall<{ savePerson: Person }>(server.yoga, SAVE, { token, siteId, language, variables: { input } });
  const saved = async (input: Record<string, unknown>, siteId = SITE) => {
    const response = await save(input, { siteId });
    if (!response.data?.savePerson) throw new Error(JSON.stringify(response.errors));
    return response.data.savePerson;
  };
  const rowCount = async () => (await server.db.select({ id: peopleTable.id! }).from(peopleTable)).length;
  const get = (path: string) => server.app.inject({ method: 'GET', url: `/api/public${path}` });

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  describe('rules (the same in the form), refused on their field with nothing written, in English and Turkish', () => {
    const cases: [string, Record<string, unknown>, string, string, string][] = [
      ['a divorce date without a marriage date', { divorceDate: '2010-04-01' }, 'divorceDate', 'Divorce date cannot be entered without a marriage date.', 'Evlilik tarihi girilmeden boşanma tarihi girilemez.'],
      ['no profile photo', { profilePhoto: null }, 'profilePhoto', 'Please upload profile photo', 'Lütfen profil fotoğrafı yükleyin'],
      ['a date of death before the birth date', { birthDate: '1950-06-15', deathDate: '1950-06-14' }, 'deathDate', 'The date of death cannot be earlier than the birth date.', 'Ölüm tarihi doğum tarihinden önce olamaz.'],
    ];

    it.each(cases)('refuses %s', async (_case, change, field, english, turkish) => {
      const before = await rowCount();
      for (const [language, text] of [['en', english], ['tr', turkish]] as const) {
        const failure = (await save(person(change), { language })).errors?.[0] as Failure | undefined;
        expect(failure?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(failure?.extensions?.fields).toEqual({ [field]: text });
      }
      expect(await rowCount()).toBe(before);
    });

    it('takes a divorce date with its marriage date, a death on the day of birth, and no marital consistency beyond the spec’s rule', async () => {
      // Marital status "single" with marriage and divorce dates is the editor's choice (README.md).
      const created = await saved(person({ maritalStatus: 1, marriageDate: '2001-05-05', divorceDate: '2010-04-01', birthDate: '1970-01-01', deathDate: '1970-01-01' }));
      expect(created).toMatchObject({ fullName: 'Ayşe Nur Karaca', age: 0 });
    });

    it('makes the link name from the full name when left empty, and keeps one written', async () => {
      const created = await saved(person({ name: '  Şükrü ', surname: 'İğdeli', linkName: '' }));
      expect(created).toMatchObject({ fullName: 'Şükrü İğdeli', linkName: 'sukru-igdeli' });
      const written = await saved({ ...person({ name: 'Şükrü', surname: 'İğdeli', linkName: 'sukru-bey' }), id: created.id, version: created.version });
      expect(written.linkName).toBe('sukru-bey');
      const cleared = await saved({ ...person({ name: 'Ali', surname: 'Veli', linkName: null }), id: written.id, version: written.version });
      expect(cleared.linkName).toBe('ali-veli');
    });
  });

  describe('age', () => {
    it('counts whole years to the date of death: born 1950-06-15, died 2000-06-14 → 49', async () => {
      const created = await saved(person({ birthDate: '1950-06-15', deathDate: '2000-06-14' }));
      expect(created.age).toBe(49);
      const read = await graphqlCall<{ person: Person }>(server.yoga, ONE, { token, siteId: SITE, variables: { id: created.id } });
      expect(read.data?.person.age).toBe(49);
    });

    it('counts the living to today in Istanbul, and is null without a birth date', async () => {
      const [year, monthDay] = [Number(istanbulToday().slice(0, 4)), istanbulToday().slice(5)];
      const expected = year - 1980 - (monthDay < '02-10' ? 1 : 0);
      expect((await saved(person({ birthDate: '1980-02-10' }))).age).toBe(expected);
      expect((await saved(person({ deathDate: '2000-01-01' }))).age).toBeNull();
    });
  });

  describe('the delivery API', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const make = async (key: string, input: Record<string, unknown>, siteId = SITE) => {
        ids[key] = Number((await saved(person(input), siteId)).id);
      };
      await make('historic', {
        name: 'Halil <b>Rıfat</b>',
        surname: 'Erdemoğlu',
        nickName: 'Mimar',
        birthDate: '1871-03-12',
        deathDate: '1938-11-02',
        burialPlace: 'Zincirlikuyu',
        job: 'Mimar',
        education: 'Sanayi-i Nefise',
        mission: 'Kamu yapıları',
        nationality: 'Türk',
        maritalStatus: 3,
        marriageDate: '1899-05-20',
        divorceDate: '1910-01-01',
        children: ['Nermin'],
        parents: ['Ahmet', 'Fatma'],
        siblings: ['Hasan'],
        descendants: ['Deniz'],
        foundedOrganizations: ['Mimarlar Cemiyeti'],
        awards: ['Liyakat Madalyası'],
        books: ['Taş ve Işık'],
        about: 'Mimar.',
      });
      await make('living', { name: 'Zeynep', surname: 'Ak', birthDate: '1990-01-23' });
      await make('hidden', { name: 'Onaysız', surname: 'Kişi', isApproved: false });
      await make('elsewhere', { name: 'Başka', surname: 'Site' }, OTHER_SITE);
    });

    it('serves an approved person with the public fields only, texts plain, dates as days, the photo at absolute addresses', async () => {
      const response = await get(`/${SITE}/people/${ids.historic}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const file = (path: string) => `${server.config.publicUrl}/storage/files/${path}`;
      expect(response.json()).toEqual({
        id: ids.historic,
        fullName: 'Halil Rıfat Erdemoğlu',
        linkName: 'halil-rifat-erdemoglu',
        profilePhoto: {
          path: PHOTO.path,
          url: file(PHOTO.path),
          width: 800,
          height: 800,
          description: 'Portre',
          crops: [{ type: 'square', path: PHOTO.crops[0].path, url: file(PHOTO.crops[0].path), width: 600, height: 600 }],
        },
        name: 'Halil Rıfat',
        surname: 'Erdemoğlu',
        nickName: 'Mimar',
        birthDate: '1871-03-12',
        deathDate: '1938-11-02',
        age: 67,
        burialPlace: 'Zincirlikuyu',
        job: 'Mimar',
        education: 'Sanayi-i Nefise',
        mission: 'Kamu yapıları',
        nationality: 'Türk',
        maritalStatus: 'divorced',
        marriageDate: '1899-05-20',
        divorceDate: '1910-01-01',
        children: ['Nermin'],
        parents: ['Ahmet', 'Fatma'],
        siblings: ['Hasan'],
        descendants: ['Deniz'],
        foundedOrganizations: ['Mimarlar Cemiyeti'],
        awards: ['Liyakat Madalyası'],
        books: ['Taş ve Işık'],
        about: 'Mimar.',
      });
    });

    it('answers 404 for an unapproved person, another site’s and an id that is none', async () => {
      for (const path of [`/${SITE}/people/${ids.hidden}`, `/${SITE}/people/${ids.elsewhere}`, `/${SITE}/people/abc`, `/999/people/${ids.historic}`]) {
        const response = await get(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('pages the approved people A to Z by full name with keyset cursors', async () => {
      const seen: { id: number; fullName: string }[] = [];
      let next: string | null = null;
      do {
        const response = await get(`/${SITE}/people?limit=2${next ? `&after=${next}` : ''}`);
        expect(response.statusCode).toBe(200);
        const body = response.json() as { items: { id: number; fullName: string }[]; next: string | null };
        expect(body.items.length).toBeLessThanOrEqual(2);
        seen.push(...body.items);
        next = body.next;
      } while (next);
      // The same order as one page, every approved person of the site once (the order is the database's collation of the full name, then id).
      const whole = (await get(`/${SITE}/people?limit=50`)).json() as { items: { id: number; fullName: string }[] };
      expect(seen.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
      const stored = await server.db.select({ id: peopleTable.id!, isApproved: peopleTable.isApproved!, siteId: peopleTable.siteId! }).from(peopleTable);
      const approved = stored.filter((row) => row.isApproved && row.siteId === Number(SITE)).map((row) => Number(row.id));
      expect(seen.map((item) => item.id).sort((a, b) => a - b)).toEqual(approved.sort((a, b) => a - b));
      const order = seen.map((item) => item.id);
      expect(order.indexOf(ids.historic)).toBeLessThan(order.indexOf(ids.living));
      expect(seen.map((item) => item.id)).not.toContain(ids.hidden);
      expect((await get(`/${SITE}/people?after=nonsense`)).statusCode).toBe(400);
      expect((await get(`/${SITE}/people?limit=51`)).statusCode).toBe(400);
    });

    it('delivers a content’s approved people as teasers in the editor’s order, the unapproved left out', async () => {
      const category = await graphqlCall<{ saveCategory: { id: string } }>(server.yoga, SAVE_CATEGORY, { token, siteId: SITE, language: 'en', variables: { input: { name: 'Kişiler testi', linkName: 'kisiler-testi', isApproved: true } } });
      const content = await graphqlCall<{ saveContent: { id: string } }>(server.yoga, SAVE_CONTENT, {
        token,
        siteId: SITE,
        language: 'en',
        variables: {
          input: {
            type: 0,
            status: 1,
            title: 'Kişili haber',
            spot: 'Kişili haber spotu',
            text: '<p>Metin</p>',
            categoryId: category.data?.saveCategory.id,
            coverImages: [{ image: PHOTO, isSelected: true }],
            contentDate: '2026-11-20T08:00:00.000Z',
            personIds: [String(ids.living), String(ids.hidden), String(ids.historic)],
          },
        },
      });
      const contentId = Number(content.data?.saveContent.id);
      expect(contentId, JSON.stringify(content.errors)).toBeGreaterThan(0);
      const [row] = await server.db.select({ personIds: contentsTable.personIds }).from(contentsTable).where(eq(contentsTable.id, contentId));
      expect(row?.personIds).toEqual([ids.living, ids.hidden, ids.historic]);

      const response = await get(`/${SITE}/contents/${contentId}`);
      expect(response.statusCode).toBe(200);
      const people = (response.json() as { people: unknown[] }).people;
      expect(people).toEqual([
        { id: ids.living, fullName: 'Zeynep Ak', linkName: 'zeynep-ak', profilePhoto: expect.objectContaining({ path: PHOTO.path }) },
        { id: ids.historic, fullName: 'Halil Rıfat Erdemoğlu', linkName: 'halil-rifat-erdemoglu', profilePhoto: expect.objectContaining({ path: PHOTO.path }) },
      ]);
      // A list's teaser carries no people.
      const list = (await get(`/${SITE}/contents?limit=50`)).json() as { items: { id: number }[] };
      expect(list.items.find((item) => item.id === contentId)).not.toHaveProperty('people');
    });
  });
});
