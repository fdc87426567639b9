import { GraphQLResponseError } from '../../providers/graphqlResult.ts';

/** What a refused write says: the fields' messages (already in the interface language) and a message key. */
export interface MailingRefusal {
  fields: Record<string, string>;
  /** The server's message key (`mailing.errors.alreadySending`, `saveErrors.conflict`), when it gave one. */
  messageKey?: string;
}

export function mailingRefusal(error: unknown): MailingRefusal {
  if (!(error instanceof GraphQLResponseError)) return { fields: {} };
  const extensions = error.graphQLErrors[0]?.extensions;
  const fields = error.code === 'BAD_USER_INPUT' ? ((extensions?.fields as Record<string, string> | undefined) ?? {}) : {};
  const messageKey = typeof extensions?.messageKey === 'string' ? extensions.messageKey : undefined;
  return { fields, messageKey };
}
