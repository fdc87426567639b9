import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../resources/author.ts';
import { programs } from '../../resources/program.ts';
import { hashPassword } from '../../server/db/password.ts';
import { localAccounts, users } from '../../server/db/schema.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** What the generic suite cannot know: the author's derived full name, `author(id, siteId)`, a program's time slots. */
const author = authors;
const program = programs;
const PHOTO = {
  path: 'images/author.jpg',
  width: 1200,
  height: 1200,
  crops: [
    { type: 'square', path: 'images/author-square.jpg', width: 600, height: 600 },
    { type: 'horizontal', path: 'images/author-horizontal.jpg', width: 1200, height: 675 },
  ],
};

describe.each(testDatabaseKinds())('authors and programs on %s', (database) => {
  let server: TestApp;
  let token: string;
  const authorCalls = (siteId: string, as = token) => resourceCalls(server.yoga, author, { token: as, siteId, language: 'en' });
  const programCalls = (language: string) => resourceCalls(server.yoga, program, { token, siteId: '5', language });

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  it('derives the full name from name and surname on every save, and searches it', async () => {
    const created = await authorCalls('4').save({ name: ' Ayşe ', surname: 'Yılmaz', linkName: 'ayse-yilmaz', authorType: 3, profilePhoto: PHOTO });
    expect(created.errors).toBeUndefined();
    const saved = created.data!.saveAuthor;
    expect(saved).toMatchObject({ fullName: 'Ayşe Yılmaz', order: 0, isApproved: true, profilePhoto: PHOTO });
    const renamed = await authorCalls('4').save({ id: saved.id, version: saved.version, surname: 'Demir' });
    expect(renamed.data!.saveAuthor.fullName).toBe('Ayşe Demir');
    const found = await authorCalls('4').list({ filter: { search: 'şe dem' } });
    expect(found.data!.authors.map((record) => record.id)).toEqual([saved.id]);
  });

  it('asks for the profile photo in the spec’s words', async () => {
    const refused = await authorCalls('4').save({ name: 'No', surname: 'Photo', linkName: 'no-photo', authorType: 1, profilePhoto: { path: '', crops: [] } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { profilePhoto: 'Please upload profile photo' } });
  });

  it('refuses a phone that is not an optional + then digits, in Turkish and in English, and keeps the stored one', async () => {
    const created = await authorCalls('4').save({ name: 'Tel', surname: 'Fon', linkName: 'tel-fon', authorType: 1, profilePhoto: PHOTO, phone: '+902121234567' });
    expect(created.errors).toBeUndefined();
    const saved = created.data!.saveAuthor;
    expect(saved.phone).toBe('+902121234567');
    for (const [language, message] of [
      ['en', 'Please enter a valid Phone number.'],
      ['tr', 'Lütfen geçerli bir Telefon numarası giriniz.'],
    ]) {
      const refused = await authorCalls('4').save({ id: saved.id, version: saved.version, phone: '0212 123 45 67' }, { language });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { phone: message } });
    }
    const after = (await authorCalls('4').one(saved.id)).data!.author!;
    expect(after).toMatchObject({ phone: '+902121234567', version: saved.version });
  });

  it('author(id, siteId) reads another site’s author for a member holding author.view there, and no one else', async () => {
    const elsewhere = await authorCalls('1').save({ name: 'Site', surname: 'One', linkName: 'site-one', authorType: 2, profilePhoto: PHOTO });
    const id = elsewhere.data!.saveAuthor.id;
    const read = (siteId: string | null, as = token) =>
      graphqlCall<{ author: { id: string; siteId: string } | null }>(server.yoga, 'query ($id: ID!, $siteId: ID) { author(id: $id, siteId: $siteId) { id siteId } }', {
        token: as,
        siteId: '4',
        variables: { id, siteId },
      });

    expect((await read(null)).data).toEqual({ author: null });
    expect((await read('1')).data).toEqual({ author: { id, siteId: '1' } });
    expect((await read('2')).data).toEqual({ author: null });

    // An editor of site 4 only: author.view on 4, but not a member of site 1.
    const [outsider] = await server.db
      .insert(users)
      .values({ name: 'Site four editor', username: 'sitefour', email: 'site-four@test.example', isApproved: true, roles: ['2'], sites: ['4'] })
      .returning();
    await server.db.insert(localAccounts).values({ userId: outsider.id, passwordHash: await hashPassword('site-four-password') });
    const { idToken } = await loginWithPassword(server.baseUrl, 'site-four@test.example', 'site-four-password');
    expect((await read(null, idToken)).data).toEqual({ author: null });
    const refused = await read('1', idToken);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps a program’s time slots in order and refuses a time that is not HH:mm or a start after the end, on its own path', async () => {
    const slots = [
      { day: 1, start: '09:00', end: '10:30' },
      { day: 5, start: '23:30', end: '23:59' },
    ];
    const saved = await programCalls('en').save({ name: 'Morning news', slots });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveProgram.slots).toEqual(slots);

    const badTime = await programCalls('en').save({ name: 'Late show', slots: [{ day: 2, start: '9:00', end: '24:00' }] });
    expect(badTime.errors?.[0].extensions?.fields).toEqual({
      'slots.0.start': 'Please enter the Start as a 24-hour time (HH:mm).',
      'slots.0.end': 'Please enter the End as a 24-hour time (HH:mm).',
    });
    const reversed = await programCalls('tr').save({ name: 'Reversed', slots: [...slots, { day: 3, start: '09:00', end: '07:00' }] });
    expect(reversed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(reversed.errors?.[0].extensions?.fields).toEqual({ 'slots.2.start': 'Başlangıç saati bitiş saatinden sonra olamaz.' });
    const none = await programCalls('tr').save({ name: 'Empty', slots: [] });
    expect(none.errors?.[0].extensions?.fields).toEqual({ slots: 'Günler ve saatler sayısı en az 1 olmalıdır.' });
  });
});
