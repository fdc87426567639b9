/**
 * The agency desk's bulk actions: an item's, an archive item's or a video's status, and an item marked used
 * or inappropriate (or not), each row through its single-row write and that write's rule.
 */
import { eq } from 'drizzle-orm';
import { AGENCY_STATUSES } from '../../../resources/agencyStatus.ts';
import type { BulkActionDeclaration, BulkActionsByResource, BulkRow } from '../../contract/bulkAction.ts';
import type { OperationRule } from '../../contract/operationRule.ts';
import type { RequestContext } from '../../context.ts';
import { agencyArchives, agencyContents, agencyVideos } from '../../db/schema.ts';
import { malformedRequest, saveError } from '../../engine/inputErrors.ts';
import { agencyOperations } from './agencyResolvers.ts';
import { changeAgencyStatus, saveAgencyContent } from './agencyWrites.ts';

const BOOLEAN = ['true', 'false'] as const;

/** A status write answers false for a missing row too: the bulk report says which. */
async function existing(context: RequestContext, kind: 'contents' | 'archives' | 'videos', id: string): Promise<boolean> {
  if (kind === 'contents') return (await context.db.select({ id: agencyContents.id }).from(agencyContents).where(eq(agencyContents.agencyContentId, id))).length > 0;
  const number = Number(id);
  if (!(Number.isInteger(number) && number > 0 && number < 2 ** 31)) return false;
  const table = kind === 'archives' ? agencyArchives : agencyVideos;
  return (await context.db.select({ id: table.id }).from(table).where(eq(table.id, number))).length > 0;
}

const targetOf = (kind: 'contents' | 'archives' | 'videos', id: string) => (kind === 'contents' ? { kind, agencyContentId: id } : { kind, id: Number(id) });

/** A status set on one row of a tab, NOT_FOUND when the row is not there (the same status again is done). */
const status = (kind: 'contents' | 'archives' | 'videos', rule: OperationRule): BulkActionDeclaration => ({
  rule,
  values: AGENCY_STATUSES,
  async run(context, row, value) {
    if (!(await changeAgencyStatus(context, targetOf(kind, row.id), value!)) && !(await existing(context, kind, row.id))) {
      throw saveError('NOT_FOUND', 'notFound', context.language);
    }
  },
});

const flag = (name: 'hasItBeenUsed' | 'isInappropriate') => async (context: RequestContext, row: BulkRow, value: string | undefined) => {
  if (row.version === null) throw malformedRequest('A change must carry the version it was based on');
  await saveAgencyContent(context, { agencyContentId: row.id, version: row.version, [name]: value === 'true' });
};

export const agencyBulkActions: BulkActionsByResource = {
  agencyContents: {
    status: status('contents', agencyOperations.Mutation.updateStatusToAgencyContent),
    used: { rule: agencyOperations.Mutation.saveAgencyContent, values: BOOLEAN, run: flag('hasItBeenUsed') },
    inappropriate: { rule: agencyOperations.Mutation.saveAgencyContent, values: BOOLEAN, run: flag('isInappropriate') },
  },
  agencyArchives: { status: status('archives', agencyOperations.Mutation.updateStatusToAgencyArchive) },
  agencyVideos: { status: status('videos', agencyOperations.Mutation.updateStatusToAgencyVideo) },
};
