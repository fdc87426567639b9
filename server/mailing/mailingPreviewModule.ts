/**
 * What an editor reads of a newsletter before and after it goes out (issue 29, "Screens"): the
 * rendered preview, the test send to oneself, and the sent-mail viewer over what the embedded SMTP
 * receiver kept (server/mailing/README.md, "Preview, test send and sent mail").
 */
import { and, eq, inArray } from 'drizzle-orm';
import { serviceOf, type RequestContext } from '../context.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { mailingsTable } from '../engine/resourceTables.ts';
import { capturedMails } from './delivery/deliveryTables.ts';
import type { SentMail, SentMailSummary } from './delivery/mailCapture.ts';
import { previewMailing, sendMailingTest } from './mailingPreview.ts';

/** The viewer's pages: 25 messages by default, at most 100. */
const SENT_MAIL_LIMIT = { default: 25, max: 100 };

const typeDefs = /* GraphQL */ `
  type Query {
    "The e-mail as the send would render it: the form's values (input) when given, else the saved mailing (id), else an empty newsletter. The unsubscribe link is a placeholder."
    mailingPreview(id: ID, input: MailingInput): MailingPreview!
    "True when no SMTP relay is set and the server's embedded receiver keeps what is sent: the sent-mail viewer has messages to show."
    mailCaptured: Boolean!
    "The messages the embedded receiver kept for the site's mailings (their tests included), newest first; empty when mail goes to a relay (mailCaptured false)."
    sentMails(filter: SentMailFilter, page: Int, limit: Int): SentMailList!
    "One kept message with its HTML, text and headers; null when it is not kept here or not of the site's mailings."
    sentMail(id: ID!): SentMail
  }

  type Mutation {
    "The saved mailing, rendered as it will be sent, mailed to the signed-in user's own address with a test mark in its subject; no reader gets it."
    sendMailingTest(id: ID!): MailingTestResult!
  }

  type MailingPreview {
    subject: String!
    html: String!
    text: String!
  }

  type MailingTestResult {
    "True when the SMTP server accepted the message."
    sent: Boolean!
    "The signed-in user's address."
    to: String!
    subject: String!
    messageId: String!
    smtpCode: Int
    "Why it was not sent (the SMTP server's reply or the connection's error)."
    reason: String
  }

  input SentMailFilter {
    "Text in the subject, the sender or a recipient."
    search: String
    mailingId: ID
  }

  type SentMailList {
    data: [SentMail!]!
    total: Int!
  }

  type SentMailHeader {
    name: String!
    value: String!
  }

  type SentMail {
    id: ID!
    messageId: String
    mailingId: ID
    from: String!
    to: [String!]!
    subject: String
    "When it was received (the Date header when reading one)."
    date: DateTime!
    size: Int!
    "Only when one message is read (sentMail)."
    html: String
    text: String
    headers: [SentMailHeader!]!
  }
`;

/** Messages naming a mailing of the request's site: a kept message may carry anything another part of the server sent. */
const ofSite = (context: RequestContext) =>
  inArray(capturedMails.mailingId, context.db.select({ id: mailingsTable.id }).from(mailingsTable).where(eq(mailingsTable.siteId, context.siteNumber ?? -1)));

const sentMailOutput = (mail: SentMailSummary & Partial<Pick<SentMail, 'date' | 'html' | 'text' | 'headers'>>) => ({
  id: String(mail.id),
  messageId: mail.messageId,
  mailingId: mail.mailingId === null ? null : String(mail.mailingId),
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  date: mail.date ?? mail.receivedAt,
  size: mail.size,
  html: mail.html ?? null,
  text: mail.text ?? null,
  headers: mail.headers ?? [],
});

const numberOrUndefined = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

const resolvers: Resolvers = {
  Query: {
    mailingPreview: (_source, args, context) => previewMailing(context, args),
    mailCaptured: (_source, _args, context) => serviceOf(context, 'mail').captured,
    sentMails: async (_source, { filter, page, limit }, context) => {
      const size = Math.min(Math.max(limit ?? SENT_MAIL_LIMIT.default, 1), SENT_MAIL_LIMIT.max);
      const mailingId = filter?.mailingId ? (numberOrUndefined(filter.mailingId) ?? -1) : undefined;
      const found = await serviceOf(context, 'mail').listSentMails({ mailingId, search: filter?.search ?? undefined, scope: ofSite(context), page: Math.max(page ?? 1, 1), limit: size });
      return { data: found.items.map(sentMailOutput), total: found.total };
    },
    sentMail: async (_source, { id }, context) => {
      const number = numberOrUndefined(id);
      if (number === undefined) return null;
      const [kept] = await context.db.select({ id: capturedMails.id }).from(capturedMails).where(and(eq(capturedMails.id, number), ofSite(context)));
      if (!kept) return null;
      const mail = await serviceOf(context, 'mail').readSentMail(number);
      return mail ? sentMailOutput(mail) : null;
    },
  },
  Mutation: {
    sendMailingTest: (_source, { id }, context) => sendMailingTest(context, id),
  },
};

export const mailingPreviewModule: GraphQLModule = {
  typeDefs,
  resolvers,
  operations: {
    Query: {
      mailingPreview: { permission: ['mailing.view', 'mailing.save'], siteScoped: true },
      mailCaptured: { permission: ['mailing.view', 'mailingOld.view'], siteScoped: true },
      sentMails: { permission: ['mailing.view', 'mailingOld.view'], siteScoped: true },
      sentMail: { permission: ['mailing.view', 'mailingOld.view'], siteScoped: true },
    },
    Mutation: {
      sendMailingTest: { permission: 'mailing.save', siteScoped: true },
    },
  },
};
