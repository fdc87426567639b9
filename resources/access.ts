/**
 * Access functions of a declaration (as Payload's `access` and Keystone's access functions): named,
 * plain functions both sides run — the server to refuse a write, the admin to disable an input —
 * from the same permission check (resources/permissions.ts through each side's session).
 */

/** What an access function may ask: whether the caller holds a `category.keyword` permission on the request's site. */
export interface AccessRequest {
  userId: number | string;
  granted(permission: string): boolean;
}

export interface AccessFunction {
  (request: AccessRequest): boolean;
  /** The permissions it asks for, named in a refusal ("Permission denied: needs user.permissions"). */
  needs: readonly string[];
}

const named = (needs: readonly string[], check: (request: AccessRequest) => boolean): AccessFunction => Object.assign(check, { needs });

/** Holds `permission` ('user.permissions'). */
export const permission = (key: string): AccessFunction => named([key], ({ granted }) => granted(key));

/** Holds any one of the permissions. */
export const anyOf = (...functions: AccessFunction[]): AccessFunction =>
  named(functions.flatMap((fn) => fn.needs), (request) => functions.some((fn) => fn(request)));

/** Field-level access: who may change a field (beyond the resource's `<category>.save`). */
export interface FieldAccess {
  update?: AccessFunction;
}
