import type { AuthProvider } from 'react-admin';
import type { EditPermit } from '../workflows/editPermit/editPermitMethods.ts';
import type { EditPermitState } from '../workflows/editPermit/useEditPermit.ts';

/** The permit stories' users: the signed-in user is Ada (1); Elif (3) and Cem (2) are the others. */
export const ADA = { userId: '1', name: 'Ada Yönetici', session: 'tab-ada', since: '2026-11-20T09:05:00.000Z' };
export const ELIF = { userId: '3', name: 'Elif Editör', session: 'tab-elif', since: '2026-11-20T08:42:00.000Z' };
export const CEM = { userId: '2', name: 'Cem Şef', session: 'tab-cem', since: '2026-11-20T09:10:00.000Z' };

export const PERMIT_NOW = new Date('2026-11-20T09:12:00.000Z');

/** A permit as the server answers it: `holder` holds it, everyone in `viewers` has the page open. */
export function permitSample(overrides: Partial<EditPermit> = {}): EditPermit {
  return {
    resource: 'contents',
    recordId: '1000',
    holder: ELIF,
    expiresAt: '2026-11-20T09:12:45.000Z',
    request: null,
    viewers: [ELIF, ADA, CEM],
    last: { kind: 'held', byUserId: ELIF.userId, toUserId: ELIF.userId, toSession: ELIF.session, at: ELIF.since },
    autoAcceptSeconds: 30,
    heartbeatSeconds: 45,
    ...overrides,
  };
}

const noop = async () => undefined;

/** The bar's state for a permit as seen from Ada's tab; the actions do nothing unless given. */
export function permitState(permit: EditPermit, overrides: Partial<EditPermitState> = {}): EditPermitState {
  return {
    status: 'ready',
    session: ADA.session,
    holder: permit.holder,
    since: permit.holder?.since,
    viewers: permit.viewers,
    request: permit.request,
    last: permit.last,
    mine: permit.holder?.session === ADA.session,
    autoAcceptSeconds: permit.autoAcceptSeconds,
    notice: undefined,
    dismissNotice: () => undefined,
    busy: false,
    hold: noop,
    askForPermit: noop,
    answerRequest: noop,
    takeOver: noop,
    removeUser: noop,
    ...overrides,
  };
}

/** Signed in as Ada, the permit stories' user. */
export const signedInAsAda: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: ADA.userId, fullName: ADA.name }),
};
