import type { GraphQLFormattedError } from 'graphql';

/** The i18n key of the message a refused stale save shows (the form keeps the user's input). */
export const CONFLICT_MESSAGE = 'saveErrors.conflict';

/**
 * The server refused a save with BAD_USER_INPUT: `errors` holds `{ field: message }` in the
 * request's language. ra-data-graphql wraps a thrown error as an HttpError whose body is the error
 * itself, so react-admin's pessimistic forms find `body.errors` and show each message on its field.
 */
export class ResourceValidationError extends Error {
  readonly code = 'BAD_USER_INPUT';
  readonly errors: Record<string, string>;

  constructor(message: string, errors: Record<string, string>) {
    super(message);
    this.name = 'ResourceValidationError';
    this.errors = errors;
  }
}

/** The save was based on a stale version (CONFLICT): nothing was written. */
export class ResourceConflictError extends Error {
  readonly code = 'CONFLICT';
  readonly serverMessage: string;

  constructor(serverMessage: string) {
    super(CONFLICT_MESSAGE);
    this.name = 'ResourceConflictError';
    this.serverMessage = serverMessage;
  }
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  !!value && typeof value === 'object' && Object.values(value).every((message) => typeof message === 'string');

/** The save errors the forms treat specially; undefined for any other error. */
export function saveErrorOf(errors: readonly GraphQLFormattedError[] | undefined): Error | undefined {
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    const fields = error.extensions?.fields;
    if (code === 'BAD_USER_INPUT' && isStringRecord(fields) && Object.keys(fields).length > 0) {
      return new ResourceValidationError(error.message, fields);
    }
    if (code === 'CONFLICT') return new ResourceConflictError(error.message);
  }
  return undefined;
}

/** Whether a rejection (as react-admin passes it on: the error, or an HttpError around it) is a conflict. */
export function isConflictError(error: unknown): boolean {
  const candidate = error as { code?: unknown; body?: { code?: unknown } } | null | undefined;
  return candidate?.code === 'CONFLICT' || candidate?.body?.code === 'CONFLICT';
}

/** Whether a rejection carries field messages the form shows on its fields. */
export function hasFieldErrors(error: unknown): boolean {
  const body = (error as { body?: { errors?: unknown } } | null | undefined)?.body;
  const errors = body?.errors ?? (error as { errors?: unknown } | null | undefined)?.errors;
  return !!errors && typeof errors === 'object' && Object.keys(errors).length > 0;
}

/** Why an editor's save did not go through: a stale version, or the spec's save error (with the server's words when no field holds them). */
export type SaveFailure = { kind: 'conflict' } | { kind: 'save'; detail?: string };

const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : typeof error === 'string' ? error : undefined) || undefined;

/**
 * An editor's `onError` for a refused save that keeps everything typed: a stale version (CONFLICT)
 * reloads the record (`refresh`) and is said as a conflict, not overwritten; any other refusal is
 * the save error, with the server's message unless its field messages already stand at the fields.
 */
export function onRefusedSave(refresh: () => void, setFailure: (failure: SaveFailure) => void) {
  return (error: unknown) => {
    if (isConflictError(error)) {
      refresh();
      setFailure({ kind: 'conflict' });
      return;
    }
    setFailure({ kind: 'save', detail: hasFieldErrors(error) ? undefined : messageOf(error) });
  };
}
