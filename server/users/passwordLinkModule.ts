/**
 * `createPasswordLink(userId)`: a one-time link (24 hours) with which a user created in the admin
 * sets a password on the embedded provider's page (`<issuer>/set-password/<token>`). It lets
 * whoever holds it sign in as that user, so it needs what changing a user's e-mail needs:
 * user.permissions. With an external provider nothing of this is needed (the admin hides it).
 */
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { createPasswordLink } from '../db/passwordLinks.ts';
import { users } from '../db/schema.ts';
import { saveError } from '../engine/inputErrors.ts';
import type { MutationCreatePasswordLinkArgs } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const passwordLinkTypeDefs = /* GraphQL */ `
  "A one-time set-password link's secret part and when it stops working; the page is <issuer>/set-password/<token>."
  type PasswordLink {
    token: String!
    expiresAt: String!
  }

  type Mutation {
    "A new one-time set-password link for the user (their unused links stop working); needs user.permissions."
    createPasswordLink(userId: ID!): PasswordLink!
  }
`;

async function createLink(_: unknown, { userId }: MutationCreatePasswordLinkArgs, context: RequestContext) {
  const [user] = /^\d{1,9}$/.test(userId) ? await context.db.select({ id: users.id }).from(users).where(eq(users.id, Number(userId))) : [];
  if (!user) throw saveError('NOT_FOUND', 'notFound', context.language);
  const { token, expiresAt } = await createPasswordLink(context.db, user.id, context.user.id);
  return { token, expiresAt: expiresAt.toISOString() };
}

export const passwordLinkModule: GraphQLModule = {
  typeDefs: passwordLinkTypeDefs,
  resolvers: { Mutation: { createPasswordLink: createLink } },
  operations: { Mutation: { createPasswordLink: { permission: 'user.permissions', siteScoped: true } } },
};
