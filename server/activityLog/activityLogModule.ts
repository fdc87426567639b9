/** The activity log's API (server/activityLog/README.md): one query, on the request's site, for activityLog.view. */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { activityLog } from './activityLog.ts';

const activityLogTypeDefs = /* GraphQL */ `
  "Which audit rows to show: each given field narrows them; from and to include their moment."
  input ActivityLogFilter {
    userId: ID
    "A resource name (contents, categories)."
    resource: String
    recordId: ID
    "create, update, restore, status or delete."
    action: String
    from: DateTime
    to: DateTime
  }

  "One write through the resource engine: who did what to which record, and when."
  type ActivityEntry {
    id: ID!
    resource: String!
    recordId: ID!
    action: String!
    userId: ID
    userName: String
    at: DateTime!
    "The declared fields the write changed."
    fields: [String!]!
    "The revision the write kept, when the record keeps revisions and still has it."
    revisionId: ID
  }

  type Query {
    "The site's audit rows, newest first, page (from 1) of limit (default 50, at most 200)."
    activityLog(filter: ActivityLogFilter, page: Int, limit: Int): [ActivityEntry!]!
  }
`;

const resolvers: Resolvers = {
  Query: {
    activityLog: (_source, args, context) => activityLog(context, args),
  },
};

export const activityLogModule: GraphQLModule = {
  typeDefs: activityLogTypeDefs,
  resolvers,
  operations: { Query: { activityLog: { permission: 'activityLog.view', siteScoped: true } } },
};
