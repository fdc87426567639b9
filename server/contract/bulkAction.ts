/**
 * How a feature declares what its lists may do to many rows at once (server/serverFeature.ts
 * `bulkActions`). The bulk call (server/bulkActions) asks the declarations by resource and action
 * name and knows no feature. Types only, like operationRule.ts.
 */
import type { RequestContext } from '../context.ts';
import type { OperationRule } from './operationRule.ts';

/** One row as the list showed it: its id and the version it was at (a stale one is refused). */
export interface BulkRow {
  id: string;
  version: number | null;
}

export interface BulkActionDeclaration {
  /** The single-row operation's rule: without it the whole call is FORBIDDEN. */
  rule: OperationRule;
  /** The values the action takes (an agency status); an action without them takes none. */
  values?: readonly string[];
  /**
   * Does it to one row in its own transaction, with the single-row operation's checks: it throws
   * that operation's errors (CONFLICT for a stale version, PERMIT_HELD, NOT_FOUND, a use refusing a
   * delete), which the bulk call reports as that row's refusal.
   */
  run(context: RequestContext, row: BulkRow, value: string | undefined): Promise<void>;
}

/** Actions by resource name, then by action name (`approve`, `delete`, `status`…). */
export type BulkActionsByResource = Readonly<Record<string, Readonly<Record<string, BulkActionDeclaration>>>>;
