import type { Resource } from '../../resources/defineResource.ts';
import type { OperationRule, RootTypeName } from '../graphql/operations.ts';

/**
 * The registry entries of the resources' operations: reads need `<category>.view`, saves and status
 * changes `<category>.save`. Permissions are granted per site, so every operation names the
 * request's site; the declaration's siteScoped decides whether the rows are the site's.
 */
export function resourceOperationRules(resources: readonly Resource[]): Record<RootTypeName, Record<string, OperationRule>> {
  const rules: Record<RootTypeName, Record<string, OperationRule>> = { Query: {}, Mutation: {}, Subscription: {} };
  for (const { permission, operations, hasStatus } of resources) {
    const read: OperationRule = { permission: `${permission}.view`, siteScoped: true };
    const write: OperationRule = { permission: `${permission}.save`, siteScoped: true };
    rules.Query[operations.one] = read;
    rules.Query[operations.list] = read;
    rules.Mutation[operations.save] = write;
    if (hasStatus && operations.status) rules.Mutation[operations.status] = write;
  }
  return rules;
}
