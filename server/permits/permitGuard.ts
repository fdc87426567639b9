/**
 * The writes of a permit-guarded record (a content's save, restore, status change, delete) need
 * its permit: in the write's own transaction the caller's user holds it (held from a tab, or taken
 * now by the write when it was free or lapsed: an API client, an editor back from offline); held
 * by someone else, the write is refused with PERMIT_HELD and nothing changes.
 *
 * A save keeps a permit it took (the editor goes on editing; their tab takes it over). A one-step
 * write (a status switched in a list, a delete) does not: the permit's row stays locked for the
 * write's transaction only, so a free permit is still free once it commits and nobody waits out
 * the heartbeat for a story that was only switched on or off.
 */
import type { RequestContext } from '../context.ts';
import type { AfterWrite } from '../engine/resourceHooks.ts';
import { changePermitIn, grantRequest, holderColumns, NO_HOLDER, type PermitStep, type PermitTx } from './permitChanges.ts';
import { publishPermit } from './permitEvents.ts';
import { heldError, SAVE_SESSION } from './permitOperations.ts';
import { permitResourceOf } from './permitResources.ts';

/** `keep`: the write is an edit that holds the permit on (a save); `once`: it needs it for its own transaction only. */
export type PermitUse = 'keep' | 'once';

const nothing: AfterWrite = async () => undefined;

/** After the write commits, the answer publishes the permit the write changed (nothing when it changed none). */
export async function holdForWrite(tx: PermitTx, context: RequestContext, resource: string, recordId: string, use: PermitUse = 'keep'): Promise<AfterWrite> {
  if (!permitResourceOf(resource) || context.siteNumber === undefined) return nothing;
  const key = { site: context.siteNumber, resource, recordId };
  const tab = { userId: context.user.id, session: SAVE_SESSION };
  const step: PermitStep = async (row, _tx, now) => {
    if (row.holderUserId !== null && row.holderUserId !== tab.userId) throw await heldError(tx, row, context.language);
    if (use === 'once') {
      // A permit only an earlier write held (no tab of the user's edits the record) goes now too.
      if (row.holderUserId === null || row.holderSession !== SAVE_SESSION) return undefined;
      return row.requestUserId !== null ? grantRequest(row, 'accepted', tab.userId, now, context.permits) : { set: NO_HOLDER, transition: { kind: 'released', by: tab.userId } };
    }
    if (row.holderUserId === null) return { set: holderColumns(tab, now, context.permits), transition: { kind: 'held', by: tab.userId, to: tab } };
    return { set: { holderExpiresAt: holderColumns(tab, now, context.permits).holderExpiresAt }, quiet: true };
  };
  const { view, changed } = await changePermitIn(tx, context.permits, key, new Date(), step);
  return changed ? () => publishPermit(context.events, key, view) : nothing;
}
