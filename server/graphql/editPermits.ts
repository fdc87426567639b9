/**
 * Edit permits (spec 02 §1, §4): one editor at a time on a record. The rules and the table are in
 * server/permits/; this module is the API of README "Edit permits".
 */
import type { GraphQLModule } from './graphqlModule.ts';
import { GraphQLScalarType, Kind } from './graphqlRuntime.ts';

const typeDefs = /* GraphQL */ `
  "A moment, as ISO-8601 text in UTC."
  scalar DateTime

  "One user on an edit permit (holder, requester or viewer)."
  type EditPermitUser {
    userId: ID!
    name: String!
    "The browser tab (editor session) this user is in; a user may have several tabs."
    session: String!
    since: DateTime!
  }

  type EditPermitRequest {
    user: EditPermitUser!
    requestedAt: DateTime!
    "When the server grants the request if the holder has not answered (auto-accept countdown)."
    autoAcceptAt: DateTime!
  }

  "The last transition, so a tab that receives the event can tell its user what happened."
  type EditPermitTransition {
    "held | released | expired | requested | accepted | declined | autoAccepted | takenOver | removed"
    kind: String!
    "Who caused it (null for expired / autoAccepted: the server did)."
    byUserId: ID
    "Who the permit went to (accepted / autoAccepted / takenOver / held), or who was removed (removed)."
    toUserId: ID
    toSession: String
    at: DateTime!
  }

  type EditPermit {
    resource: String!
    recordId: ID!
    "Null when nobody holds it."
    holder: EditPermitUser
    "When the holder's permit lapses without a heartbeat."
    expiresAt: DateTime
    request: EditPermitRequest
    "Users with the page open (presence), holder included; each has a heartbeat."
    viewers: [EditPermitUser!]!
    last: EditPermitTransition
    "Seconds of the auto-accept countdown and of the heartbeat expiry (server settings), for the UI."
    autoAcceptSeconds: Int!
    heartbeatSeconds: Int!
  }

  type Query {
    editPermit(resource: String!, id: ID!): EditPermit!
  }

  type Mutation {
    "Free (or expired) -> yours; already yours -> refreshed. Refused (code PERMIT_HELD) when someone else holds it."
    holdEditPermit(resource: String!, id: ID!, session: String!): EditPermit!
    "Holder: refreshes its expiry. Others: refreshes their presence as viewer. Call every heartbeatSeconds/3."
    heartbeatEditPermit(resource: String!, id: ID!, session: String!): EditPermit!
    "Ask the holder. Refused PERMIT_ALREADY_REQUESTED (you asked already) / PERMIT_REQUESTED_BY_OTHER (someone else asked)."
    requestEditPermit(resource: String!, id: ID!, session: String!): EditPermit!
    "Holder only: accept gives it to the requester; decline clears the request."
    answerEditPermitRequest(resource: String!, id: ID!, accept: Boolean!): EditPermit!
    "Needs the take-over permission; the permit moves to the caller at once."
    takeOverEditPermit(resource: String!, id: ID!, session: String!): EditPermit!
    "Holder leaves (tab closing / leaving the editor). Also drops the caller's presence."
    releaseEditPermit(resource: String!, id: ID!, session: String!): EditPermit!
    "Holder only: the user (all their sessions) leaves the page and is told so."
    removeUserFromPage(resource: String!, id: ID!, userId: ID!): EditPermit!
  }

  type Subscription {
    "Every change of the permit (hold, release, expiry, request, answer, take over, presence)."
    editPermitChanged(resource: String!, id: ID!): EditPermit!
  }
`;

/** Sent as ISO-8601 text; read from ISO-8601 text. */
const dateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => new Date(String(value)).toISOString(),
  parseLiteral: (node) => (node.kind === Kind.STRING ? new Date(node.value).toISOString() : undefined),
});

const notYet = () => {
  throw new Error('not implemented');
};

// The resource's own permissions (save, take over) are checked in the resolvers, per record.
const RULE = { permission: 'signedIn', siteScoped: true } as const;

export const editPermitModule: GraphQLModule = {
  typeDefs,
  resolvers: {
    DateTime: dateTime,
    Query: { editPermit: notYet },
    Mutation: {
      holdEditPermit: notYet,
      heartbeatEditPermit: notYet,
      requestEditPermit: notYet,
      answerEditPermitRequest: notYet,
      takeOverEditPermit: notYet,
      releaseEditPermit: notYet,
      removeUserFromPage: notYet,
    },
    Subscription: { editPermitChanged: { subscribe: notYet } },
  },
  operations: {
    Query: { editPermit: RULE },
    Mutation: {
      holdEditPermit: RULE,
      heartbeatEditPermit: RULE,
      requestEditPermit: RULE,
      answerEditPermitRequest: RULE,
      takeOverEditPermit: RULE,
      releaseEditPermit: RULE,
      removeUserFromPage: RULE,
    },
    Subscription: { editPermitChanged: RULE },
  },
};
