/** Saved views' API (server/savedViews/README.md): every call on the request's site, for any signed-in user. */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { deleteSavedView, listSavedViews, saveSavedView } from './savedViews.ts';

const savedViewsTypeDefs = /* GraphQL */ `
  "A list's filters, sort and hidden columns saved under a name by a user; shared ones are offered to the whole site."
  type SavedView {
    id: ID!
    "The list's name: a kit list's columns name (contentList), lowcode.<resource> for a declared resource."
    resource: String!
    name: String!
    "{ filter, sort: { field, order }, hiddenColumns }"
    state: JSON!
    shared: Boolean!
    "The caller owns it (only the owner changes or deletes it)."
    mine: Boolean!
    ownerName: String
    version: Int!
    updatedDate: DateTime!
  }

  "No id: a new view. An id: the caller's view at version (CONFLICT when stale)."
  input SavedViewInput {
    id: ID
    version: Int
    resource: String!
    name: String!
    state: JSON!
    shared: Boolean!
  }

  type Query {
    "The caller's views of the list and those shared on the site; the caller's first, then by name."
    savedViews(resource: String!): [SavedView!]!
  }

  type Mutation {
    "CONFLICT for a name the caller already gave a view of the list, or a stale version; FORBIDDEN for another's view."
    saveSavedView(input: SavedViewInput!): SavedView!
    "FORBIDDEN for another's shared view; NOT_FOUND for one not seen."
    deleteSavedView(id: ID!): Boolean!
  }
`;

const resolvers: Resolvers = {
  Query: {
    savedViews: (_source, { resource }, context) => listSavedViews(context, resource),
  },
  Mutation: {
    saveSavedView: (_source, { input }, context) => saveSavedView(context, input),
    deleteSavedView: (_source, { id }, context) => deleteSavedView(context, id),
  },
};

export const savedViewsModule: GraphQLModule = {
  typeDefs: savedViewsTypeDefs,
  resolvers,
  operations: {
    Query: { savedViews: { permission: 'signedIn', siteScoped: true } },
    Mutation: {
      saveSavedView: { permission: 'signedIn', siteScoped: true },
      deleteSavedView: { permission: 'signedIn', siteScoped: true },
    },
  },
};
