/**
 * The agency desk's bulk actions: an item's or an archive item's status, and an item marked used
 * or inappropriate (or not), each row through its single-row write and that write's rule.
 */
import { eq } from 'drizzle-orm';
import { AGENCY_STATUSES } from '../../../resources/agencyStatus.ts';
import type { BulkActionsByResource, BulkRow } from '../../contract/bulkAction.ts';
import type { RequestContext } from '../../context.ts';
import { agencyArchives, agencyContents } from '../../db/schema.ts';
import { malformedRequest, saveError } from '../../engine/inputErrors.ts';
import { agencyOperations } from './agencyResolvers.ts';
import { changeAgencyStatus, saveAgencyContent } from './agencyWrites.ts';

const BOOLEAN = ['true', 'false'] as const;

/** A status write answers false for a missing row too: the bulk report says which. */
async function existing(context: RequestContext, kind: 'contents' | 'archives', id: string): Promise<boolean> {
  if (kind === 'contents') return (await context.db.select({ id: agencyContents.id }).from(agencyContents).where(eq(agencyContents.agencyContentId, id))).length > 0;
  const number = Number(id);
  return Number.isInteger(number) && number > 0 && number < 2 ** 31 && (await context.db.select({ id: agencyArchives.id }).from(agencyArchives).where(eq(agencyArchives.id, number))).length > 0;
}

const flag = (name: 'hasItBeenUsed' | 'isInappropriate') => async (context: RequestContext, row: BulkRow, value: string | undefined) => {
  if (row.version === null) throw malformedRequest('A change must carry the version it was based on');
  await saveAgencyContent(context, { agencyContentId: row.id, version: row.version, [name]: value === 'true' });
};

export const agencyBulkActions: BulkActionsByResource = {
  agencyContents: {
    status: {
      rule: agencyOperations.Mutation.updateStatusToAgencyContent,
      values: AGENCY_STATUSES,
      async run(context, row, value) {
        if (!(await changeAgencyStatus(context, { kind: 'contents', agencyContentId: row.id }, value!)) && !(await existing(context, 'contents', row.id))) {
          throw saveError('NOT_FOUND', 'notFound', context.language);
        }
      },
    },
    used: { rule: agencyOperations.Mutation.saveAgencyContent, values: BOOLEAN, run: flag('hasItBeenUsed') },
    inappropriate: { rule: agencyOperations.Mutation.saveAgencyContent, values: BOOLEAN, run: flag('isInappropriate') },
  },
  agencyArchives: {
    status: {
      rule: agencyOperations.Mutation.updateStatusToAgencyArchive,
      values: AGENCY_STATUSES,
      async run(context, row, value) {
        if (!(await changeAgencyStatus(context, { kind: 'archives', id: Number(row.id) }, value!)) && !(await existing(context, 'archives', row.id))) {
          throw saveError('NOT_FOUND', 'notFound', context.language);
        }
      },
    },
  },
};
