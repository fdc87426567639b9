import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

interface View {
  id: string;
  resource: string;
  name: string;
  state: Record<string, unknown>;
  shared: boolean;
  mine: boolean;
  ownerName: string | null;
  version: number;
}

const FIELDS = 'id resource name state shared mine ownerName version updatedDate';
const LIST = `query Views($resource: String!) { savedViews(resource: $resource) { ${FIELDS} } }`;
const SAVE = `mutation Save($input: SavedViewInput!) { saveSavedView(input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteSavedView(id: $id) }';
const STATE = { filter: { search: 'Çağrı', categoryId: ['3'] }, sort: { field: 'contentDate', order: 'DESC' }, hiddenColumns: ['editor'] };

/** Issue 35 §3: saved views are the owner's to change, shared ones are seen on their site only. */
describe.each(testDatabaseKinds())('saved views on %s', (database) => {
  let server: TestApp;
  let chief: CallOptions;
  let editor: CallOptions;
  let editorOtherSite: CallOptions;

  const list = async (options: CallOptions, resource = 'contentList') => {
    const answer = await graphqlCall<{ savedViews: View[] }>(server.yoga, LIST, { ...options, variables: { resource } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.savedViews;
  };
  const save = (options: CallOptions, input: Record<string, unknown>) => graphqlCall<{ saveSavedView: View }>(server.yoga, SAVE, { ...options, variables: { input } });
  const remove = (options: CallOptions, id: string) => graphqlCall<{ deleteSavedView: boolean }>(server.yoga, DELETE, { ...options, variables: { id } });
  const created = async (options: CallOptions, input: Record<string, unknown>) => {
    const answer = await save(options, { resource: 'contentList', state: STATE, shared: false, ...input });
    expect(answer.errors).toBeUndefined();
    return answer.data!.saveSavedView;
  };

  beforeAll(async () => {
    server = await startTestApp(database);
    chief = { token: await demoToken(server.baseUrl, 'chief'), siteId: '4', language: 'en' };
    const editorToken = await demoToken(server.baseUrl, 'editor');
    editor = { token: editorToken, siteId: '4', language: 'en' };
    editorOtherSite = { token: editorToken, siteId: '5', language: 'en' };
  });
  afterAll(() => server?.stop());

  it('keeps a view with its state for its owner, and shows a shared one to the site only', async () => {
    const own = await created(chief, { name: 'Benim haberlerim' });
    expect(own).toMatchObject({ resource: 'contentList', name: 'Benim haberlerim', state: STATE, shared: false, mine: true, ownerName: 'Cem Şef', version: 1 });
    const shared = await created(chief, { name: 'Sabah masası', shared: true });

    expect((await list(chief)).map((view) => view.name)).toEqual(['Benim haberlerim', 'Sabah masası']);
    expect(await list(editor)).toEqual([{ ...shared, mine: false, updatedDate: expect.any(String) }]);
    expect(await list(editorOtherSite)).toEqual([]);
    expect(await list(chief, 'agencyDesk')).toEqual([]);

    // The editor's own come first, then the shared ones of others.
    await created(editor, { name: 'Zeytin' });
    expect((await list(editor)).map((view) => [view.name, view.mine])).toEqual([['Zeytin', true], ['Sabah masası', false]]);
  });

  it('lets only the owner change or delete a view, refuses a stale version and a name used twice', async () => {
    const view = await created(chief, { name: 'Spor', shared: true });
    const rename = { id: view.id, version: view.version, resource: 'contentList', name: 'Spor (öğle)', state: { filter: { search: 'maç' } }, shared: true };

    expect(errorCodes(await save(editor, rename))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await remove(editor, view.id))).toEqual(['FORBIDDEN']);
    // On another site the view is not there at all.
    expect(errorCodes(await save({ ...chief, siteId: '5' }, rename))).toEqual(['NOT_FOUND']);

    const renamed = await save(chief, rename);
    expect(renamed.data?.saveSavedView).toMatchObject({ name: 'Spor (öğle)', state: { filter: { search: 'maç' } }, version: 2 });
    expect(errorCodes(await save(chief, rename))).toEqual(['CONFLICT']);

    const taken = await save(chief, { resource: 'contentList', name: 'Spor (öğle)', state: {}, shared: false });
    expect(errorCodes(taken)).toEqual(['CONFLICT']);
    expect(taken.errors?.[0]?.message).toContain('Spor (öğle)');
    // The same name on another list, or by another user, is another view.
    await created(chief, { resource: 'agencyDesk', name: 'Spor (öğle)' });
    await created(editor, { name: 'Spor (öğle)' });

    expect((await remove(chief, view.id)).data?.deleteSavedView).toBe(true);
    expect((await list(editor)).some((shown) => shown.id === view.id)).toBe(false);
    expect(errorCodes(await remove(chief, view.id))).toEqual(['NOT_FOUND']);
  });

  it('keeps a private view from everyone else, and refuses malformed input and callers without a session or site', async () => {
    const secret = await created(chief, { name: 'Gizli' });
    expect(errorCodes(await remove(editor, secret.id))).toEqual(['NOT_FOUND']);

    expect(errorCodes(await save(chief, { resource: 'contentList', name: '   ', state: {}, shared: false }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await save(chief, { resource: 'contentList', name: 'Kötü', state: { sort: { field: 'title', order: 'UP' } }, shared: false }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await save(chief, { resource: 'contentList', name: 'Kötü', state: [], shared: false }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await save(chief, { resource: 'no spaces allowed', name: 'Kötü', state: {}, shared: false }))).toEqual(['BAD_USER_INPUT']);

    const anonymous = await graphqlCall(server.yoga, LIST, { siteId: '4', variables: { resource: 'contentList' } });
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    // The agency account works on site 4 only.
    const agency = { token: await demoToken(server.baseUrl, 'agency'), siteId: '1', language: 'en' };
    expect(errorCodes(await graphqlCall(server.yoga, LIST, { ...agency, variables: { resource: 'contentList' } }))).toEqual(['FORBIDDEN']);
  });
});
