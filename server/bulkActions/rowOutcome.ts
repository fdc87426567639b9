/**
 * One row's outcome from what its single-row operation did: done, refused with the refusal's code
 * and message (a use refusing a delete is IN_USE, a held permit names its holder), or failed when
 * the server itself failed (logged, the row's message stays generic).
 */
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import type { BulkRowResult } from '../contract/generated/resolverTypes.ts';

const REFUSALS = new Set(['CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT', 'PERMIT_HELD', 'PERMIT_ALREADY_REQUESTED', 'PERMIT_REQUESTED_BY_OTHER', 'PERMIT_NOT_HOLDER']);

export function refusalOf(id: string, error: unknown): BulkRowResult | undefined {
  if (!(error instanceof GraphQLError) || !REFUSALS.has(String(error.extensions?.code))) return undefined;
  const extensions = error.extensions ?? {};
  const code = extensions.messageKey === 'saveErrors.inUse' ? 'IN_USE' : String(extensions.code);
  const heldBy = code === 'PERMIT_HELD' && typeof extensions.name === 'string' ? extensions.name : null;
  return { id, outcome: 'REFUSED', code, message: error.message, heldBy };
}
