/**
 * The writes of a permit-guarded record (a content's save, restore, status change, delete) need
 * its permit: in the write's own transaction the caller's user holds it (held from a tab, or taken
 * now by the write when it was free or lapsed: an API client, an editor back from offline); held
 * by someone else, the write is refused with PERMIT_HELD and nothing changes.
 */
import type { RequestContext } from '../context.ts';
import { changePermitIn, holderColumns, type PermitStep, type PermitTx } from './permitChanges.ts';
import { publishPermit } from './permitEvents.ts';
import { heldError, SAVE_SESSION } from './permitOperations.ts';
import { permitResourceOf } from './permitResources.ts';

/** After the write commits: publishes the permit the write took (nothing when it took none). */
export type AfterWrite = () => Promise<unknown>;

const nothing: AfterWrite = async () => undefined;

export async function holdForWrite(tx: PermitTx, context: RequestContext, resource: string, recordId: string): Promise<AfterWrite> {
  if (!permitResourceOf(resource) || context.siteNumber === undefined) return nothing;
  const key = { site: context.siteNumber, resource, recordId };
  const tab = { userId: context.user.id, session: SAVE_SESSION };
  const step: PermitStep = async (row, _tx, now) => {
    if (row.holderUserId === null) return { set: holderColumns(tab, now, context.permits), transition: { kind: 'held', by: tab.userId, to: tab } };
    if (row.holderUserId !== tab.userId) throw await heldError(tx, row, context.language);
    return { set: { holderExpiresAt: holderColumns(tab, now, context.permits).holderExpiresAt }, quiet: true };
  };
  const { view, changed } = await changePermitIn(tx, context.permits, key, new Date(), step);
  return changed ? () => publishPermit(context.events, key, view) : nothing;
}
