/**
 * The options of a reference field (a content's category, source, author, …): whoever may write a
 * record may read the ids and names of what its reference fields can point at, without the view
 * permission of the referenced list. Every declared resource that some reference field names gets
 * `<one>Options(filter, page, limit)`, answering `<Type>ReferenceOption { id, <representation>,
 * isApproved }` only: the type itself is what keeps the rest of the record (an author's e-mail) out.
 * Both sides read these names: the server builds the operation, the admin's reference inputs ask it.
 */
import type { AccessFunction, AccessResult, OperationAccess } from './access.ts';
import type { Resource } from './defineResource.ts';
import type { Field } from './fields.ts';

/** The reference fields of a declaration, those inside objects and lists included. */
function referenceFields(fields: Readonly<Record<string, Field>>): Extract<Field, { kind: 'reference' }>[] {
  return Object.values(fields).flatMap((field) => {
    if (field.kind === 'reference') return [field];
    if (field.kind === 'object' || field.kind === 'list') return referenceFields(field.fields);
    return [];
  });
}

export interface ReferenceTarget {
  target: Resource;
  /** The resources holding a reference field to it: writing one of them lets a caller read the options. */
  writers: Resource[];
  /** The target's fields some reference names in `choices` (a category parent's `hierarchy`): the options filter takes them. */
  choiceFields: string[];
}

/** Every declared resource some reference field names, with who references it. */
export function referenceTargets(resources: readonly Resource[]): ReferenceTarget[] {
  return resources.flatMap((target) => {
    const pointing = resources.map((resource) => [resource, referenceFields(resource.fields).filter((field) => field.resource === target.name)] as const);
    const writers = pointing.filter(([, fields]) => fields.length > 0).map(([resource]) => resource);
    if (writers.length === 0) return [];
    const choiceFields = [...new Set(pointing.flatMap(([, fields]) => fields.flatMap((field) => Object.keys(field.choices ?? {}))))];
    return [{ target, writers, choiceFields }];
  });
}

export const optionsOperation = (target: Resource) => `${target.operations.one}Options`;
export const optionTypeName = (target: Resource) => `${target.typeName}ReferenceOption`;

/** What an option carries: the id, the name (the declaration's representation) and, when the target has one, its approval. */
export function optionFields(target: Resource): string[] {
  return ['id', target.representation, ...(target.fields.isApproved?.kind === 'approval' && target.representation !== 'isApproved' ? ['isApproved'] : [])];
}

/**
 * Who may read the options: the target's own readers, the rows they may read (a reporter's related
 * contents are the news and videos they see); anyone else whose create or update access of a
 * referencing resource is not false, every row (a reporter with `news.save` reads every category's
 * name and id).
 */
export function optionsAccess(target: Resource, writers: readonly Resource[]): OperationAccess {
  const writes = writers.flatMap((resource) => [resource.operationAccess.create, resource.operationAccess.update]);
  const read = target.operationAccess.read;
  const check = (request: Parameters<OperationAccess>[0]): AccessResult => {
    const readable = read(request);
    if (readable !== false) return readable;
    return writes.some((write) => write(request) !== false);
  };
  const needs = [...new Set([...read.needs, ...writes.flatMap((write: AccessFunction<AccessResult>) => write.needs)])];
  return Object.assign(check, { needs, requires: [] });
}
