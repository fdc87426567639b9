import { getNamedType } from '../../server/contract/graphqlRuntime.ts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesFilter } from '../../resources/access.ts';
import type { SitePermissions } from '../../resources/permissions.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/demoUsers.ts';
import { hashPassword } from '../../server/db/password.ts';
import { localAccounts, mediaFiles, roles, users } from '../../server/db/schema.ts';
import { OPERATIONS as operations } from '../../server/graphql/modules.ts';
import { REALTIME_TOPICS } from '../../server/events/realtimeTopics.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { canAccess } from '../../src/providers/canAccess.ts';
import { firstSubscriptionResult, graphqlCall, type GraphQLResponse } from './support/graphqlCall.ts';
import { acceptCurrentHandbook } from './support/handbook.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { probeOperation, requiredInputTypes, rootFields, type IdFixture, type InputFixtures } from './support/operationProbe.ts';
import { agencyProbes } from './support/agencyProbes.ts';
import { headlineProbes } from './support/headlineProbes.ts';
import { mailingProbes } from './support/mailingProbes.ts';
import { resourceProbes, type ResourceProbes } from './support/resourceProbes.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { seoContentInputFor } from './support/seoContentProbes.ts';
import { storyProbes } from './support/storyProbes.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { webhookProbes } from './support/webhookProbes.ts';
import { heartbeat, releasePermit, takeOver } from '../../server/permits/permitOperations.ts';

/**
 * For every root field × every seeded role × sites 4 and 5, the API allows exactly what the
 * browser's canAccess allows for the permission the field declares in its module (server/graphql/modules.ts).
 */
const SITES = ['4', '5'];
const FIELDS = rootFields(buildSchema());
/** Inputs the probe's made-up values would not pass before the guard's answer is known: the editor report's range needs its start before its end; a bulk call names a declared action. */
const OWN_INPUTS: InputFixtures = {
  EditorContentReportFilter: { createdDateFrom: '2026-01-01T00:00:00.000Z', createdDateTo: '2026-01-08T00:00:00.000Z' },
  // A bulk call is allowed as its action's single-row operation is (no row: nothing changes).
  BulkActionInput: { resource: 'contents', action: 'delete', rows: [] },
  SavedViewInput: { resource: 'matrixProbe', name: 'Matrix probe', state: {}, shared: false },
};

/** Subscription.realtimeEvents is probed on this topic, which the topic registry guards. */
const PROBED_TOPIC = 'agencyItems';
const isRealtimeEvents = (rootType: string, fieldName: string) => rootType === 'Subscription' && fieldName === 'realtimeEvents';

interface RoleUser {
  roleId: string;
  userId: string;
  token: string;
}

function expectedAllowed(
  rootType: keyof typeof operations,
  fieldName: string,
  session: Parameters<typeof canAccess>[0],
  args: Record<string, unknown>,
  callerId: string,
  /** The existing record the operation touches, when it touches one of the resources' probes. */
  probed: Record<string, unknown> | undefined,
): boolean {
  const rule = operations[rootType][fieldName];
  if (!rule) throw new Error(`${rootType}.${fieldName} is not in the operations registry`);
  const granted = (permission: string) => {
    const [resource, action] = permission.split('.');
    return canAccess(session, { resource, action });
  };
  if (rule.access) {
    // A declaration's access function, run over canAccess: a row filter allows a list (keeping to
    // its rows) and a record only when the record is one of them, a new record (an input without
    // id) only when it is one of them too; an update must hold for the input as well.
    const answer = rule.access({ userId: callerId, granted }, args);
    if (typeof answer === 'boolean') return answer;
    const input = args.input as { id?: unknown } | undefined;
    // The id may go by the spec's name (updateStatusToContent's contentId).
    const id = args.id ?? input?.id ?? (probed && Object.values(args).includes(probed.id) ? probed.id : undefined);
    const existing = id === undefined ? undefined : probed?.id === id ? probed : { id };
    if (existing && !matchesFilter(answer, existing)) return false;
    return !input || matchesFilter(answer, { ...existing, ...input });
  }
  const permission = isRealtimeEvents(rootType, fieldName) ? REALTIME_TOPICS[PROBED_TOPIC].read : rule.permission;
  if (permission === 'signedIn') return true;
  const requested = typeof permission === 'string' ? [permission] : permission;
  return requested.some(granted);
}

function outcome(response: GraphQLResponse<unknown>, fieldName: string): 'allowed' | 'denied' | string {
  const refusals = (response.errors ?? []).filter((error) => ['FORBIDDEN', 'UNAUTHENTICATED'].includes(error.extensions?.code ?? ''));
  if (refusals.length === 0) {
    const data = response.data as Record<string, unknown> | null | undefined;
    // Past the guard, a delete may find its probe record gone (an earlier caller deleted it) or still referenced,
    // and an edit permit (or a content write it guards) may be another caller's.
    // The probe's made-up string ('probe') is no e-mail address for addMailingSubscriber.
    const answeredByResolver =
      (response.errors ?? []).length > 0 &&
      response.errors!.every(
        (error) =>
          /^(NOT_FOUND|CONFLICT|PERMIT_\w+)$/.test(error.extensions?.code ?? '') ||
          (error.extensions as { messageKey?: string } | undefined)?.messageKey === 'mailing.subscribers.errors.invalidEmail',
      );
    return (data && fieldName in data) || answeredByResolver ? 'allowed' : `no data: ${JSON.stringify(response)}`;
  }
  return refusals.every((error) => error.extensions?.code === 'FORBIDDEN' && error.path?.[0] === fieldName) ? 'denied' : JSON.stringify(refusals);
}

describe.each(testDatabaseKinds())('access matrix on %s: server = canAccess', (database) => {
  let server: TestApp;
  const roleUsers: RoleUser[] = [];
  const newSiteUsers: string[] = [];
  const matrices = new Map<string, SitePermissions[]>();
  let resources: ResourceProbes;
  let agency: Awaited<ReturnType<typeof agencyProbes>>;
  let headlines: Awaited<ReturnType<typeof headlineProbes>>;
  let mailing: Awaited<ReturnType<typeof mailingProbes>>;
  let boards: Awaited<ReturnType<typeof storyProbes>>;
  let webhooks: Awaited<ReturnType<typeof webhookProbes>>;
  let seen = { allowed: 0, denied: 0 };

  /** A user of every seeded role on sites 4 and 5: a demo account when one fits, else one made here. */
  async function userForRole(roleId: string): Promise<{ email: string; password: string }> {
    const demo = DEMO_USERS.find((user) => user.isApproved && user.roles.join() === roleId && SITES.every((site) => user.sites.includes(site)));
    if (demo) return { email: demo.email, password: DEMO_PASSWORD };
    const email = `matrix-role-${roleId}@test.example`;
    const password = `matrix-${roleId}-password`;
    const [created] = await server.db
      .insert(users)
      .values({ name: `Matrix role ${roleId}`, username: `matrix${roleId}`, email, isApproved: true, roles: [roleId], sites: SITES })
      .returning();
    await server.db.insert(localAccounts).values({ userId: created.id, passwordHash: await hashPassword(password) });
    return { email, password };
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    const seededRoles = await server.db.select().from(roles).orderBy(asc(roles.id));
    expect(seededRoles.length).toBeGreaterThan(1);
    for (const role of seededRoles) {
      const { email, password } = await userForRole(role.id);
      const [row] = await server.db.select().from(users).where(eq(users.email, email));
      const { idToken } = await loginWithPassword(server.baseUrl, email, password);
      // Content writes need the editor's handbook accepted, apart from any permission: every caller has.
      await acceptCurrentHandbook(server.yoga, idToken);
      roleUsers.push({ roleId: role.id, userId: String(row.id), token: idToken });
    }
    const admin = roleUsers.find((user) => user.roleId === '1')!;
    for (const siteId of SITES) {
      const response = await graphqlCall<{ permissions: SitePermissions[] }>(
        server.yoga,
        '{ permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } } }',
        { token: admin.token, siteId },
      );
      matrices.set(siteId, response.data!.permissions);
    }
    // A library row describes a stored file: its sample path is made one first.
    resources = await resourceProbes(server.yoga, admin.token, SITES, {
      prepareInput: async (resource, input) => {
        if (resource.name !== 'mediaItems') return;
        const relativePath = String(input.path);
        await server.db
          .insert(mediaFiles)
          .values({ fileHash: `probe ${relativePath}`, relativePath, mimeType: 'image/jpeg', size: 1, width: 1, height: 1 })
          .onConflictDoNothing();
      },
    });
    agency = await agencyProbes(server.db, server.events);
    headlines = await headlineProbes(server.yoga, server.events, admin.token, SITES);
    mailing = await mailingProbes(server.yoga, admin.token, SITES);
    boards = await storyProbes(server.yoga, server.events, admin.token, SITES);
    webhooks = await webhookProbes(server.yoga, server.db, admin.token, SITES);
    // addSiteUsers takes users not on the site yet: one each probe, since an allowed call puts its user there.
    const fresh = await server.db
      .insert(users)
      .values(Array.from({ length: seededRoles.length * SITES.length }, (_, n) => ({ name: `Site probe ${n}`, username: `siteprobe${n}`, email: `site-probe-${n}@test.example` })))
      .returning({ id: users.id });
    newSiteUsers.push(...fresh.map((row) => String(row.id)));
  });
  afterAll(() => server?.stop());

  /** Runs `call` while a new viewer arrives on the content probe's permit every 50 ms: a real change to hear. */
  async function whilePermitChanges<T>(siteId: string, recordId: string, call: () => Promise<T>): Promise<T> {
    const env = { db: server.db, events: server.events, settings: server.config.permits };
    const key = { site: Number(siteId), resource: 'contents', recordId };
    const viewer = Number(roleUsers.find((user) => user.roleId === '1')!.userId);
    let tab = 0;
    const timer = setInterval(() => void heartbeat(env, key, { userId: viewer, session: `matrix-${tab++}` }).catch(() => undefined), 50);
    try {
      return await call();
    } finally {
      clearInterval(timer);
    }
  }

  /** Runs `call` while the content probe's permit changes hands every 50 ms: a holder change for a list to hear. */
  async function whileHoldersChange<T>(siteId: string, recordId: string, call: () => Promise<T>): Promise<T> {
    const env = { db: server.db, events: server.events, settings: server.config.permits };
    const key = { site: Number(siteId), resource: 'contents', recordId };
    const holders = ['1', '2'].map((roleId) => Number(roleUsers.find((user) => user.roleId === roleId)!.userId));
    const tabs = holders.map((userId) => ({ userId, session: 'matrix-holder' }));
    let turn = 0;
    let last: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => (last = takeOver(env, key, tabs[turn++ % 2]!, 'en').catch(() => undefined)), 50);
    try {
      return await call();
    } finally {
      clearInterval(timer);
      // Free again for the operations probed after this one.
      await last;
      for (const tab of tabs) await releasePermit(env, key, tab);
    }
  }

  it.each(FIELDS.map((entry) => [`${entry.rootType}.${entry.field.name}`, entry] as const))('%s', async (_name, entry) => {
    const mismatches: string[] = [];
    for (const caller of roleUsers) {
      // Never the caller's own record: operations that also allow "self" are then judged by their permission alone.
      const someoneElse = roleUsers.find((user) => user.userId !== caller.userId)!;
      for (const siteId of SITES) {
        const idFor: IdFixture = (returnType, argumentName) => {
          if (returnType === 'User' || argumentName === 'userId') return someoneElse.userId;
          if (argumentName === 'userIds') return newSiteUsers.pop()!;
          if (returnType === 'Site' || returnType === 'SiteSettings') return siteId;
          // Any draft id: past the guard, a draft that is not the caller's is not found.
          if (returnType === 'ContentDraft' || entry.field.name === 'deleteContentDraft') return '1';
          // Any saved view id: past the guard, a view not there is not found.
          if (entry.field.name === 'deleteSavedView') return '999999';
          // A user compared with the directory (a user off the site is not found), and a site refresh job not there.
          if (entry.field.name === 'refreshUserFromDirectory') return someoneElse.userId;
          if (entry.field.name === 'directoryRefreshJob') return '999999';
          // An edit permit is probed on the content probe (its resource is set below).
          if (returnType === 'EditPermit' || returnType === 'EditPermitHolder') return resources.idFor(entry.field.name, 'Content', siteId)!;
          const resourceId =
            mailing.idFor(entry.field.name, argumentName, siteId) ??
            boards.idFor(entry.field.name, argumentName, siteId) ??
            webhooks.idFor(entry.field.name, argumentName, siteId) ??
            resources.idFor(entry.field.name, returnType, siteId, argumentName) ?? agency.idFor(argumentName) ?? headlines.idFor(returnType, argumentName, siteId);
          if (resourceId) return resourceId;
          throw new Error(`no fixture id for ${argumentName} of ${entry.rootType}.${entry.field.name} (returns ${returnType}): add one here`);
        };
        const inputs: InputFixtures = {};
        for (const typeName of requiredInputTypes(entry)) {
          const input = (await resources.inputFor(typeName, siteId)) ?? (await agency.inputFor(typeName)) ?? headlines.inputFor(typeName, siteId) ?? seoContentInputFor(typeName) ?? webhooks.inputFor(typeName) ?? OWN_INPUTS[typeName];
          if (input) inputs[typeName] = input;
        }
        const { query, variables } = probeOperation(entry, idFor, inputs);
        if (isRealtimeEvents(entry.rootType, entry.field.name)) variables.topic = PROBED_TOPIC;
        const returnType = getNamedType(entry.field.type).name;
        const holderChanges = returnType === 'EditPermitHolderChange';
        if (returnType === 'EditPermit' || returnType === 'EditPermitHolder' || holderChanges) variables.resource = 'contents';
        const session = { roleIds: [caller.roleId], permissions: matrices.get(siteId)!, siteId };
        const probed = resources.recordFor(entry.field.name, returnType === 'EditPermit' ? 'Content' : returnType, siteId);
        const expected = expectedAllowed(entry.rootType, entry.field.name, session, variables, caller.userId, probed) ? 'allowed' : 'denied';
        const options = { token: caller.token, siteId, variables };
        const subscribed = () => firstSubscriptionResult(server.yoga, query, options);
        const response =
          entry.rootType !== 'Subscription'
            ? await graphqlCall(server.yoga, query, options)
            : returnType === 'EditPermit'
              ? await whilePermitChanges(siteId, String(variables.id), subscribed)
              : holderChanges
                ? await whileHoldersChange(siteId, resources.idFor(entry.field.name, 'Content', siteId)!, subscribed)
              : returnType === 'HeadlineChange'
                ? await headlines.whileChanging(siteId, subscribed)
                : boards.hears(entry.field.name)
                  ? await boards.whileChanging(entry.field.name, siteId, subscribed)
                  : await agency.whileAnnouncing(subscribed);
        const actual = outcome(response, entry.field.name);
        seen = { ...seen, [expected]: seen[expected] + 1 };
        if (actual !== expected) mismatches.push(`role ${caller.roleId} on site ${siteId}: canAccess says ${expected}, server ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('exercised both answers (a matrix where everything is allowed proves nothing)', () => {
    expect(seen.allowed).toBeGreaterThan(0);
    expect(seen.denied).toBeGreaterThan(0);
    expect(seen.allowed + seen.denied).toBe(FIELDS.length * roleUsers.length * SITES.length);
  });
});
