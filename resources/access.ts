/**
 * Access functions of a declaration (as Payload's `access` and Keystone's access functions): named,
 * plain functions both sides run — the server to refuse an operation or a write, the admin to hide
 * a screen or disable an input — from the same permission check (resources/permissions.ts through
 * each side's session).
 */

/** What an access function may ask: who calls, and whether they hold a `category.keyword` permission on the request's site. */
export interface AccessRequest {
  userId: number | string;
  granted(permission: string): boolean;
}

/**
 * A row filter: the rows an operation may touch, as Payload's query constraint. Every named field
 * must equal its value; `or` holds when any one of its filters does.
 */
export type RowFilter = { or: readonly RowFilter[] } | { [field: string]: { equals: string | number | boolean } };

/** true: every row; false: none (FORBIDDEN); a filter: the rows it matches. */
export type AccessResult = boolean | RowFilter;

export interface AccessFunction<R extends AccessResult = boolean> {
  (request: AccessRequest): R;
  /** The permissions it asks for, named in a refusal ("Permission denied: needs user.permissions"). */
  needs: readonly string[];
  /** The permissions it never grants without, whatever else the caller holds (`content.view` for every content read). */
  requires: readonly string[];
}

/** An operation's access: all rows, none, or a row filter. */
export type OperationAccess = AccessFunction<AccessResult>;

const named = <R extends AccessResult>(needs: readonly string[], check: (request: AccessRequest) => R, requires: readonly string[] = []): AccessFunction<R> =>
  Object.assign(check, { needs, requires });

/** What every one of several alternatives requires. */
const requiredByAll = (functions: readonly AccessFunction<AccessResult>[]) =>
  functions.reduce<readonly string[]>((common, fn, index) => (index === 0 ? fn.requires : common.filter((key) => fn.requires.includes(key))), []);

/** Holds `permission` ('user.permissions'). */
export const permission = (key: string): AccessFunction => named([key], ({ granted }) => granted(key), [key]);

/** Holds any one of the permissions (field level: booleans only). */
export const anyOf = (...functions: AccessFunction[]): AccessFunction =>
  named(functions.flatMap((fn) => fn.needs), (request) => functions.some((fn) => fn(request)), requiredByAll(functions));

/** The caller's own record (a user reading themselves): the row whose id is the caller's. */
export const ownRecord: OperationAccess = named([], ({ userId }) => ({ id: { equals: String(userId) } }));

/**
 * The rows whose `field` holds a value the caller has the permission of (a content's type and its
 * `news.save`, `column.save`, …): true when they have them all, false when none, else a filter.
 * `also` must be held as well (every content read needs `content.view`).
 */
export const permittedValues = (
  field: string,
  choices: readonly { value: string | number; permission: string }[],
  also?: string,
): OperationAccess =>
  named([...(also ? [also] : []), ...choices.map((choice) => choice.permission)], ({ granted }) => {
    if (also && !granted(also)) return false;
    const allowed = choices.filter((choice) => granted(choice.permission));
    if (allowed.length === 0) return false;
    if (allowed.length === choices.length) return true;
    return { or: allowed.map((choice) => ({ [field]: { equals: choice.value } })) };
  }, also ? [also] : []);

/** Any one grants: true when one answers true, else the rows any of the filters match, else false. */
export const eitherOf = (...functions: OperationAccess[]): OperationAccess =>
  named(functions.flatMap((fn) => fn.needs), (request) => {
    const answers = functions.map((fn) => fn(request));
    if (answers.includes(true)) return true;
    const filters = answers.filter((answer): answer is RowFilter => typeof answer === 'object');
    if (filters.length === 0) return false;
    return filters.length === 1 ? filters[0] : { or: filters };
  }, requiredByAll(functions));

/** Whether a record (API or row shape: values compared as text) is one a filter lets through. */
export function matchesFilter(filter: RowFilter, record: Readonly<Record<string, unknown>>): boolean {
  if ('or' in filter && Array.isArray(filter.or)) return filter.or.some((entry) => matchesFilter(entry, record));
  return Object.entries(filter as Record<string, { equals: unknown }>).every(([field, { equals }]) => String(record[field]) === String(equals));
}

/** Field-level access: who may change a field (beyond the operation's access). */
export interface FieldAccess {
  update?: AccessFunction;
}

/**
 * Operation-level access (as Payload's collection `access`): `read` guards `one` and `list`,
 * `create` and `update` the save, `delete` the delete. Unset, each is its `<category>.keyword`
 * permission (view, save, save, delete).
 */
export interface ResourceAccess<Field extends string = string> {
  read?: OperationAccess;
  /** A row filter here: the new record must match it (a content's type the caller may write). */
  create?: OperationAccess;
  update?: OperationAccess;
  delete?: OperationAccess;
  fields?: Partial<Record<Field, FieldAccess>>;
}

export type AccessOperation = 'read' | 'create' | 'update' | 'delete';

/** The access functions of every operation, the declaration's or the category's permission. */
export function operationAccess(category: string, access: ResourceAccess | undefined): Record<AccessOperation, OperationAccess> {
  return {
    read: access?.read ?? permission(`${category}.view`),
    create: access?.create ?? permission(`${category}.save`),
    update: access?.update ?? permission(`${category}.save`),
    delete: access?.delete ?? permission(`${category}.delete`),
  };
}
