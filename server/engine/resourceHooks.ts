/**
 * What a resource's writes do beyond its declaration, on the server only: the values the server
 * fills in, the checks an update must pass, the effects of a write and of a delete, who else uses a
 * record, the edit permit its writes need and the columns that added GraphQL fields read. Features
 * declare them per resource name in their `feature.ts` (server/serverFeature.ts installs them at
 * start); the engine asks `hooksOf(resource)` and knows no feature. Several features may hook the
 * same resource (a content's media usages are the library's, its scheduled publish the content's):
 * they run in the order the feature list gives.
 */
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { Row } from './records.ts';

/** A write's transaction. */
export type WriteTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Fills in what a declaration cannot read (a library row's file facts, a content's agency source):
 * run in the save's transaction after the declaration's beforeChange, with the client's whole input
 * (arguments beyond the fields, such as a content's `fromDraftId`); its answer is checked as a hook's.
 * It may take a lock of the transaction (`execute`), as the subject titles' unique names do.
 */
export type ServerValues = (tx: Pick<Db, 'select' | 'execute'>, data: Row, existing: Row | undefined, context: RequestContext, input: Row) => Promise<Row>;

/** Checks an update must pass inside its transaction, after the write (so they see the result): a refusal rolls the change back. */
export type WriteCheck = (tx: Pick<Db, 'select' | 'execute'>, before: Row, after: Row, context: RequestContext) => Promise<void>;

export interface EffectScope {
  tx: Pick<Db, 'select' | 'insert' | 'delete'>;
  /** Who writes, and whether through the save (the editor's) or another write (a status switch). */
  userId: number;
  action: 'save' | 'other';
  /** A save's input as the client sent it (arguments beyond the fields, such as `fromDraftId`); empty for other writes. */
  input: Row;
  /** The row as it was before this write (none for a create), so an effect can tell what changed (a content published). */
  before?: Row;
  /** Saves another resource's record through the engine, in the same transaction, as the same user. */
  save(resource: Resource, input: Row): Promise<Row>;
}

/** What a write starts besides its row, inside its transaction (so it happens only if the write commits). */
export type WriteEffect = (scope: EffectScope, row: Row) => Promise<void>;

/** What a delete removes or starts with the row, in its transaction (a refusal rolls the delete back). */
export type DeleteEffect = (tx: Pick<Db, 'delete' | 'select' | 'insert'>, row: Row, context: RequestContext) => Promise<void>;

/**
 * After a save or delete commits, with the row as stored (an announcement on the event bus): it
 * should not throw, the write stands. A save made by another write's effects (`EffectScope.save`)
 * runs it when that save returns, inside the outer transaction.
 */
export type AfterCommit = (context: RequestContext, row: Row, action: 'save' | 'delete') => Promise<void>;

/** One kind of record that uses the deleted one: its resource name (for its label), how many, and where when it can say. */
export interface RecordUse {
  name: string;
  count: number;
  /** The places by name (a headline's type), shown after the count. */
  where?: readonly string[];
}

/** Who uses a record beyond the declarations' reference fields (a library file used by contents, a content on a headline): a delete asks. */
export type UsesCheck = (tx: Pick<Db, 'select'>, row: Row) => Promise<RecordUse[]>;

/** After the write commits: publishes what the permit step changed (nothing when it changed none). */
export type AfterWrite = () => Promise<unknown>;

/**
 * The edit permit a write of an existing record needs, taken in the write's transaction: `keep` for
 * an edit that holds it on (a save), `once` for a one-step write (a status switch, a delete).
 */
export type PermitHook = (tx: WriteTx, context: RequestContext, recordId: string, use: 'keep' | 'once') => Promise<AfterWrite>;

export interface ResourceHooks {
  serverValues?: ServerValues;
  checkWrite?: WriteCheck;
  afterWrite?: WriteEffect;
  afterDelete?: DeleteEffect;
  afterCommit?: AfterCommit;
  uses?: UsesCheck;
  permit?: PermitHook;
  /** Fields a module adds to the resource's GraphQL type, with the columns their resolvers read (a list page asked for one reads them too). */
  addedColumns?: Readonly<Record<string, readonly string[]>>;
}

/** Hooks keyed by resource name, as a feature declares them. */
export type ResourceHooksByName = Readonly<Record<string, ResourceHooks>>;

const installed = new Map<string, ResourceHooks[]>();

/** Adds a feature's hooks; installing the same hooks again (each app a process builds) changes nothing. */
export function installResourceHooks(byName: ResourceHooksByName): void {
  for (const [name, hooks] of Object.entries(byName)) {
    const list = installed.get(name) ?? [];
    if (!list.includes(hooks)) installed.set(name, [...list, hooks]);
  }
  cache.clear();
}

/** A resource's hooks of every feature, run as one. */
export interface HooksOf {
  hasServerValues: boolean;
  serverValues: ServerValues;
  checkWrite: WriteCheck;
  afterWrite: WriteEffect;
  afterDelete: DeleteEffect;
  afterCommit: AfterCommit;
  uses: UsesCheck;
  permit: PermitHook;
  addedColumns: Readonly<Record<string, readonly string[]>>;
}

const noPermit: AfterWrite = async () => undefined;
const cache = new Map<string, HooksOf>();

function combine(list: readonly ResourceHooks[]): HooksOf {
  const each = <K extends keyof ResourceHooks>(key: K) => list.flatMap((hooks) => (hooks[key] ? [hooks[key]!] : []));
  const fills = each('serverValues');
  const checks = each('checkWrite');
  const effects = each('afterWrite');
  const deletes = each('afterDelete');
  const commits = each('afterCommit');
  const uses = each('uses');
  const permits = each('permit');
  if (permits.length > 1) throw new Error('A resource carries one edit permit: two features declare one');
  return {
    hasServerValues: fills.length > 0,
    async serverValues(tx, data, existing, context, input) {
      let filled = data;
      for (const fill of fills) filled = await fill(tx, filled, existing, context, input);
      return filled;
    },
    async checkWrite(tx, before, after, context) {
      for (const check of checks) await check(tx, before, after, context);
    },
    async afterWrite(scope, row) {
      for (const effect of effects) await effect(scope, row);
    },
    async afterDelete(tx, row, context) {
      for (const effect of deletes) await effect(tx, row, context);
    },
    async afterCommit(context, row, action) {
      for (const effect of commits) await effect(context, row, action);
    },
    async uses(tx, row) {
      const found: RecordUse[] = [];
      for (const check of uses) found.push(...(await check(tx, row)));
      return found;
    },
    permit: permits[0] ?? (async () => noPermit),
    addedColumns: Object.assign({}, ...list.map((hooks) => hooks.addedColumns ?? {})),
  };
}

export function hooksOf(resourceName: string): HooksOf {
  let hooks = cache.get(resourceName);
  if (!hooks) cache.set(resourceName, (hooks = combine(installed.get(resourceName) ?? [])));
  return hooks;
}
