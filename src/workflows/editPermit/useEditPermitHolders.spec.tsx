import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { fakeSubscriptions } from '../../test/fakeSubscriptions.ts';
import { editPermitMethods, type EditPermitHolderChange } from './editPermitMethods.ts';
import { useEditPermitHolders } from './useEditPermitHolders.ts';

const user = (userId: string, name: string) => ({ userId, name, session: `s${userId}`, since: '2026-11-28T09:00:00.000Z' });

/** The permit methods over a client that answers the holders of a page from `held` and whose subscription the test feeds. */
function fakePermits(held: { recordId: string; holder: ReturnType<typeof user> }[]) {
  const subscriptions = fakeSubscriptions<{ resource: string }, { data: { editPermitHoldersChanged: EditPermitHolderChange } }>();
  const client = {
    query: async ({ variables }: { variables: { ids: string[] } }) => ({ data: { editPermitHolders: held.filter((entry) => variables.ids.includes(entry.recordId)) } }),
    subscribe: subscriptions.subscribe,
  } as unknown as SessionClient;
  const dataProvider = editPermitMethods(client) as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>;
  const send = (resource: string, change: EditPermitHolderChange) =>
    act(() => subscriptions.send((variables) => variables.resource === resource, { data: { editPermitHoldersChanged: change } }));
  return { wrapper, send, followers: subscriptions.count };
}

describe('useEditPermitHolders', () => {
  it('reads who edits the page, then follows each change of a holder of its rows as it happens', async () => {
    const { wrapper, send, followers } = fakePermits([{ recordId: '2', holder: user('7', 'Elif Editör') }]);
    const { result, unmount } = renderHook(() => useEditPermitHolders('contents', ['1', '2', '3']), { wrapper });
    await waitFor(() => expect(result.current.get('2')).toBe('Elif Editör'));
    await waitFor(() => expect(followers()).toBe(1));

    send('contents', { recordId: '1', holder: user('8', 'Cem Şef') });
    send('contents', { recordId: '2', holder: null });
    // Another resource's record 3, and a record not on the page, change nothing here.
    send('headlines', { recordId: '3', holder: user('8', 'Cem Şef') });
    send('contents', { recordId: '99', holder: user('8', 'Cem Şef') });
    await waitFor(() => expect([...result.current]).toEqual([['1', 'Cem Şef']]));

    send('contents', { recordId: '1', holder: user('7', 'Elif Editör') });
    await waitFor(() => expect([...result.current]).toEqual([['1', 'Elif Editör']]));
    unmount();
    expect(followers()).toBe(0);
  });
});
