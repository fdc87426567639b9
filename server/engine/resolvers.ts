/** The resolvers of every resource's operations (the guard wraps them in server/graphql/schema.ts). */
import type { GraphQLResolveInfo } from 'graphql';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import { requireAccess, requireRecordAccess } from '../auth/authorize.ts';
import { changeApproval, type ApprovalInput } from './changeApproval.ts';
import { changeStatus } from './changeStatus.ts';
import { deleteRecord } from './deleteRecord.ts';
import { selectedFields } from './selectedFields.ts';
import { firstArgument } from './keysetPaging.ts';
import { findRecord, listRecords, type ListArgs } from './listRecords.ts';
import { readingContext } from './otherSite.ts';
import { recordOutput } from './records.ts';
import { findRevision, listRevisions, restoreRevision, revisionSnapshot, type RevisionOutput } from './revisions.ts';
import { referenceOptionsResolvers } from './referenceOptions.ts';
import { saveRecord } from './saveRecord.ts';

type Resolver = (source: unknown, args: never, context: RequestContext, info: GraphQLResolveInfo) => unknown;

export function resourceResolvers(resources: readonly Resource[]) {
  const Query: Record<string, Resolver> = { ...referenceOptionsResolvers(resources) };
  const Mutation: Record<string, Resolver> = {};
  const types: Record<string, Record<string, Resolver>> = {};
  for (const resource of resources) {
    const { operations } = resource;
    Query[operations.one] = async (_source, args: { id: string; siteId?: string | null }, context) => {
      const reader = resource.oneOnAnySite ? await readingContext(context, args.siteId, `${resource.permission}.view`) : context;
      const row = await findRecord(context.db, resource, args.id, reader.siteNumber);
      if (row) await requireRecordAccess(resource.operationAccess.read, reader, row);
      return row ? recordOutput(resource, row) : null;
    };
    Query[operations.list] = async (_source, args: ListArgs & Record<string, unknown>, context, info) => {
      const access = await requireAccess(resource.operationAccess.read, context);
      const first = resource.paging === 'keyset' ? (args[firstArgument(resource)] as string | null | undefined) : undefined;
      return listRecords(context.db, resource, { ...args, first }, context.siteNumber, { fields: selectedFields(info), access, output: true });
    };
    Mutation[operations.save] = async (_source, args: { input: Record<string, unknown> }, context) => {
      return recordOutput(resource, await saveRecord(resource, args.input, context, resources));
    };
    if (operations.approval) {
      Mutation[operations.approval] = async (_source, args: { input: ApprovalInput }, context) =>
        recordOutput(resource, await changeApproval(resource, args.input, context));
    }
    if (operations.delete) {
      Mutation[operations.delete] = async (_source, args: { id: string; version: number }, context) => deleteRecord(resource, args, context, resources);
    }
    if (resource.revisions) {
      const { list, one, restore, idArgument } = resource.revisions;
      Query[list] = (_source, args: Record<string, unknown>, context) =>
        listRevisions(resource, { recordId: String(args[idArgument]), page: args.page as number | null, limit: args.limit as number | null }, context);
      Query[one] = (_source, args: Record<string, unknown>, context) =>
        findRevision(resource, { recordId: String(args[idArgument]), revisionId: String(args.revisionId) }, context);
      Mutation[restore] = async (_source, args: Record<string, unknown>, context) =>
        recordOutput(resource, await restoreRevision(resource, { recordId: String(args[idArgument]), revisionId: String(args.revisionId), version: args.version as number }, context, resources));
      // A list leaves the snapshots out; one asked for there is read on its own.
      types[`${resource.typeName}Revision`] = {
        snapshot: (revision, _args, context) => (revision as RevisionOutput).snapshot ?? revisionSnapshot(context.db, (revision as RevisionOutput).id),
      };
    }
    if (resource.hasStatus && operations.status) {
      const idArgument = resource.statusIdArgument ?? 'id';
      Mutation[operations.status] = (_source, args: Record<string, unknown>, context) =>
        changeStatus(resource, String(args[idArgument]), args.status as number, context);
    }
  }
  return { Query, Mutation, ...types };
}
