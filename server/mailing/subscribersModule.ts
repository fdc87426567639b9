/** The subscribers' operations (server/mailing/README.md, "Subscribers"): list, add, import, unsubscribe, on the request's site. */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { addSubscriber, importSubscribers, listSubscribers, removeSubscriber } from './mailingSubscribers.ts';

const subscribersTypeDefs = /* GraphQL */ `
  type Query {
    "The site's newsletter readers, newest first; filter by channel, status and a part of the address."
    mailingSubscribers(filter: MailingSubscriberFilter, page: Int, limit: Int): MailingSubscriberList!
  }

  type Mutation {
    "An editor adds one reader to a channel: subscribed at once (an address already there is subscribed again)."
    addMailingSubscriber(channelId: ID!, email: String!): MailingSubscriber!
    "CSV text (a column named email, else the first column; at most 5 MB and 50 000 rows): new addresses are subscribed, others left as they are."
    importMailingSubscribers(channelId: ID!, csv: String!): MailingSubscriberImport!
    "The reader is unsubscribed; the row stays."
    removeMailingSubscriber(id: ID!): MailingSubscriber!
  }

  input MailingSubscriberFilter {
    channelId: ID
    status: [MailingSubscriberStatus!]
    "A part of the e-mail address."
    search: String
  }

  enum MailingSubscriberStatus {
    "Signed up on a site, waiting for the confirmation link."
    PENDING
    SUBSCRIBED
    UNSUBSCRIBED
    "The receiving server refused the address for good."
    BOUNCED
  }

  type MailingSubscriber {
    id: ID!
    channelId: ID!
    email: String!
    name: String
    status: MailingSubscriberStatus!
    "admin, import or form."
    source: String!
    createdDate: DateTime!
    subscribedAt: DateTime
    unsubscribedAt: DateTime
  }

  type MailingSubscriberList {
    data: [MailingSubscriber!]!
    total: Int!
  }

  type MailingSubscriberImportInvalid {
    "The CSV line the value was on (1 is the first)."
    line: Int!
    value: String!
  }

  type MailingSubscriberImport {
    added: Int!
    "Addresses already on the channel (whatever their state) or given twice in the file."
    alreadyThere: Int!
    "The rows whose value is no e-mail address (the first 1000)."
    invalid: [MailingSubscriberImportInvalid!]!
    invalidCount: Int!
  }
`;

const resolvers: Resolvers = {
  Query: {
    mailingSubscribers: (_source, args, context) => listSubscribers(context, args),
  },
  Mutation: {
    addMailingSubscriber: (_source, args, context) => addSubscriber(context, args),
    importMailingSubscribers: (_source, args, context) => importSubscribers(context, args),
    removeMailingSubscriber: (_source, args, context) => removeSubscriber(context, args),
  },
};

export const subscribersModule: GraphQLModule = {
  typeDefs: subscribersTypeDefs,
  resolvers,
  operations: {
    Query: {
      mailingSubscribers: { permission: ['mailing.view', 'mailingOld.view'], siteScoped: true },
    },
    Mutation: {
      addMailingSubscriber: { permission: 'mailing.save', siteScoped: true },
      importMailingSubscribers: { permission: 'mailing.save', siteScoped: true },
      removeMailingSubscriber: { permission: 'mailing.save', siteScoped: true },
    },
  },
};
