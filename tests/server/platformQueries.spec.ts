import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { defaultSitePermissions, ROLES } from '../../resources/permissionCatalogue.ts';
import { users } from '../../server/db/schema.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, firstSubscriptionResult, graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE_FIELDS = 'id name displayName isApproved logo url linkName language tinyUrl';
const SETTINGS_FIELDS = `id isExpirationDate isProgramEnabled isMagazineQuoteEnabled isAuthorEnabled isCartoonistEnabled
  isSmilesEnabled headlineKickPermission isShowAddArchiveButton flashNewsDescription
  seoContent { dreamInterpretationTitle }
  notificationFlashNewsCoverImage { path width height crops { type path width height } }
  liveTransferCoverImage { path width height crops { type path width height } }`;
const USER_FIELDS = 'id name username email department picture isApproved sites roles createdUserId createdDate updatedUserId updatedDate';

function isIsoUtc(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value));
}

describe.each(testDatabaseKinds())('platform queries on %s', (database) => {
  let server: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of ['admin', 'chief', 'editor', 'agency'] as const) {
      tokens[account] = await demoToken(server.baseUrl, account);
      const [row] = await server.db.select().from(users).where(eq(users.email, `${account}@newsroom.example`));
      ids[account] = String(row.id);
    }
  });
  afterAll(() => server?.stop());

  it('sites: every approved site for an administrator, only their own for others', async () => {
    const admin = await graphqlCall<{ sites: Record<string, unknown>[] }>(server.yoga, `{ sites { ${SITE_FIELDS} } }`, { token: tokens.admin, siteId: '4' });
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.sites.map((site) => [site.id, site.name, site.language])).toEqual([
      ['1', 'Gündem', 'tr'],
      ['2', 'Gündem English', 'en'],
      ['3', 'Gündem Arabic', 'ar'],
      ['4', 'Haberhat', 'tr'],
      ['5', 'Gündem TV', 'tr'],
    ]);
    expect(admin.data?.sites[3]).toMatchObject({ displayName: 'Haberhat', isApproved: true, linkName: 'haberhat', url: expect.any(String) });
    const agency = await graphqlCall(server.yoga, '{ sites { id } }', { token: tokens.agency, siteId: '4' });
    expect(agency.data).toEqual({ sites: [{ id: '4' }] });
  });

  it('site(id) and siteSettings(id) with every settings field; null for a site that is not the caller’s', async () => {
    const response = await graphqlCall<{ site: Record<string, unknown>; siteSettings: Record<string, unknown> }>(
      server.yoga,
      `{ site(id: "4") { ${SITE_FIELDS} settings { ${SETTINGS_FIELDS} } } siteSettings(id: "4") { ${SETTINGS_FIELDS} } }`,
      { token: tokens.editor, siteId: '4' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.site).toMatchObject({ id: '4', name: 'Haberhat', settings: { id: '4' } });
    expect(response.data?.siteSettings).toEqual(response.data?.site.settings);
    expect(response.data?.siteSettings).toMatchObject({
      isExpirationDate: true,
      headlineKickPermission: true,
      seoContent: { dreamInterpretationTitle: expect.any(String) },
      notificationFlashNewsCoverImage: { path: expect.any(String), crops: expect.arrayContaining([expect.objectContaining({ type: 'horizontal' })]) },
      liveTransferCoverImage: null,
    });
    const foreign = await graphqlCall(server.yoga, '{ site(id: "2") { id } siteSettings(id: "2") { id } }', { token: tokens.editor, siteId: '4' });
    expect(foreign).toMatchObject({ data: { site: null, siteSettings: null } });
  });

  it('currentTime is the server clock in ISO-8601 UTC', async () => {
    const before = Date.now();
    const response = await graphqlCall<{ currentTime: string }>(server.yoga, '{ currentTime }', { token: tokens.agency, siteId: '4' });
    expect(isIsoUtc(response.data?.currentTime)).toBe(true);
    expect(Math.abs(Date.parse(response.data!.currentTime) - before)).toBeLessThan(5_000);
  });

  it("permissions: the request site's matrix, one entry, as seeded", async () => {
    for (const siteId of ['4', '5']) {
      const response = await graphqlCall(server.yoga, '{ permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } } }', {
        token: tokens.editor,
        siteId,
      });
      expect(response.data).toEqual({ permissions: [{ id: siteId, ...defaultSitePermissions(siteId) }] });
    }
  });

  it('currentUser: every field of the session user', async () => {
    const response = await graphqlCall(server.yoga, `{ currentUser { ${USER_FIELDS} } }`, { token: tokens.chief, siteId: '4' });
    expect(response.data).toEqual({
      currentUser: {
        id: ids.chief,
        name: 'Cem Şef',
        username: 'chief',
        email: 'chief@newsroom.example',
        department: 'Yazı işleri',
        picture: null,
        isApproved: true,
        sites: ['1', '4', '5'],
        roles: ['6'],
        createdUserId: null,
        createdDate: expect.any(String),
        updatedUserId: null,
        updatedDate: null,
      },
    });
    expect(isIsoUtc((response.data as { currentUser: { createdDate: string } }).currentUser.createdDate)).toBe(true);
  });

  it('user(id): with user.view, or for one’s own id; null when there is no such user', async () => {
    const chiefReadsEditor = await graphqlCall(server.yoga, `query ($id: ID!) { user(id: $id) { id email roles } }`, {
      token: tokens.chief,
      siteId: '4',
      variables: { id: ids.editor },
    });
    expect(chiefReadsEditor.data).toEqual({ user: { id: ids.editor, email: 'editor@newsroom.example', roles: ['2'] } });

    const editorReadsSelf = await graphqlCall(server.yoga, `query ($id: ID!) { user(id: $id) { email } }`, { token: tokens.editor, siteId: '4', variables: { id: ids.editor } });
    expect(editorReadsSelf.data).toEqual({ user: { email: 'editor@newsroom.example' } });

    const editorReadsAdmin = await graphqlCall(server.yoga, `query ($id: ID!) { user(id: $id) { email } }`, { token: tokens.editor, siteId: '4', variables: { id: ids.admin } });
    expect(errorCodes(editorReadsAdmin)).toEqual(['FORBIDDEN']);
    expect(editorReadsAdmin.data).toEqual({ user: null });

    const missing = await graphqlCall(server.yoga, '{ user(id: "999999") { id } }', { token: tokens.admin, siteId: '4' });
    expect(missing).toMatchObject({ data: { user: null } });
    expect(missing.errors).toBeUndefined();
  });

  it('roles: the seeded roles, named in the request’s language', async () => {
    const english = await graphqlCall(server.yoga, '{ roles { id name } }', { token: tokens.agency, siteId: '4', language: 'en' });
    expect(english.data).toEqual({ roles: ROLES.map(({ id, name }) => ({ id, name })) });
    const turkish = await graphqlCall(server.yoga, '{ roles { id name } }', { token: tokens.agency, siteId: '4', language: 'tr' });
    expect(turkish.data?.roles).toEqual([
      { id: '1', name: 'Yönetici' },
      { id: '2', name: 'Editör' },
      { id: '3', name: 'Ajans editörü' },
      { id: '4', name: 'Okur' },
      { id: '5', name: 'Muhabir' },
      { id: '6', name: 'Genel yayın yönetmeni' },
    ]);
  });

  it('answers over real HTTP through Fastify too, with the browser’s headers', async () => {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.agency}`, siteid: '4', language: 'en' },
      body: JSON.stringify({ operationName: 'GetCurrentUser', query: 'query GetCurrentUser { currentUser { email } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { currentUser: { email: 'agency@newsroom.example' } } });
  });

  it('/api/config tells the browser where to sign in', async () => {
    const response = await fetch(`${server.baseUrl}/api/config`);
    expect(await response.json()).toEqual({
      oidc: { authority: `${server.baseUrl}/oidc`, clientId: 'backoffice', scope: 'openid profile email User.Read User.Read.All' },
      graphqlPath: '/graphql',
      storageUrl: '/storage',
      upload: { maxImageBytes: 30 * 1_048_576, maxVideoBytes: 1024 * 1_048_576 },
      // The embedded provider signs users in with passwords: the admin offers set-password links.
      passwordLinks: true,
      // Spec 02 §9: ten minutes idle on the headline board.
      headlineIdleSeconds: 600,
      // Ours (spec 02 §9 does not show it): a newsletter goes out at least ten minutes after it is scheduled.
      mailingMinLeadMinutes: 10,
      // Webhook receivers inside the server's network are refused unless WEBHOOK_ALLOW_PRIVATE says otherwise.
      webhookAllowPrivate: false,
    });
  });

  describe('Subscription.currentTime', () => {
    function subscribeOverWebSocket(connectionParams: Record<string, string>) {
      const client = createClient({ url: `${server.baseUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
      return new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
        const unsubscribe = client.subscribe(
          { query: 'subscription { currentTime }' },
          {
            next: (result) => {
              unsubscribe();
              resolve(result);
            },
            error: (errors) => resolve({ errors }),
            complete: () => undefined,
          },
        );
      }).finally(() => client.dispose());
    }

    it('ticks over graphql-ws on /graphql with the connection parameters', async () => {
      const result = await subscribeOverWebSocket({ authorization: `Bearer ${tokens.agency}`, siteid: '4', language: 'tr' });
      expect(isIsoUtc((result.data as { currentTime?: string } | undefined)?.currentTime)).toBe(true);
    });

    it('refuses a websocket subscriber without a valid token or on a foreign site', async () => {
      // No valid token: the connection itself is closed (tests/server/websocketAuth.spec.ts).
      const unauthenticated = await subscribeOverWebSocket({ authorization: 'Bearer nonsense', siteid: '4' });
      expect(unauthenticated.errors).toMatchObject({ code: 4401 });
      const foreign = await subscribeOverWebSocket({ authorization: `Bearer ${tokens.agency}`, siteid: '5' });
      expect(foreign).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    });

    it('ticks over server-sent events too', async () => {
      const result = await firstSubscriptionResult<{ currentTime: string }>(server.yoga, 'subscription { currentTime }', { token: tokens.agency, siteId: '4' });
      expect(isIsoUtc(result.data?.currentTime)).toBe(true);
    });
  });
});
