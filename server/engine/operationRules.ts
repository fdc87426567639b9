import type { Resource } from '../../resources/defineResource.ts';
import type { OperationRegistry, OperationRule } from '../graphql/operationRule.ts';

/**
 * The registry entries of the resources' operations: reads need `<category>.view` (a selfReadable
 * resource's `one` also answers a user asking for their own record), saves and status changes
 * `<category>.save`, approval changes `<category>.approve`, deletes `<category>.delete`. Permissions are granted per site, so
 * every operation names the request's site; the declaration's siteScoped decides whether the rows
 * are the site's.
 */
export function resourceOperationRules(resources: readonly Resource[]): OperationRegistry {
  const rules: OperationRegistry = { Query: {}, Mutation: {}, Subscription: {} };
  for (const { permission, operations, hasStatus, selfReadable } of resources) {
    const read: OperationRule = { permission: `${permission}.view`, siteScoped: true };
    const write: OperationRule = { permission: `${permission}.save`, siteScoped: true };
    rules.Query[operations.one] = selfReadable
      ? { ...read, alsoAllow: (args, context) => String(args.id) === String(context.user.id) }
      : read;
    rules.Query[operations.list] = read;
    rules.Mutation[operations.save] = write;
    if (hasStatus && operations.status) rules.Mutation[operations.status] = write;
    if (operations.approval) rules.Mutation[operations.approval] = { permission: `${permission}.approve`, siteScoped: true };
    if (operations.delete) rules.Mutation[operations.delete] = { permission: `${permission}.delete`, siteScoped: true };
  }
  return rules;
}
