/**
 * `addSiteUsers(userIds)`: a site's administrator (user.permissions there, as for its settings)
 * adds users picked from the user search to the request's site; each one's `sites` gains it. The
 * site's users as they would become are held to the declared rule (resources/siteUsers.ts): a user
 * already on the site, one given twice, or an id that names no user is refused on `userIds`
 * (BAD_USER_INPUT) and nothing is written. Each change is a user's update: version, who and when,
 * audit row, and the sessions read again (a user's sites decide where they may sign in).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { siteUsersRefusal } from '../../resources/siteUsers.ts';
import { users as userResource } from '../../resources/user.ts';
import type { RequestContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { writeAudit } from '../engine/audit.ts';
import { afterChange } from '../engine/changeHooks.ts';
import { badInput } from '../engine/inputErrors.ts';
import { recordOutput, type Row } from '../engine/records.ts';
import { hooksOf } from '../engine/resourceHooks.ts';
import { SITE_SETTINGS_PERMISSION } from './siteSettingsModule.ts';
import type { MutationResolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const siteUsersTypeDefs = /* GraphQL */ `
  type Mutation {
    "Adds users picked from the user search to the request's site; needs user.permissions there. A user already on the site, one given twice or an id naming no user is refused (BAD_USER_INPUT on userIds) and nothing changes. Answers the ids added."
    addSiteUsers(userIds: [ID!]!): [ID!]!
  }
`;

const ID = /^[1-9]\d{0,8}$/;

async function addUsers(userIds: readonly string[], context: RequestContext) {
  const siteId = String(context.siteNumber);
  return context.db.transaction(async (tx) => {
    // The picked rows first, locked: two administrators adding the same user run one after the other.
    const ids = [...new Set(userIds.filter((id) => ID.test(id)).map(Number))];
    const picked: Row[] = ids.length > 0 ? await tx.select().from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update') : [];
    const known = new Set(picked.map((row) => String(row.id)));
    const members = await tx.select({ id: users.id }).from(users).where(sql`${siteId} = any(${users.sites})`);
    const refusal = siteUsersRefusal(
      members.map((member) => String(member.id)),
      userIds.map((id) => (known.has(id) ? id : null)),
    );
    if (refusal) throw badInput({ userIds: refusal }, context.language);
    const changed: { before: Row; after: Row }[] = [];
    for (const before of picked) {
      const sites = [...(before.sites as string[]), siteId];
      const [after]: Row[] = await tx
        .update(users)
        .set({ sites, version: (before.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
        .where(eq(users.id, before.id as number))
        .returning();
      await hooksOf(userResource.name).checkWrite(tx, before, after!, context);
      await writeAudit(tx, { resource: userResource, recordId: before.id, action: 'update', changes: { sites: { from: before.sites, to: sites } } }, context);
      changed.push({ before, after: after! });
    }
    return changed;
  });
}

const addSiteUsers: MutationResolvers['addSiteUsers'] = async (_, { userIds }, context) => {
  const changed = await addUsers(userIds, context);
  for (const { before, after } of changed) {
    await afterChange(userResource, { doc: recordOutput(userResource, after), previousDoc: recordOutput(userResource, before), operation: 'update' }, context);
  }
  return changed.map(({ after }) => String(after.id));
};

export const siteUsersModule: GraphQLModule = {
  typeDefs: siteUsersTypeDefs,
  resolvers: { Mutation: { addSiteUsers } },
  operations: { Mutation: { addSiteUsers: { permission: SITE_SETTINGS_PERMISSION, siteScoped: true } } },
};
