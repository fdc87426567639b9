/**
 * One declaration per entity. From it: server/engine builds the Drizzle table, the GraphQL type,
 * input, filter and operations (guarded by the permission category) and validates every write;
 * src/lowcode builds the react-admin List / Edit / Create; the data provider maps react-admin calls
 * to the declared operation names.
 */
import { fieldApplies, fieldRuleDeclarations, type Field } from './fields.ts';
import { PERMISSION_CATEGORIES } from './permissionCatalogue.ts';
import { operationAccess, type AccessOperation, type FieldAccess, type OperationAccess, type ResourceAccess } from './access.ts';
import type { ResourceHooks } from './resourceHooks.ts';
import { toRules, type Rule } from './validation.ts';

export interface ResourceOperations {
  /** `x(id)` — one record. */
  one: string;
  /** `xs(filter, page, limit, language)` — a page of records. */
  list: string;
  /** `saveX(input)` — create (no id) or update (id + version). */
  save: string;
  /** `updateStatusToX(id, status)` — only for resources with a status. */
  status?: string;
  /**
   * `changeXApprovalStatus(input {id, isApproved, updatedUserId, updatedDate})` — flips the
   * approval field alone, under `<category>.approve`; the server records who and when itself.
   */
  approval?: string;
  /**
   * `deleteX(id, version)` — under `<category>.delete`; refused while other records reference the
   * row (any declaration's reference field naming this resource), audited.
   */
  delete?: string;
}

/**
 * The history of a resource's records (Payload's `versions`): every write keeps a revision (who,
 * when, the version it produced, the changed field names and a snapshot of every field), listed
 * newest first without the snapshots, read one at a time, and restored as a new save.
 */
export interface RevisionOperations {
  /** `xRevisions(<idArgument>, page, limit)`: newest first, without snapshots. */
  list: string;
  /** `xRevision(<idArgument>, revisionId)`: one revision with its snapshot. */
  one: string;
  /** `restoreXRevision(<idArgument>, revisionId, version)`: the snapshot's fields saved over the record at `version`. */
  restore: string;
  /** The record's id argument ('contentId'). */
  idArgument: string;
}

export interface ResourceDeclaration<F extends Record<string, Field> = Record<string, Field>> {
  /** react-admin resource name (plural, camelCase): 'authors'. */
  name: string;
  /** GraphQL type name: 'Author' (input `AuthorInput`, filter `AuthorFilter`). */
  typeName: string;
  /** Permission category of spec 01 §6: reads need `<category>.view`, writes `<category>.save`. */
  permission: string;
  /** Operation names; for the spec's entities exactly the spec's. */
  operations: ResourceOperations;
  /** Browser operation names when the spec gives them ('GetUsers', 'SaveUser', …); default `Get<List>`, … */
  browserOperationNames?: Partial<Record<keyof ResourceOperations, string>>;
  /** Rows belong to one site and every query is scoped by the request's site. */
  siteScoped: boolean;
  /** Database table name (snake_case); default the snake-cased name. */
  table?: string;
  fields: F;
  /** List page size (spec 01 §9: 50 for content lists, 200 for users). */
  pageSize?: number;
  /** The field (or a function of the record) that names a record in references and titles. */
  representation: keyof F & string;
  /** Field-name groups that must be unique together, e.g. [['name', 'categoryId']]. */
  unique?: readonly (readonly (keyof F & string)[])[];
  /** Records carry a numeric `status` changed through `operations.status`. */
  hasStatus?: boolean;
  /** The status operation's id argument when the spec names it (`updateStatusToContent(contentId, status)`); default `id`. */
  statusIdArgument?: string;
  /** Default sort of the list. */
  sort?: { field: (keyof F & string) | 'id' | 'createdDate' | 'updatedDate'; order: 'ASC' | 'DESC' };
  /**
   * 'keyset': the list pages by the sort field then id (empty values last): the list operation takes
   * `after` (a row's `cursor`) and `first<SortField>` (the first page's first value: later pages never
   * show rows above it), each record carries `cursor: String!`; `page` skips rows only without a
   * cursor. The sort field must be a date, date-time or number field (or createdDate / updatedDate).
   */
  paging?: 'keyset';
  /**
   * The `search` filter is full text over a stored, folded tsvector of the fields marked `search`
   * (server/engine/searchIndex.ts: Turkish letters and case folded, HTML dropped, prefix words)
   * instead of a case-insensitive substring.
   */
  searchIndex?: boolean;
  /** The filter takes `editorId`: the user who saved the record last (its creator until someone updates it). */
  editorFilter?: boolean;
  /** The filter takes `createdDateFrom` / `createdDateTo` (ISO-8601): records created in that range. */
  createdDateFilter?: boolean;
  /**
   * Further b-tree indexes for a feature's own queries, each its columns in order by field name
   * (`siteId`, `createdDate`, `createdUserId` and the declared fields), so a report is answered
   * from the index alone.
   */
  indexes?: readonly (readonly string[])[];
  /**
   * `one(id, siteId)`: an optional siteId reads the record on another site (the spec's
   * `author(id, siteId)`); the caller must belong to that site and hold the view permission there.
   */
  oneOnAnySite?: boolean;
  /**
   * Access functions (resources/access.ts), as Payload's collection access. `read`, `create`,
   * `update`, `delete`: who may run the operation, answering true, false or a row filter (users:
   * `eitherOf(permission('user.view'), ownRecord)`, so anyone reads their own record); unset, the
   * category's view / save / delete permission. `fields`: who may change a field beyond the save,
   * e.g. a user's e-mail, sites and roles need `user.permissions`; a save changing one without it
   * is FORBIDDEN, and the admin disables its input.
   */
  access?: ResourceAccess<keyof F & string>;
  /**
   * The table is the platform's own, written by hand in server/db (users: sign-in needs it before
   * any resource exists); the engine adopts it instead of generating one. Its columns must match.
   */
  existingTable?: boolean;
  /** Keep a revision of every write (its operations read them under the record's read access and restore under its update access). */
  revisions?: RevisionOperations;
  /** Code around a write: `beforeChange` computes the server's fields, `afterChange` follows a commit. */
  hooks?: ResourceHooks;
  /**
   * Its writes (save, status, delete) need the caller to have accepted the current editor's
   * handbook (spec 02 §1); the server refuses them otherwise, and the admin asks before editing.
   */
  writesNeedHandbook?: boolean;
}

/**
 * What forms and the server's value checks need of whatever declares fields (a resource, or a
 * global such as the site settings): its name, its fields, their compiled rules and label keys.
 */
export interface FieldOwner {
  name: string;
  fields: Readonly<Record<string, Field>>;
  /** Compiled rules per field (kind rules + declared rules). */
  rules: Readonly<Record<string, Rule[]>>;
  /** i18n key of a field's label: its own `label`, else `resources.<name>.fields.<field>`. */
  labelKey(field: string): string;
}

/** The compiled rules of every field; a field with a `when` is checked only on records it belongs to. */
export const compiledRules = (fields: Readonly<Record<string, Field>>): Record<string, Rule[]> =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, applicableOnly(field, toRules(fieldRuleDeclarations(field)))]));

/** `resources.<owner>.fields.<field>` unless the field names its own label. */
export const fieldLabelKey = (owner: string, fields: Readonly<Record<string, Field>>) => (field: string) => fields[field]?.label ?? `resources.${owner}.fields.${field}`;

/**
 * A compiled resource. Not generic: the declaration checks field names against its own fields,
 * and every consumer (tables, SDL, screens) reads any resource the same way.
 */
export interface Resource extends ResourceDeclaration<Record<string, Field>>, FieldOwner {
  fields: Record<string, Field>;
  table: string;
  pageSize: number;
  sort: NonNullable<ResourceDeclaration['sort']>;
  /** Every operation's access function: the declaration's, else the category's permission. */
  operationAccess: Readonly<Record<AccessOperation, OperationAccess>>;
}

/** System columns every resource has, written by the server only. */
export const SYSTEM_FIELDS = ['id', 'version', 'createdUserId', 'createdDate', 'updatedUserId', 'updatedDate'] as const;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A field with a `when` is checked only on records it belongs to (both sides run these rules). */
function applicableOnly(field: Field, fieldRules: Rule[]): Rule[] {
  if (!field.when) return fieldRules;
  return fieldRules.map((rule) => (value, context) => (fieldApplies(field, context.values ?? {}) ? rule(value, context) : undefined));
}

export function defineResource<F extends Record<string, Field>>(declaration: ResourceDeclaration<F>): Resource {
  const category = PERMISSION_CATEGORIES[declaration.permission];
  if (!category) throw new Error(`Resource ${declaration.name}: unknown permission category "${declaration.permission}"`);
  if (!category.includes('view') || !category.includes('save')) {
    throw new Error(`Resource ${declaration.name}: category "${declaration.permission}" needs view and save permissions`);
  }
  if (declaration.operations.approval && declaration.fields.isApproved?.kind !== 'approval') {
    throw new Error(`Resource ${declaration.name}: operations.approval needs an isApproved approval field`);
  }
  if (declaration.operations.approval && !category.includes('approve')) {
    throw new Error(`Resource ${declaration.name}: operations.approval needs the "${declaration.permission}.approve" permission`);
  }
  const accessFunctions = operationAccess(declaration.permission, declaration.access as ResourceAccess | undefined);
  const fieldAccess = Object.values<FieldAccess | undefined>(declaration.access?.fields ?? {}).map((access) => access?.update);
  const used = [accessFunctions.read, accessFunctions.create, accessFunctions.update, declaration.operations.delete && accessFunctions.delete];
  for (const access of [...used, ...fieldAccess]) {
    if (!access) continue;
    for (const key of access.needs) {
      const [name, keyword] = key.split('.');
      if (!PERMISSION_CATEGORIES[name]?.includes(keyword)) throw new Error(`Resource ${declaration.name}: no permission "${key}"`);
    }
  }
  if (declaration.operations.delete && !category.includes('delete')) {
    throw new Error(`Resource ${declaration.name}: operations.delete needs the "${declaration.permission}.delete" permission`);
  }
  if (declaration.hasStatus && !declaration.operations.status) {
    throw new Error(`Resource ${declaration.name}: hasStatus needs operations.status`);
  }
  for (const name of Object.keys(declaration.fields)) {
    if ((SYSTEM_FIELDS as readonly string[]).includes(name)) throw new Error(`Resource ${declaration.name}: "${name}" is a system field`);
  }
  if (declaration.paging === 'keyset') {
    const field = declaration.sort?.field ?? 'id';
    const kind = declaration.fields[field]?.kind;
    if (!(field === 'createdDate' || field === 'updatedDate' || kind === 'date' || kind === 'dateTime' || kind === 'number')) {
      throw new Error(`Resource ${declaration.name}: keyset paging needs a date or number sort field, not "${field}"`);
    }
  }
  if (declaration.searchIndex && !Object.values(declaration.fields).some((field) => field.search)) {
    throw new Error(`Resource ${declaration.name}: searchIndex needs fields marked search`);
  }
  return {
    pageSize: 50,
    table: snakeCase(declaration.name),
    sort: { field: 'id', order: 'DESC' },
    ...declaration,
    rules: compiledRules(declaration.fields),
    operationAccess: accessFunctions,
    labelKey: fieldLabelKey(declaration.name, declaration.fields),
  };
}
