import type { AccessFunction, AccessResult } from '../../resources/access.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { OperationRegistry, OperationRule } from '../contract/operationRule.ts';
import { referenceOptionsRules } from './referenceOptions.ts';

/** A rule run by access functions; its permission names what they ask for (the access matrix reads it). */
function accessRule(functions: readonly AccessFunction<AccessResult>[], access: NonNullable<OperationRule['access']>): OperationRule {
  const needs = [...new Set(functions.flatMap((fn) => fn.needs))];
  return { permission: needs.length === 0 ? 'signedIn' : needs.length === 1 ? needs[0] : needs, siteScoped: true, access };
}

/**
 * The registry entries of the resources' operations, from their access functions
 * (resources/access.ts; by default reads need `<category>.view`, saves and status changes
 * `<category>.save`, deletes `<category>.delete`); approval changes need `<category>.approve`;
 * revisions are read as the record is and restored as it is updated; a referenced resource's
 * options by its readers and by the writers of the records referencing it (resources/referenceOptions.ts).
 * Permissions are granted per site, so every operation names the request's site; the declaration's
 * siteScoped decides whether the rows are the site's. A row filter lets the resolver run, which
 * keeps to the filter's rows. A declaration's `writesNeedHandbook` marks its writes `needsHandbook`.
 */
export function resourceOperationRules(resources: readonly Resource[]): OperationRegistry {
  const rules: OperationRegistry = { Query: { ...referenceOptionsRules(resources) }, Mutation: {}, Subscription: {} };
  for (const { permission, operations, hasStatus, operationAccess, revisions, writesNeedHandbook } of resources) {
    const { read, create, update } = operationAccess;
    const readRule = accessRule([read], (request) => read(request));
    const write = (rule: OperationRule): OperationRule => (writesNeedHandbook ? { ...rule, needsHandbook: true } : rule);
    rules.Query[operations.one] = readRule;
    rules.Query[operations.list] = readRule;
    rules.Mutation[operations.save] = write(
      accessRule([create, update], (request, args) => {
        const input = args.input as { id?: unknown } | undefined;
        return input?.id === undefined || input.id === null ? create(request) : update(request);
      }),
    );
    if (hasStatus && operations.status) rules.Mutation[operations.status] = write(accessRule([update], (request) => update(request)));
    if (operations.approval) rules.Mutation[operations.approval] = write({ permission: `${permission}.approve`, siteScoped: true });
    if (operations.delete) rules.Mutation[operations.delete] = write(accessRule([operationAccess.delete], (request) => operationAccess.delete(request)));
    if (revisions) {
      rules.Query[revisions.list] = readRule;
      rules.Query[revisions.one] = readRule;
      // A restore is a content write like a save: the handbook applies to it too.
      rules.Mutation[revisions.restore] = write(accessRule([update], (request) => update(request)));
    }
  }
  return rules;
}
