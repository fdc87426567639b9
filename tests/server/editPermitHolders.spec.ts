import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCalls, contentInput, contentReferences, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** The content list's "who is editing": one call for a page of records (editPermitHolders). */
const HOLDERS = 'query H($resource: String!, $ids: [ID!]!) { editPermitHolders(resource: $resource, ids: $ids) { recordId holder { name session } } }';
const HOLD = 'mutation M($id: ID!, $session: String!) { holdEditPermit(resource: "contents", id: $id, session: $session) { recordId } }';

describe.each(testDatabaseKinds())('who is editing a page of records, on %s', (database) => {
  let server: TestApp;
  let tokens: Record<'admin' | 'editor' | 'reader', string>;
  let references: ContentReferences;
  const as = (account: keyof typeof tokens): CallOptions => ({ token: tokens[account], siteId: '4', language: 'en' });

  beforeAll(async () => {
    server = await startTestApp(database);
    const [admin, editor, reader] = await Promise.all((['admin', 'editor', 'reader'] as const).map((account) => demoToken(server.baseUrl, account)));
    tokens = { admin: admin!, editor: editor!, reader: reader! };
    references = await contentReferences(server.yoga, as('admin'));
  });
  afterAll(() => server?.stop());

  it('names the holder of each held record and leaves the others out; bad input changes nothing and says why', async () => {
    const save = contentCalls(server.yoga, as('admin')).save;
    const [held, free] = await Promise.all(['Düzenlenen haber', 'Boştaki haber'].map(async (title) => (await save(contentInput('news', references, { title }))).data!.saveContent!.id));
    expect(errorCodes(await graphqlCall(server.yoga, HOLD, { ...as('editor'), variables: { id: held, session: 'tab-1' } }))).toEqual([]);

    const answer = await graphqlCall<{ editPermitHolders: unknown[] }>(server.yoga, HOLDERS, { ...as('admin'), variables: { resource: 'contents', ids: [held, free, '999999'] } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.editPermitHolders).toEqual([{ recordId: held, holder: { name: 'Elif Editör', session: 'tab-1' } }]);

    const tooMany = await graphqlCall(server.yoga, HOLDERS, { ...as('admin'), variables: { resource: 'contents', ids: Array.from({ length: 201 }, (_, index) => String(index + 1)) } });
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
    const unknown = await graphqlCall(server.yoga, HOLDERS, { ...as('admin'), variables: { resource: 'users', ids: [held] } });
    expect(errorCodes(unknown)).toEqual(['BAD_USER_INPUT']);
    expect(unknown.errors![0]!.message).toBe('Edit permits do not apply to users.');
    // The list's readers may see it; a user without the content list may not.
    expect(errorCodes(await graphqlCall(server.yoga, HOLDERS, { ...as('reader'), variables: { resource: 'contents', ids: [held] } }))).toEqual(['FORBIDDEN']);
  });
});
