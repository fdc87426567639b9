/**
 * The newsletter's operations beyond the declared resource's (`mailings`, `mailing`, `saveMailing`,
 * and the channels' list): schedule and cancel (server/mailing/README.md).
 */
import { mailings } from '../../resources/mailing.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { recordOutput } from '../engine/records.ts';
import { cancelMailing, scheduleMailing } from './mailingWrites.ts';

const mailingTypeDefs = /* GraphQL */ `
  type Mutation {
    "Spec 02 §4: a draft mailing becomes pending (upcoming), its send time checked against the lead time again."
    scheduleMailing(id: ID!, version: Int!): Mailing!
    "Spec 02 §4: a draft or pending mailing is deleted and no e-mail is sent; one whose send has begun is refused (CONFLICT)."
    cancelMailing(id: ID!, version: Int!): Boolean!
  }
`;

const resolvers: Resolvers = {
  Mutation: {
    scheduleMailing: async (_source, args, context) => recordOutput(mailings, await scheduleMailing(context, args)),
    cancelMailing: (_source, args, context) => cancelMailing(context, args),
  },
};

export const mailingModule: GraphQLModule = {
  typeDefs: mailingTypeDefs,
  resolvers,
  operations: {
    Mutation: {
      scheduleMailing: { permission: 'mailing.save', siteScoped: true },
      cancelMailing: { permission: 'mailing.delete', siteScoped: true },
    },
  },
};
