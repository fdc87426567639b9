import type { Resource, ResourceOperations } from '../../../resources/defineResource.ts';

export type OperationRole = keyof ResourceOperations;

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The name the browser sends an operation under: the declaration's (the spec's `GetUsers`,
 * `SaveUser`, …) or by default `Get<Field>` for reads and `<Field>` capitalised for writes.
 */
export function browserOperationName(resource: Resource, role: OperationRole): string {
  const declared = resource.browserOperationNames?.[role];
  if (declared) return declared;
  const field = resource.operations[role];
  if (!field) throw new Error(`Resource ${resource.name} has no ${role} operation`);
  return role === 'one' || role === 'list' ? `Get${capitalise(field)}` : capitalise(field);
}
