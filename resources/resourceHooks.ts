/**
 * What a declaration may run around a write (as Payload's collection hooks do). Records are in API
 * shape (ids as strings). Plain types: a resource file stays free of server imports.
 */

export type ChangeOperation = 'create' | 'update';

/** Who writes, where, and what the server offers a hook. */
export interface HookRequest {
  user: { id: number; roles: readonly string[] };
  /** The request's site; undefined when none was sent. */
  siteId: number | undefined;
  /** After a change to what sessions are built from (users): the next request reads them afresh. */
  invalidateSessions(): void;
}

export interface BeforeChangeArgs extends HookRequest {
  /** The values the record will have: the stored ones with the input over them, already validated. */
  data: Readonly<Record<string, unknown>>;
  /** The record before the change; undefined on create. */
  originalDoc: Readonly<Record<string, unknown>> | undefined;
  operation: ChangeOperation;
}

export interface AfterChangeArgs extends HookRequest {
  /** The record as written (and committed). */
  doc: Readonly<Record<string, unknown>>;
  previousDoc: Readonly<Record<string, unknown>> | undefined;
  operation: ChangeOperation;
}

export interface ResourceHooks {
  /**
   * Runs in the save's transaction after the input passed validation, before the write; returns
   * the values to write. It is the only writer of `readOnly` fields (e.g. an author's full name).
   */
  beforeChange?: (args: BeforeChangeArgs) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Runs after the change is committed. */
  afterChange?: (args: AfterChangeArgs) => void | Promise<void>;
}
