/**
 * The newsletter's operations beyond the declared resource's (`mailings`, `mailing`, `saveMailing`,
 * and the channels' list): schedule and cancel, the send's report, its outbox and the operator's
 * resend (server/mailing/README.md).
 */
import { mailings } from '../../resources/mailing.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { serviceOf } from '../context.ts';
import { recordOutput } from '../engine/records.ts';
import { listDeliveries, mailingReport, resendDeliveries, type MailingReportSource } from './mailingReport.ts';
import { cancelMailing, scheduleMailing } from './mailingWrites.ts';

const mailingTypeDefs = /* GraphQL */ `
  type Mutation {
    "Spec 02 §4: a draft mailing becomes pending (upcoming), its send time checked against the lead time again."
    scheduleMailing(id: ID!, version: Int!): Mailing!
    "Spec 02 §4: a draft or pending mailing is deleted and no e-mail is sent; one whose send has begun is refused (CONFLICT)."
    cancelMailing(id: ID!, version: Int!): Boolean!
    "Operator: the mailing's deliveries in these states (UNKNOWN, FAILED; others are ignored) are sent again with the same Message-ID; how many."
    resendMailingDeliveries(mailingId: ID!, states: [MailingDeliveryState!]!): Int!
  }

  type Query {
    "A mailing's outbox, in the order it was made; every state when states is empty."
    mailingDeliveries(mailingId: ID!, states: [MailingDeliveryState!], page: Int, limit: Int): MailingDeliveryList!
  }

  type Mailing {
    "The send's outcome: stored counts once sent, its outbox while sending (zeros before the send); a page's reports are read in one query."
    report: MailingReport!
  }

  type MailingReport {
    recipients: Int!
    sent: Int!
    failed: Int!
    "Failed because the reader's server refused the address at RCPT (the reader is marked bounced)."
    bounced: Int!
    "Interrupted while being handed over: maybe delivered, never sent again by itself."
    unknown: Int!
    "Waiting or being sent."
    pending: Int!
    "Recipients who have unsubscribed since."
    unsubscribed: Int!
  }

  enum MailingDeliveryState {
    PENDING
    SENDING
    SENT
    FAILED
    UNKNOWN
    SKIPPED
  }

  type MailingDelivery {
    id: ID!
    email: String!
    state: MailingDeliveryState!
    attempts: Int!
    smtpCode: Int
    error: String
    sentAt: DateTime
    messageId: String!
  }

  type MailingDeliveryList {
    data: [MailingDelivery!]!
    total: Int!
  }
`;

const resolvers: Resolvers = {
  Mutation: {
    scheduleMailing: async (_source, args, context) => recordOutput(mailings, await scheduleMailing(context, args)),
    cancelMailing: (_source, args, context) => cancelMailing(context, args),
    resendMailingDeliveries: (_source, args, context) => resendDeliveries(context, args, serviceOf(context, 'mailingSend')),
  },
  Query: {
    mailingDeliveries: (_source, args, context) => listDeliveries(context, args),
  },
  Mailing: {
    report: (mailing, _args, context) => mailingReport(context, mailing as unknown as MailingReportSource),
  },
};

export const mailingModule: GraphQLModule = {
  typeDefs: mailingTypeDefs,
  resolvers,
  operations: {
    Mutation: {
      scheduleMailing: { permission: 'mailing.save', siteScoped: true },
      cancelMailing: { permission: 'mailing.delete', siteScoped: true },
      resendMailingDeliveries: { permission: 'mailingOld.save', siteScoped: true },
    },
    Query: {
      mailingDeliveries: { permission: ['mailing.view', 'mailingOld.view'], siteScoped: true },
    },
  },
};
