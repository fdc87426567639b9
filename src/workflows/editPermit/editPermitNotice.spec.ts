import { describe, expect, it } from 'vitest';
import { ADA, CEM, ELIF, permitSample } from '../../test/editPermitFixtures.ts';
import { permitFailureNotice, permitNotice, secondsUntil } from './editPermitNotice.ts';

const tab = { userId: ADA.userId, session: ADA.session };
const at = '2026-11-20T09:12:00.000Z';
const last = (kind: string, extra: object = {}) => ({ kind, byUserId: null, toUserId: null, toSession: null, at, ...extra });
const holding = permitSample({ holder: ADA, request: { user: ELIF, requestedAt: at, autoAcceptAt: at } });
const asking = permitSample({ request: { user: ADA, requestedAt: at, autoAcceptAt: at } });

describe('what a change of the permit tells this tab', () => {
  it('tells the holder who has it after an answer, the countdown or a take over, and a lapsed permit as such', () => {
    expect(permitNotice(holding, permitSample({ last: last('accepted') }), tab)).toEqual({ kind: 'handedOver', name: ELIF.name });
    expect(permitNotice(holding, permitSample({ last: last('autoAccepted') }), tab)).toEqual({ kind: 'handedOver', name: ELIF.name });
    expect(permitNotice(holding, permitSample({ holder: CEM, last: last('takenOver') }), tab)).toEqual({ kind: 'takenOver', name: CEM.name });
    expect(permitNotice(holding, permitSample({ holder: null, last: last('expired') }), tab)).toEqual({ kind: 'expired' });
    expect(permitNotice(holding, permitSample({ holder: null, last: last('released') }), tab)).toBeUndefined();
    const otherTab = { ...ADA, session: 'other-tab' };
    expect(permitNotice(holding, permitSample({ holder: otherTab, last: last('held', { toUserId: ADA.userId, toSession: otherTab.session }) }), tab)).toEqual({ kind: 'otherTab' });
  });

  it('tells the requester the permit was given or declined, and nobody else', () => {
    expect(permitNotice(asking, permitSample({ holder: ADA, last: last('accepted') }), tab)).toEqual({ kind: 'given' });
    expect(permitNotice(asking, permitSample({ last: last('declined') }), tab)).toEqual({ kind: 'declined' });
    const cemAsking = permitSample({ request: { user: CEM, requestedAt: at, autoAcceptAt: at } });
    expect(permitNotice(cemAsking, permitSample({ last: last('declined') }), tab)).toBeUndefined();
    // The same user in another tab is another session: that tab is not given the permit.
    expect(permitNotice(asking, permitSample({ holder: { ...ADA, session: 'other-tab' }, last: last('accepted') }), tab)).toBeUndefined();
  });

  it('tells a removed user, only that user', () => {
    expect(permitNotice(permitSample(), permitSample({ last: last('removed', { toUserId: ADA.userId }) }), tab)).toEqual({ kind: 'removed' });
    expect(permitNotice(permitSample(), permitSample({ last: last('removed', { toUserId: CEM.userId }) }), tab)).toBeUndefined();
  });

  it("maps the server's refusals to the spec's states, anything else to the failure", () => {
    expect(permitFailureNotice({ code: 'PERMIT_ALREADY_REQUESTED' })).toEqual({ kind: 'alreadyRequested' });
    expect(permitFailureNotice({ code: 'PERMIT_REQUESTED_BY_OTHER' })).toEqual({ kind: 'requestedByOther' });
    expect(permitFailureNotice(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsUntil('2026-11-20T09:12:30.000Z', new Date('2026-11-20T09:12:00.500Z'))).toBe(30);
    expect(secondsUntil(at, new Date('2026-11-20T09:12:05.000Z'))).toBe(0);
  });
});
