import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, tr } from '../../resources/messages/requestLimits.ts';
import { RESOURCES } from '../../resources/index.ts';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../../server/config.ts';
import { specifiedRules, validate } from '../../server/contract/graphqlRuntime.ts';
import { limitRules, MAX_VARIABLES_DEPTH, parseWithinLimits } from '../../server/graphql/requestLimits.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { buildResourceQuery } from '../../src/lowcode/graphql/resourceQueries.ts';
import { schemaTypes } from '../../src/lowcode/graphql/schemaTypes.ts';
import { introspectionSchema } from '../../src/providers/graphqlSchema.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

// graphql-js as the server loads it (server/contract/graphqlRuntime.ts), so schemas built here validate there.
const { buildSchema: buildSdlSchema, print } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const SITE = '4';
const text = (message: string, max: number) => message.replace('{{max}}', String(max));

/** The limits' errors for a document, as yoga's validation reports them (none when it passes). */
function limitErrors(schema: ReturnType<typeof buildSchema>, document: string, limits: RequestLimits = DEFAULT_REQUEST_LIMITS) {
  try {
    return validate(schema, parseWithinLimits(document, limits, 'en'), [...specifiedRules, ...limitRules(limits, 'en')]).map((error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('the request limits hold the admin\'s own documents', () => {
  const schema = buildSchema();

  it('every persisted document of the admin passes the default limits', () => {
    const documents = JSON.parse(readFileSync(new URL('../../src/graphql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
    expect(Object.keys(documents).length).toBeGreaterThan(0);
    for (const document of Object.values(documents)) expect(limitErrors(schema, document), document).toEqual([]);
  });

  it('every document the admin builds for a declared resource passes the default limits', () => {
    const types = schemaTypes(introspectionSchema);
    const params = { id: '1', ids: ['1', '2'], data: { id: '1', version: 1 }, previousData: { id: '1', version: 1 }, filter: {}, pagination: { page: 1, perPage: 50 } };
    let built = 0;
    for (const resource of RESOURCES) {
      for (const method of ['GET_LIST', 'GET_ONE', 'GET_MANY', 'CREATE', 'UPDATE', 'DELETE']) {
        const query = buildResourceQuery(types, resource, method, params, 'tr');
        if (!query) continue;
        built += 1;
        expect(limitErrors(schema, print(query.query)), `${resource.name} ${method}`).toEqual([]);
      }
    }
    expect(built).toBeGreaterThan(RESOURCES.length);
  });
});

describe('depth, cost and directive limits', () => {
  const schema = buildSdlSchema('type Node { name: String child: Node } type Query { node: Node }');
  const nested = (levels: number) => `{ node ${'{ child '.repeat(levels - 1)}{ name }${' }'.repeat(levels - 1)} }`;

  it('refuse a document nested deeper than maxDepth', () => {
    const limits = { ...DEFAULT_REQUEST_LIMITS, maxDepth: 4 };
    expect(limitErrors(schema, nested(3), limits)).toEqual([]);
    expect(limitErrors(schema, nested(6), limits)).toContain(text(en.requestLimits.depth, 4));
  });

  it('refuse a document whose estimated cost is over maxCost', () => {
    const limits = { ...DEFAULT_REQUEST_LIMITS, maxCost: 20 };
    expect(limitErrors(schema, '{ node { name } }', limits)).toEqual([]);
    expect(limitErrors(schema, nested(5), limits)).toContain(text(en.requestLimits.cost, 20));
  });

  it('refuse more directives than maxDirectives', () => {
    const limits = { ...DEFAULT_REQUEST_LIMITS, maxDirectives: 2 };
    expect(limitErrors(schema, '{ node { name @include(if: true) } }', limits)).toEqual([]);
    expect(limitErrors(schema, '{ node @skip(if: false) { name @include(if: true) child @include(if: true) { name } } }', limits)).toContain(
      text(en.requestLimits.directives, 2),
    );
  });
});

describe.each(testDatabaseKinds())('what one request may ask for, on %s', (database) => {
  let app: TestApp;
  let agencyEditor: string;
  const limits = DEFAULT_REQUEST_LIMITS;

  beforeAll(async () => {
    app = await startTestApp(database);
    agencyEditor = await demoToken(app.baseUrl, 'agency');
  });
  afterAll(() => app?.stop());

  const call = (query: string, options: { variables?: Record<string, unknown>; language?: string } = {}) =>
    graphqlCall(app.yoga, query, { token: agencyEditor, siteId: SITE, ...options });

  const aliased = (count: number) => `{ ${Array.from({ length: count }, (_, n) => `a${n}: agencyContents(limit: 200) { id title }`).join(' ')} }`;
  const refusals = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) => answer.errors?.map((error) => [error.extensions?.code, error.message]);

  it('refuses the alias attack (a thousand aliased agency pages) with BAD_USER_INPUT before running any of it', async () => {
    const answer = await call(aliased(1000), { language: 'en' });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(answer.errors?.every((error) => error.extensions?.code === 'BAD_USER_INPUT')).toBe(true);
  });

  it('names the aliases limit, in the request\'s language', async () => {
    expect(refusals(await call(aliased(limits.maxAliases + 1), { language: 'en' }))).toEqual([['BAD_USER_INPUT', text(en.requestLimits.aliases, limits.maxAliases)]]);
    expect(refusals(await call(aliased(limits.maxAliases + 1), { language: 'tr' }))).toEqual([['BAD_USER_INPUT', text(tr.requestLimits.aliases, limits.maxAliases)]]);
  });

  it('answers a few aliases as before', async () => {
    const answer = await call('{ a: agencyContents(limit: 1) { id } b: agencyContents(limit: 2) { id } now: currentTime }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ a: [], b: [] });
  });

  it('refuses a body over the HTTP body limit with 413 before yoga reads it (yoga checks no size of its own)', async () => {
    const payload = JSON.stringify({ query: '{ currentTime }', variables: { padding: 'x'.repeat(1024 * 1024) } });
    const answer = await app.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${agencyEditor}`, siteid: SITE }, payload });
    expect(answer.statusCode).toBe(413);
    const small = await app.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${agencyEditor}`, siteid: SITE }, payload: { query: '{ currentTime }' } });
    expect(small.json()).toEqual({ data: { currentTime: expect.any(String) } });
  });

  it('refuses a document of more tokens than the limit before parsing it all', async () => {
    const answer = await call(`{ ${'currentTime '.repeat(limits.maxTokens)} }`, { language: 'en' });
    expect(refusals(answer)).toEqual([['BAD_USER_INPUT', text(en.requestLimits.tokens, limits.maxTokens)]]);
  });

  it('refuses a list argument of more items than the limit, sent in the variables or written in the document', async () => {
    const agencyIds = Array.from({ length: 100_000 }, (_, n) => String(n + 1));
    const query = 'query GetAgencyContents($filter: AgencyContentFilter) { agencyContents(filter: $filter) { id } }';
    const sent = await call(query, { variables: { filter: { agencyIds } }, language: 'en' });
    expect(refusals(sent)).toEqual([['BAD_USER_INPUT', text(en.requestLimits.listItems, limits.maxListItems)]]);

    const written = await call(`{ agencyContents(filter: { agencyIds: [${agencyIds.slice(0, limits.maxListItems + 1).join(',')}] }) { id } }`, { language: 'en' });
    expect(refusals(written)).toContainEqual(['BAD_USER_INPUT', text(en.requestLimits.listItems, limits.maxListItems)]);

    const allowed = await call(query, { variables: { filter: { agencyIds: agencyIds.slice(0, limits.maxListItems) } } });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toEqual({ agencyContents: [] });
  });

  it('refuses variables nested past the bound, however deep, before anything runs', async () => {
    const query = 'mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }';
    // Written by hand: JSON.stringify itself runs out of stack on such a value.
    const nested = (depth: number) => `{"query":${JSON.stringify(query)},"variables":{"input":{"values":{"type":1,"embeds":${'['.repeat(depth)}${']'.repeat(depth)}}}}}`;
    for (const depth of [MAX_VARIABLES_DEPTH + 1, 100_000]) {
      const response = await app.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${agencyEditor}`, siteid: SITE, language: 'en' },
        body: nested(depth),
      });
      expect(refusals((await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] })).toEqual([['BAD_USER_INPUT', text(en.requestLimits.depth, MAX_VARIABLES_DEPTH)]]);
    }
  });
});
