import type { EditPermitFieldsFragment, EditPermitHoldersChangedSubscription } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import {
  ANSWER_EDIT_PERMIT_REQUEST,
  EDIT_PERMIT_CHANGED,
  EDIT_PERMIT_HOLDERS_CHANGED,
  GET_EDIT_PERMIT,
  GET_EDIT_PERMIT_HOLDERS,
  HEARTBEAT_EDIT_PERMIT,
  HOLD_EDIT_PERMIT,
  RELEASE_EDIT_PERMIT,
  REMOVE_USER_FROM_PAGE,
  REQUEST_EDIT_PERMIT,
  TAKE_OVER_EDIT_PERMIT,
} from './editPermitDocuments.ts';

export type EditPermit = EditPermitFieldsFragment;

/** The permit calls show their own failures in the permit bar (spec 02 §8: 'Permit request send or answer failed'), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/**
 * The edit permits' named data provider methods (spec 02 §4, issue 14): one permit per resource
 * and record, generic, so every editor (contents, the headline board) uses the same calls.
 */
export const editPermitMethods = (client: Pick<SessionClient, 'query' | 'mutate' | 'subscribe'>) => ({
  async getEditPermit(resource: string, id: string): Promise<EditPermit> {
    return dataOrThrow(await client.query({ query: GET_EDIT_PERMIT, variables: { resource, id }, fetchPolicy: 'network-only', context: QUIET })).editPermit;
  },
  /** Who is editing which of `ids` (a list page): only the records held now. */
  async getEditPermitHolders(resource: string, ids: readonly string[]) {
    return dataOrThrow(await client.query({ query: GET_EDIT_PERMIT_HOLDERS, variables: { resource, ids: [...ids] }, fetchPolicy: 'network-only', context: QUIET })).editPermitHolders;
  },
  async holdEditPermit(resource: string, id: string, session: string): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: HOLD_EDIT_PERMIT, variables: { resource, id, session }, context: QUIET })).holdEditPermit;
  },
  async heartbeatEditPermit(resource: string, id: string, session: string): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: HEARTBEAT_EDIT_PERMIT, variables: { resource, id, session }, context: QUIET })).heartbeatEditPermit;
  },
  async requestEditPermit(resource: string, id: string, session: string): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: REQUEST_EDIT_PERMIT, variables: { resource, id, session }, context: QUIET })).requestEditPermit;
  },
  async answerEditPermitRequest(resource: string, id: string, accept: boolean): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: ANSWER_EDIT_PERMIT_REQUEST, variables: { resource, id, accept }, context: QUIET })).answerEditPermitRequest;
  },
  async takeOverEditPermit(resource: string, id: string, session: string): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: TAKE_OVER_EDIT_PERMIT, variables: { resource, id, session }, context: QUIET })).takeOverEditPermit;
  },
  /** Sent as the page goes away too: `keepalive` lets the request outlive the tab. */
  async releaseEditPermit(resource: string, id: string, session: string): Promise<void> {
    dataOrThrow(await client.mutate({ mutation: RELEASE_EDIT_PERMIT, variables: { resource, id, session }, context: { ...QUIET, fetchOptions: { keepalive: true } } }));
  },
  async removeUserFromPage(resource: string, id: string, userId: string): Promise<EditPermit> {
    return dataOrThrow(await client.mutate({ mutation: REMOVE_USER_FROM_PAGE, variables: { resource, id, userId }, context: QUIET })).removeUserFromPage;
  },
  /** Calls `onChange` with every change of the permit until the returned function is called. */
  async watchEditPermit(resource: string, id: string, onChange: (permit: EditPermit) => void): Promise<() => void> {
    const subscription = client.subscribe({ query: EDIT_PERMIT_CHANGED, variables: { resource, id } }).subscribe({
      next: ({ data }) => {
        if (data?.editPermitChanged) onChange(data.editPermitChanged);
      },
      error: (error: unknown) => console.warn(`The edit permit of ${resource}/${id} is no longer followed`, error),
    });
    return () => subscription.unsubscribe();
  },
  /** Calls `onChange` with every change of who holds a record of `resource` (a list's badges) until the returned function is called. */
  async watchEditPermitHolders(resource: string, onChange: (change: EditPermitHolderChange) => void): Promise<() => void> {
    const subscription = client.subscribe({ query: EDIT_PERMIT_HOLDERS_CHANGED, variables: { resource } }).subscribe({
      next: ({ data }) => {
        if (data?.editPermitHoldersChanged) onChange(data.editPermitHoldersChanged);
      },
      error: (error: unknown) => console.warn(`Who edits the ${resource} is no longer followed`, error),
    });
    return () => subscription.unsubscribe();
  },
});

export type EditPermitHolderChange = EditPermitHoldersChangedSubscription['editPermitHoldersChanged'];

export type EditPermitMethods = ReturnType<typeof editPermitMethods>;
