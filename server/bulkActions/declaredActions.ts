/**
 * Every declared resource's bulk actions, from its declaration: approve / unapprove for an approval
 * operation (or a status that is the approval status, as a content's), delete for a delete
 * operation; each runs the single-row operation with its rule.
 */
import { APPROVAL_STATUS, enumValue } from '../../resources/enums.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { BulkActionDeclaration, BulkActionsByResource } from '../contract/bulkAction.ts';
import { changeApproval } from '../engine/changeApproval.ts';
import { changeStatus } from '../engine/changeStatus.ts';
import { deleteRecord } from '../engine/deleteRecord.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import { resourceOperationRules } from '../engine/operationRules.ts';

const hasApprovalStatus = (resource: Resource) => {
  const field = resource.fields.status;
  return Boolean(resource.hasStatus && resource.operations.status && field?.kind === 'enum' && field.enum === APPROVAL_STATUS);
};

function actionsOf(resource: Resource, resources: readonly Resource[], rules: ReturnType<typeof resourceOperationRules>['Mutation']) {
  const { approval, status, delete: remove } = resource.operations;
  const actions: Record<string, BulkActionDeclaration> = {};
  if (approval) {
    for (const [name, isApproved] of [['approve', true], ['unapprove', false]] as const) {
      actions[name] = { rule: rules[approval], run: async (context, row) => void (await changeApproval(resource, { id: row.id, isApproved, version: row.version }, context)) };
    }
  } else if (status && hasApprovalStatus(resource)) {
    for (const name of ['approve', 'unapprove'] as const) {
      const value = enumValue(APPROVAL_STATUS, name);
      actions[name] = { rule: rules[status], run: async (context, row) => void (await changeStatus(resource, row.id, value, context, { version: row.version })) };
    }
  }
  if (remove) {
    actions.delete = {
      rule: rules[remove],
      run: async (context, row) => {
        if (row.version === null) throw malformedRequest('A delete must carry the version it was based on');
        await deleteRecord(resource, { id: row.id, version: row.version }, context, resources);
      },
    };
  }
  return actions;
}

export function declaredBulkActions(resources: readonly Resource[]): BulkActionsByResource {
  const rules = resourceOperationRules(resources).Mutation;
  return Object.fromEntries(resources.map((resource) => [resource.name, actionsOf(resource, resources, rules)]).filter(([, actions]) => Object.keys(actions).length > 0));
}
