import type { EditPermit } from './editPermitMethods.ts';

/** This tab: the user and the editor session (one per browser tab). */
export interface PermitTab {
  userId: string;
  session: string;
}

/**
 * What the user is told about the permit (spec 02 §4's states and §8's failure): the permit came
 * to this tab (given), the holder declined the request, the permit left this tab (handed over by
 * the holder or the countdown, taken over, lapsed), the holder removed the user from the page, or
 * a request or answer was refused or failed.
 */
export type PermitNotice =
  | { kind: 'given' }
  | { kind: 'declined' }
  | { kind: 'handedOver' | 'takenOver'; name: string }
  | { kind: 'expired' }
  /** The user opened the item in another tab, which holds it now. */
  | { kind: 'otherTab' }
  | { kind: 'removed' }
  | { kind: 'alreadyRequested' | 'requestedByOther' | 'failed' };

export const isHeldBy = (permit: EditPermit | undefined, tab: PermitTab) => permit?.holder?.session === tab.session && String(permit.holder.userId) === tab.userId;

/** The notice a change of the permit brings this tab, if any: `before` is what the tab knew, `after` the server's answer or event. */
export function permitNotice(before: EditPermit | undefined, after: EditPermit, tab: PermitTab): PermitNotice | undefined {
  const last = after.last;
  if (!last) return undefined;
  if (last.kind === 'removed' && String(last.toUserId) === tab.userId) return { kind: 'removed' };
  const had = isHeldBy(before, tab);
  const has = isHeldBy(after, tab);
  if (had && !has) {
    const name = after.holder?.name ?? '';
    if (last.kind === 'released') return undefined;
    if (last.kind === 'held' && String(last.toUserId) === tab.userId) return { kind: 'otherTab' };
    if (last.kind === 'takenOver') return { kind: 'takenOver', name };
    if (last.kind === 'accepted' || last.kind === 'autoAccepted') return { kind: 'handedOver', name };
    // Lapsed without a heartbeat (the tab slept, the network died), perhaps held by someone since.
    return { kind: 'expired' };
  }
  if (!had && has && (last.kind === 'accepted' || last.kind === 'autoAccepted')) return { kind: 'given' };
  const asked = before?.request?.user.session === tab.session;
  if (asked && last.kind === 'declined' && !after.request) return { kind: 'declined' };
  return undefined;
}

/** The notice of a refused or failed request, answer or take over (the server's codes of the permit contract). */
export function permitFailureNotice(error: unknown): PermitNotice {
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'PERMIT_ALREADY_REQUESTED') return { kind: 'alreadyRequested' };
  if (code === 'PERMIT_REQUESTED_BY_OTHER') return { kind: 'requestedByOther' };
  return { kind: 'failed' };
}

/** Whole seconds from `now` until `at` (0 once passed): the auto-accept countdown. */
export const secondsUntil = (at: unknown, now: Date) => Math.max(0, Math.ceil((Date.parse(String(at)) - now.getTime()) / 1000));
