/**
 * Edit permits (spec 02 §1, §4): one editor at a time on a record. The rules are in
 * server/permits/ (docs/edit-permits.md); this module is their API. Every operation needs the
 * record's save permission on the request's site; take over needs its own permission too.
 */
import type { RequestContext } from '../context.ts';
import { en, tr } from '../../resources/messages/editPermits.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import type { PermitEnv, Tab } from './permitChanges.ts';
import { permitChanges, permitHolderChanges, type PermitHolderChange } from './permitEvents.ts';
import { answerRequest, heartbeat, holdPermit, readPermit, releasePermit, removeUser, requestPermit, takeOver } from './permitOperations.ts';
import { MAX_HOLDER_IDS, permitHolders } from './permitHolders.ts';
import { PERMIT_RULE, permitResourceOf, TAKE_OVER_RULE, writablePermit } from './permitResources.ts';
import type { PermitView } from './permitView.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { GraphQLScalarType, Kind } from '../contract/graphqlRuntime.ts';
import { limitError } from '../contract/apiErrors.ts';

const permitMessages = (language: RequestContext['language']) => (language === 'en' ? en : tr).editPermits.errors;

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

  "A record someone is editing, for a list."
  type EditPermitHolder {
    recordId: ID!
    holder: EditPermitUser!
  }

  type Query {
    editPermit(resource: String!, id: ID!): EditPermit!
    "Who holds the permits of these records (at most 200, a list page), one entry per record held now."
    editPermitHolders(resource: String!, ids: [ID!]!): [EditPermitHolder!]!
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

  "A change of who holds a record's permit, for a list: the new holder, or null when nobody holds it now."
  type EditPermitHolderChange {
    recordId: ID!
    holder: EditPermitUser
  }

  type Subscription {
    "Every change of the permit (hold, release, expiry, request, answer, take over, presence)."
    editPermitChanged(resource: String!, id: ID!): EditPermit!
    "Every change of who holds a permit of the resource on the site (a list's 'being edited by')."
    editPermitHoldersChanged(resource: String!): EditPermitHolderChange!
  }
`;

/** A date the client sent, as ISO-8601 text; text that is no date is the caller's mistake (BAD_USER_INPUT), not the server's. */
function readDateTime(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw apiError('BAD_USER_INPUT', `DateTime cannot represent "${text.slice(0, 40)}": not an ISO-8601 date`);
  return date.toISOString();
}

/** Sent as ISO-8601 text; read from ISO-8601 text. */
const dateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => readDateTime(String(value)),
  parseLiteral: (node) => (node.kind === Kind.STRING ? readDateTime(node.value) : undefined),
});

const envOf = (context: RequestContext): PermitEnv => ({ db: context.db, events: context.events, settings: context.permits });
/** The tab's session string (the editor's crypto.randomUUID()): 1 to 100 characters. */
function tabOf(context: RequestContext, session: string): Tab {
  if (session.length === 0 || session.length > 100) throw malformedRequest('session must be 1 to 100 characters');
  return { userId: context.user.id, session };
}

/** A user id from the API: a positive integer, else BAD_USER_INPUT. */
function userIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw malformedRequest('userId must be a user id');
  return Number(id);
}

const resolvers: Resolvers = {
  DateTime: dateTime,
  Query: {
    editPermit: async (_source, { resource, id }, context) => readPermit(envOf(context), await writablePermit(context, resource, id)),
    editPermitHolders: async (_source, { resource, ids }, context) => {
      if (!permitResourceOf(resource)) throw apiError('BAD_USER_INPUT', permitMessages(context.language).unknownResource.replace('{{resource}}', resource));
      if (ids.length > MAX_HOLDER_IDS) throw limitError('listItems', MAX_HOLDER_IDS, context.language);
      return permitHolders(context.db, context.siteNumber as number, resource, ids);
    },
  },
  Mutation: {
    holdEditPermit: async (_source, { resource, id, session }, context) =>
      holdPermit(envOf(context), await writablePermit(context, resource, id), tabOf(context, session), context.language),
    heartbeatEditPermit: async (_source, { resource, id, session }, context) =>
      heartbeat(envOf(context), await writablePermit(context, resource, id), tabOf(context, session)),
    requestEditPermit: async (_source, { resource, id, session }, context) =>
      requestPermit(envOf(context), await writablePermit(context, resource, id), tabOf(context, session), context.language),
    answerEditPermitRequest: async (_source, { resource, id, accept }, context) =>
      answerRequest(envOf(context), await writablePermit(context, resource, id), context.user.id, accept, context.language),
    takeOverEditPermit: async (_source, { resource, id, session }, context) =>
      takeOver(envOf(context), await writablePermit(context, resource, id), tabOf(context, session), context.language),
    releaseEditPermit: async (_source, { resource, id, session }, context) =>
      releasePermit(envOf(context), await writablePermit(context, resource, id), tabOf(context, session)),
    removeUserFromPage: async (_source, { resource, id, userId }, context) =>
      removeUser(envOf(context), await writablePermit(context, resource, id), context.user.id, userIdOf(userId), context.language),
  },
  Subscription: {
    editPermitChanged: {
      subscribe: async (_source, { resource, id }, context) => permitChanges(context.events, await writablePermit(context, resource, id)),
      resolve: (permit: PermitView) => permit,
    },
    editPermitHoldersChanged: {
      subscribe: (_source, { resource }, context) => {
        if (!permitResourceOf(resource)) throw apiError('BAD_USER_INPUT', permitMessages(context.language).unknownResource.replace('{{resource}}', resource));
        return permitHolderChanges(context.events, context.siteNumber as number, resource);
      },
      resolve: (change: PermitHolderChange) => change,
    },
  },
};

const RULE = PERMIT_RULE;

export const editPermitModule: GraphQLModule = {
  typeDefs,
  resolvers,
  operations: {
    // Who is editing shows in the content list: its readers may see it.
    Query: { editPermit: RULE, editPermitHolders: { permission: 'content.view', siteScoped: true } },
    Mutation: {
      holdEditPermit: RULE,
      heartbeatEditPermit: RULE,
      requestEditPermit: RULE,
      answerEditPermitRequest: RULE,
      takeOverEditPermit: TAKE_OVER_RULE,
      releaseEditPermit: RULE,
      removeUserFromPage: RULE,
    },
    Subscription: { editPermitChanged: RULE, editPermitHoldersChanged: { permission: 'content.view', siteScoped: true } },
  },
};
