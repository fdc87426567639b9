/**
 * The content list's editor filter and editor column: the users who saved a content of the site
 * last (its creator until someone updates it), the same reading as the list's `editorId` filter.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { contentsTable } from '../engine/resourceTables.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const contentEditorTypeDefs = /* GraphQL */ `
  type Query {
    "The users who saved a content of the site last (the list's editorId filter and editor column), by name."
    activeUsersOfContents: [ActiveUser!]!
  }
`;

async function contentEditors(context: RequestContext) {
  const editing = context.db
    .selectDistinct({ id: sql<number>`coalesce(${contentsTable.updatedUserId}, ${contentsTable.createdUserId})` })
    .from(contentsTable)
    .where(eq(contentsTable.siteId, context.siteNumber!));
  const rows = await context.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, editing)).orderBy(users.name);
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}

export const contentEditorModule: GraphQLModule = {
  typeDefs: contentEditorTypeDefs,
  resolvers: { Query: { activeUsersOfContents: (_source, _args, context) => contentEditors(context) } },
  operations: { Query: { activeUsersOfContents: { permission: 'content.view', siteScoped: true } } },
};
