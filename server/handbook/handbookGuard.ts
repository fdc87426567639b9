import type { RequestContext } from '../context.ts';
import { acceptedDate } from '../db/handbookAcceptances.ts';
import { saveErrorText } from '../engine/labels.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import { CURRENT_HANDBOOK } from './currentHandbook.ts';

/**
 * FORBIDDEN unless the caller accepted the current handbook (an operation's `needsHandbook`); the
 * answer names the version to accept, and its message key lets the admin open the handbook.
 */
export async function requireAcceptedHandbook(context: RequestContext): Promise<void> {
  const { version } = CURRENT_HANDBOOK;
  if (await acceptedDate(context.db, context.user.id, version)) return;
  throw new GraphQLError(saveErrorText('handbookNotAccepted', context.language), {
    extensions: { code: 'FORBIDDEN', messageKey: 'saveErrors.handbookNotAccepted', handbookVersion: version },
  });
}
