/**
 * `refreshUserFromDirectory(id, apply, version)` (user.save on the request's site, the user a
 * member of it): what the directory would change of the user, or, with apply, those changes saved;
 * `refreshSiteUsersFromDirectory` (user.permissions) queues the refresh of every user of the site
 * as one job, and `directoryRefreshJob(id)` follows it.
 */
import { serviceOf, type RequestContext } from '../context.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { belongsToSite } from '../auth/siteMembership.ts';
import type { JobRow } from '../db/jobsTable.ts';
import { malformedRequest, saveError } from '../engine/inputErrors.ts';
import { DirectoryUnavailable } from './directoryAdapter.ts';
import { directoryUnavailable } from './directoryMessages.ts';
import { refreshUser, userOf } from './directoryRefresh.ts';
import { queueSiteRefresh, siteRefreshJob, type RefreshSiteCounts } from './directoryRefreshJob.ts';

const typeDefs = /* GraphQL */ `
  "One field the directory says otherwise: name, email, department or picture (its before and after as addresses; a picture not stored yet is a data: address)."
  type DirectoryChange {
    field: String!
    before: String
    after: String
  }

  "A user compared with (or refreshed from) the identity directory."
  type DirectoryRefresh {
    userId: ID!
    "False: the directory does not know the user (nothing to change)."
    found: Boolean!
    changes: [DirectoryChange!]!
    "True when the changes were saved."
    applied: Boolean!
    "The user's version now: the one a later save or apply needs."
    version: Int
  }

  "The refresh of a site's users from the directory, as it goes."
  type DirectoryRefreshJob {
    id: ID!
    "pending, running, done or failed."
    state: String!
    total: Int!
    done: Int!
    refreshed: Int!
    unchanged: Int!
    notFound: Int!
    failed: Int!
  }

  type Query {
    "A refresh of the request's site's users (refreshSiteUsersFromDirectory); null for another site's or none. Needs user.permissions."
    directoryRefreshJob(id: ID!): DirectoryRefreshJob
  }

  type Mutation {
    "Compare the user with the identity directory; with apply (and the version the admin saw), save what differs. Needs user.save on a site of the user."
    refreshUserFromDirectory(id: ID!, apply: Boolean = false, version: Int): DirectoryRefresh!
    "Refresh every user of the request's site from the directory, as one job (a second call while it waits or runs answers the same job). Needs user.permissions."
    refreshSiteUsersFromDirectory: DirectoryRefreshJob!
  }
`;

function jobOutput(job: JobRow) {
  const counts = (job.result ?? {}) as Partial<RefreshSiteCounts>;
  const count = (name: keyof RefreshSiteCounts) => counts[name] ?? 0;
  return {
    id: String(job.id),
    state: job.state,
    total: count('total'),
    done: count('done'),
    refreshed: count('refreshed'),
    unchanged: count('unchanged'),
    notFound: count('notFound'),
    failed: count('failed'),
  };
}

async function refreshOne(_: unknown, args: { id: string; apply?: boolean | null; version?: number | null }, context: RequestContext) {
  if (!/^\d{1,9}$/.test(args.id)) throw saveError('NOT_FOUND', 'notFound', context.language);
  const apply = args.apply === true;
  if (apply && (args.version === undefined || args.version === null)) throw malformedRequest('apply needs the version the refresh is based on');
  const user = await userOf(context, Number(args.id));
  const site = await context.site();
  // A user of another site is none of this site's business: not found, as another site's records are.
  if (!site || !belongsToSite(user, site)) throw saveError('NOT_FOUND', 'notFound', context.language);
  try {
    return await refreshUser(context, serviceOf(context, 'directory'), user, { apply, version: args.version });
  } catch (error) {
    if (error instanceof DirectoryUnavailable) throw directoryUnavailable(context.language);
    throw error;
  }
}

export const directoryModule: GraphQLModule = {
  typeDefs,
  resolvers: {
    Query: {
      directoryRefreshJob: async (_: unknown, { id }: { id: string }, context: RequestContext) => {
        const job = await siteRefreshJob(context.db, id, context.siteNumber!);
        return job ? jobOutput(job) : null;
      },
    },
    Mutation: {
      refreshUserFromDirectory: refreshOne,
      refreshSiteUsersFromDirectory: async (_: unknown, __: unknown, context: RequestContext) =>
        jobOutput(await queueSiteRefresh(context.db, { siteId: context.siteNumber!, requestedBy: context.user.id })),
    },
  },
  operations: {
    Query: { directoryRefreshJob: { permission: 'user.permissions', siteScoped: true } },
    Mutation: {
      refreshUserFromDirectory: { permission: 'user.save', siteScoped: true },
      refreshSiteUsersFromDirectory: { permission: 'user.permissions', siteScoped: true },
    },
  },
};
