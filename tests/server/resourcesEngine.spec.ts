import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatures } from '../../resources/signature.ts';
import { sources } from '../../resources/source.ts';
import type { GraphQLServer } from '../../server/graphql/yoga.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { MAX_PAGE_SIZE } from '../../server/engine/resourceSdl.ts';
import { demoToken } from './support/demoTokens.ts';
import { engineGlobals, engineSampleServer, engineSamples } from './support/engineSamples.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { sampleInput, type ReferenceId } from './support/resourceSamples.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** The engine on every field kind, a status, references and a resource shared by all sites (support/engineSamples.ts). */
describe.each(testDatabaseKinds())('resource engine on every field kind (%s)', (database) => {
  let server: TestApp;
  let yoga: GraphQLServer;
  let token: string;
  let signatureId: string;
  let sourceIds: string[];
  const calls = (language = 'en', siteId = '4') => resourceCalls(yoga, engineSamples, { token, siteId, language });
  const referenceId: ReferenceId = async (name) => (name === 'signatures' ? signatureId : sourceIds[0]);
  let record: ResourceRecord;
  let input: Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestApp(database);
    yoga = await engineSampleServer(server);
    token = await demoToken(server.baseUrl, 'admin');
    const save = async (resource: typeof signatures | typeof sources, name: string) => {
      const target = resource;
      const response = await resourceCalls(yoga, target, { token, siteId: '4' }).save({ name });
      return response.data![target.operations.save].id;
    };
    signatureId = await save(signatures, 'Engine signature');
    sourceIds = [await save(sources, 'Engine source A'), await save(sources, 'Engine source B')];
  });
  afterAll(() => server?.stop());

  it('stores and returns every kind as it was sent', async () => {
    input = { ...(await sampleInput(engineSamples, referenceId)), sources: sourceIds, platforms: ['web', 'special'] };
    const saved = await calls().save(input);
    expect(saved.errors).toBeUndefined();
    record = saved.data!.saveEngineSample;
    const { secret, ...sent } = { secret: null, ...input };
    expect(record).toMatchObject({ ...sent, secret, status: 1, version: 1, siteId: '4' });
    expect((await calls().one(record.id)).data!.engineSample).toEqual(record);
  });


  it('words a refusal with the translated label, as the form shows it', async () => {
    const signature = resourceCalls(yoga, signatures, { token, siteId: '4' });
    const english = await signature.save({ name: ' ', isApproved: true }, { language: 'en' });
    expect(english.errors?.[0]).toMatchObject({ message: 'Field Name is required.', extensions: { fields: { name: 'Field Name is required.' } } });
    const turkish = await signature.save({ name: 'x'.repeat(101) }, { language: 'tr' });
    expect(turkish.errors?.[0].extensions?.fields).toEqual({ name: 'Ad alanına en fazla 100 karakter girilmelidir.' });
    const taken = await signature.save({ name: 'Engine signature' }, { language: 'tr' });
    expect(taken.errors?.[0].extensions?.fields).toEqual({ name: 'Ad değeri zaten kullanılıyor (büyük ve küçük harf aynı sayılır).' });
  });

  it('takes a unique name as taken whatever its case, the Turkish way (İ/i, I/ı), and nothing is written', async () => {
    const signature = resourceCalls(yoga, signatures, { token, siteId: '4' });
    expect((await signature.save({ name: 'Ankara Bürosu' })).errors).toBeUndefined();
    expect((await signature.save({ name: 'IĞDIR İLÇESİ' })).errors).toBeUndefined();
    for (const same of ['ankara bürosu', 'ANKARA BÜROSU', 'ığdır ilçesi', 'Iğdır İlçesi']) {
      const taken = await signature.save({ name: same }, { language: 'en' });
      expect(taken.errors?.[0].extensions, same).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { name: 'The Name value is already in use (upper and lower case count as the same).' },
      });
    }
    // Dotted and dotless i are different letters in Turkish.
    expect((await signature.save({ name: 'igdir ilçesi' })).errors).toBeUndefined();
    const found = await signature.list({ filter: { search: 'bürosu' } });
    expect(found.data?.signatures.map((row) => row.name)).toEqual(['Ankara Bürosu']);
    const own = found.data!.signatures[0] as { id: string; version: number };
    expect((await signature.save({ id: own.id, version: own.version, name: 'ANKARA BÜROSU' })).errors).toBeUndefined();
  });

  it('keeps server-only fields out of the input', async () => {
    const response = await calls().save({ ...input, title: 'With a secret', secret: 'mine' });
    expect(response.errors?.[0].message).toMatch(/secret/);
  });

  it('refuses what each kind cannot read, on the field’s path, before writing anything', async () => {
    const response = await calls().save({
      ...(await sampleInput(engineSamples, referenceId)),
      count: 0,
      type: 9999,
      platforms: ['web', 'nowhere'],
      color: 'red',
      link: '/not/absolute',
      twitter: 'far too long for a twitter handle',
      day: 'not a date',
      signature: '999999',
      sources: ['abc'],
      photo: { path: 'images/no-text.jpg', crops: [] },
      options: { note: 'longer than ten' },
      slots: [{ start: 'ok', day: 1 }, { start: '', day: 2 }],
    });
    expect(response.data).toBeNull();
    expect(response.errors?.[0].extensions?.fields).toEqual({
      count: 'The count could not be less than 1.',
      type: 'Please enter a valid type.',
      platforms: 'Please enter a valid platforms.',
      color: 'The color code you entered is invalid.',
      link: expect.stringMatching(/^Please enter a valid URL \(example: /),
      twitter: 'Please enter valid twitter nickname.',
      day: 'Please enter a valid day.',
      signature: 'Please enter a valid signature.',
      sources: 'Please enter a valid sources.',
      photo: 'Please enter a description for the photo.',
      'options.note': 'Maximum 10 characters must be entered in the note field.',
      'slots.1.start': 'Field start is required.',
    });
    expect(response.errors?.[0].extensions?.fieldKeys?.['slots.1.start']).toEqual({
      message: 'validation.required',
      params: { name: 'resources.engineSamples.fields.start' },
    });
    const empty = await calls('tr').save({ ...(await sampleInput(engineSamples, referenceId)), slots: [] });
    expect(empty.errors?.[0].extensions?.fields).toEqual({ slots: 'slots sayısı en az 1 olmalıdır.' });
    const list = await calls().list({ limit: 1000 });
    expect(list.data!.engineSamples.map((sample) => sample.id)).toEqual([record.id]);
  });

  it('filters by each kind', async () => {
    const other = (await calls().save({ ...(await sampleInput(engineSamples, referenceId)), featured: false, platforms: ['mobile'], sources: [sourceIds[1]] }))
      .data!.saveEngineSample;
    const ids = async (filter: Record<string, unknown>) => {
      const response = await calls().list({ filter });
      expect(response.errors).toBeUndefined();
      return response.data!.engineSamples.map((sample) => sample.id).sort();
    };
    const both = [record.id, other.id].sort();
    expect(await ids({})).toEqual(both);
    expect(await ids({ featured: false })).toEqual([other.id]);
    expect(await ids({ count: [record.count, other.count] })).toEqual(both);
    expect(await ids({ type: [record.type] })).toContain(record.id);
    expect(await ids({ platforms: ['special'] })).toEqual([record.id]);
    expect(await ids({ platforms: ['special', 'mobile'] })).toEqual(both);
    expect(await ids({ sources: [sourceIds[1]] })).toEqual(both);
    expect(await ids({ sources: sourceIds[0] })).toEqual([record.id]);
    expect(await ids({ signature: [signatureId] })).toEqual(both);
    expect(await ids({ signature: ['999999'] })).toEqual([]);
    const day = Date.parse(String(record.day));
    expect(await ids({ dayFrom: new Date(day).toISOString(), dayTo: new Date(day).toISOString() })).toContain(record.id);
    expect(await ids({ dayTo: new Date(day - 1).toISOString() })).not.toContain(record.id);
    expect(await ids({ publishAtFrom: '2031-01-01T00:00:00.000Z' })).toEqual(both);
    expect(await ids({ search: String(record.title).toLowerCase() })).toEqual([record.id]);
    const bad = await calls().list({ filter: { dayFrom: 'yesterday' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await calls().list({ limit: MAX_PAGE_SIZE + 1 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a unique pair only when both values are taken, also when two saves race', async () => {
    const otherType = record.type === 1 ? 2 : 1;
    const sameTitle = await calls().save({ ...(await sampleInput(engineSamples, referenceId)), title: record.title, type: otherType });
    expect(sameTitle.errors).toBeUndefined();
    const taken = await calls('tr').save({ ...(await sampleInput(engineSamples, referenceId)), title: record.title, type: record.type });
    expect(taken.errors?.[0].extensions?.fields).toEqual({ title: 'title değeri zaten kullanılıyor (büyük ve küçük harf aynı sayılır).' });

    const racing = await sampleInput(engineSamples, referenceId);
    const answers = await Promise.all([calls().save(racing), calls().save(racing), calls().save(racing)]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.errors)) {
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: 'The title value is already in use (upper and lower case count as the same).' } });
    }
  });

  it('changes the status once, versioned and audited; false when unchanged or not found', async () => {
    expect((await calls().status(record.id, 2)).data).toEqual({ updateStatusToEngineSample: true });
    expect((await calls().status(record.id, 2)).data).toEqual({ updateStatusToEngineSample: false });
    expect((await calls().status('999999', 2)).data).toEqual({ updateStatusToEngineSample: false });
    expect((await calls('en', '1').status(record.id, 3)).data).toEqual({ updateStatusToEngineSample: false });
    const after = (await calls().one(record.id)).data!.engineSample!;
    expect(after).toMatchObject({ status: 2, version: 2, updatedUserId: record.createdUserId });
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'engineSamples'), eq(auditLog.recordId, record.id)))
      .orderBy(asc(auditLog.id));
    expect(audits.map((row) => [row.action, row.changes.status])).toEqual([
      ['create', undefined],
      ['status', { from: 1, to: 2 }],
    ]);
    const stale = await calls().save({ ...input, id: record.id, version: 1 });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('shares a resource that is not site-scoped between sites, with a reference to its own kind', async () => {
    const globals = (siteId: string) => resourceCalls(yoga, engineGlobals, { token, siteId, language: 'en' });
    const parent = (await globals('4').save({ name: 'Parent' })).data!.saveEngineGlobal;
    const child = await globals('1').save({ name: 'Child', parent: parent.id });
    expect(child.errors).toBeUndefined();
    expect(child.data!.saveEngineGlobal).toMatchObject({ parent: parent.id, isApproved: true });
    expect((await globals('5').one(parent.id)).data!.engineGlobal).toMatchObject({ name: 'Parent' });
    const dangling = await globals('4').save({ name: 'Orphan', parent: '424242' });
    expect(dangling.errors?.[0].extensions?.fields).toEqual({ parent: 'Please enter a valid parent.' });
    const schema = await graphqlCall(yoga, '{ __type(name: "EngineGlobal") { fields { name } } }', { token, siteId: '4' });
    expect(JSON.stringify(schema.data)).not.toContain('siteId');
  });

  it('stores an html field sanitised by the shared allow-list', async () => {
    const saved = await calls().save({
      ...input,
      title: 'Html sample',
      body: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(2)">there</a> <img src=x onerror="alert(3)"><a href="mailto:desk@example.com">desk</a></p>',
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEngineSample.body).toBe('<p>Hi there <a href="mailto:desk@example.com">desk</a></p>');
  });
});
