import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { optionFields, optionsOperation } from '../../resources/referenceOptions.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { sampleInput, type ReferenceId } from './support/resourceSamples.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * A reference field's options (resources/referenceOptions.ts): whoever may write a record reads
 * the ids and names of what its reference fields point at, and nothing else of those records; a
 * caller who neither reads them nor writes such a record is refused, naming what would let them.
 */
const SITE = '4';
/** The content form's reference fields a reporter (news.save, no settings permission) fills. */
const CONTENT_TARGETS = ['categories', 'sources', 'signatures', 'authors'] as const;
const resourceNamed = (name: string) => RESOURCES.find((resource) => resource.name === name)!;

describe.each(testDatabaseKinds())('reference options on %s', (database) => {
  let server: TestApp;
  const tokens = new Map<string, string>();
  const created = new Map<string, { id: string; name: string }>();

  const referenceId: ReferenceId = async (name) => {
    const target = resourceNamed(name);
    const saved = await resourceCalls(server.yoga, target, { token: tokens.get('admin'), siteId: SITE, language: 'en' }).save(await sampleInput(target, referenceId));
    if (!saved.data) throw new Error(`could not create a ${name}: ${JSON.stringify(saved.errors)}`);
    return saved.data[target.operations.save].id;
  };

  const options = (account: string, name: string, selection: string, filter: Record<string, unknown>) =>
    graphqlCall<Record<string, Record<string, unknown>[]>>(
      server.yoga,
      `query Options($filter: ${resourceNamed(name).typeName}OptionFilter) { ${optionsOperation(resourceNamed(name))}(filter: $filter) { ${selection} } }`,
      { token: tokens.get(account), siteId: SITE, language: 'en', variables: { filter } },
    );

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of ['admin', 'reporter', 'reader', 'agency'] as const) tokens.set(account, await demoToken(server.baseUrl, account));
    for (const name of CONTENT_TARGETS) {
      const target = resourceNamed(name);
      const id = await referenceId(name);
      const record = await resourceCalls(server.yoga, target, { token: tokens.get('admin'), siteId: SITE, language: 'en' }).one(id);
      created.set(name, { id, name: String(record.data![target.operations.one]![target.representation]) });
    }
  });
  afterAll(() => server?.stop());

  it.each(CONTENT_TARGETS)('lets a reporter read the %s options: ids and names only', async (name) => {
    const target = resourceNamed(name);
    const { id, name: shown } = created.get(name)!;
    // The reporter may not read the list itself.
    const list = await graphqlCall(server.yoga, `{ ${target.operations.list} { id } }`, { token: tokens.get('reporter'), siteId: SITE, language: 'en' });
    expect(list.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', needs: [`${target.permission}.view`] });

    const response = await options('reporter', name, optionFields(target).join(' '), { ids: [id] });
    expect(response.errors).toBeUndefined();
    const [option] = response.data![optionsOperation(target)]!;
    expect(Object.keys(option!).sort()).toEqual(optionFields(target).sort());
    expect(option).toMatchObject({ id, [target.representation]: shown });

    const searched = await options('reporter', name, 'id', { search: shown.slice(0, 6).toUpperCase() });
    expect(searched.data![optionsOperation(target)]!.map((entry) => entry.id)).toContain(id);
  });

  it('keeps the rest of the record out: an author option has no e-mail', async () => {
    const response = await options('reporter', 'authors', 'id fullName email', {});
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "email" on type "AuthorReferenceOption"/);
    const named = await options('reporter', 'authors', 'id name surname', {});
    expect(named.errors?.map((error) => error.message).join(' ')).toMatch(/Cannot query field "name"/);
  });

  it('does not search in what it does not show: a word only an author e-mail holds finds nothing', async () => {
    const author = resourceNamed('authors');
    const record = await resourceCalls(server.yoga, author, { token: tokens.get('admin'), siteId: SITE, language: 'en' }).one(created.get('authors')!.id);
    const email = String(record.data!.author!.email ?? '');
    expect(email).not.toBe('');
    const response = await options('reporter', 'authors', 'id', { search: email });
    expect(response.data!.authorOptions).toEqual([]);
  });

  it.each(['reader', 'agency'])('refuses the %s, who writes no record holding such a field, naming what would let them', async (account) => {
    const response = await options(account, 'categories', 'id name', {});
    expect(response.data?.categoryOptions ?? null).toBeNull();
    const [error] = response.errors!;
    expect(error!.extensions?.code).toBe('FORBIDDEN');
    const needs = (error!.extensions as { needs?: string[] }).needs ?? [];
    expect(needs).toEqual(expect.arrayContaining(['category.view', 'news.save', 'category.save']));
  });

  it('keeps a reference choice: a category parent offers main categories only', async () => {
    const categories = resourceCalls(server.yoga, resourceNamed('categories'), { token: tokens.get('admin'), siteId: SITE, language: 'en' });
    const saved = async (parentId: string | null) => (await categories.save({ ...(await sampleInput(resourceNamed('categories'), referenceId)), parentId })).data!.saveCategory.id;
    const main = await saved(null);
    const subId = await saved(main);
    const response = await options('reporter', 'categories', 'id', { ids: [main, subId], hierarchy: [1] });
    expect(response.data!.categoryOptions.map((entry) => entry.id)).toEqual([main]);
  });
});
