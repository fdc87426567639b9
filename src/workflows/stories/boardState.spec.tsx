import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, Notification } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { storyBoardApi, type StoryBoardApiOptions } from '../../test/msw/storyBoardHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { createTestDataProvider } from '../../test/testDataProvider.ts';
import type { BoardChange } from './boardMethods.ts';
import { useBoardState } from './boardState.ts';

/** The stories' board over the in-memory API, with the board's changes sent by the test instead of a websocket. */
function board(options: StoryBoardApiOptions = {}) {
  const api = storyBoardApi(options);
  addHandlers(...api.handlers);
  const listeners: ((change: BoardChange) => void)[] = [];
  const dataProvider = {
    ...createTestDataProvider(),
    watchBoard: async (_kind: string, onChange: (change: BoardChange) => void) => {
      listeners.push(onChange);
      return () => undefined;
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </CoreAdminContext>
  );
  const hook = renderHook(() => useBoardState('stories', {}), { wrapper });
  const titles = () => hook.result.current.published?.map((row) => row.title);
  const announce = () => act(() => listeners.forEach((listener) => listener({ id: '2', kind: 'moved', byUserId: '9', at: new Date().toISOString() })));
  return { api, hook, titles, announce };
}

beforeAll(() => i18nProvider.changeLocale('en'));

describe('the stories’ board', () => {
  it('moves a story after another, asking the server once', async () => {
    const { api, hook, titles } = board();
    await waitFor(() => expect(titles()).toHaveLength(4));
    act(() => hook.result.current.move('2', '4'));
    await waitFor(() => expect(titles()).toEqual(['Derby day', 'Spring sale', 'Harbour at dawn', 'Markets open higher']));
    await waitFor(() => expect(api.writes).toEqual([{ operation: 'moveStory', id: '2', afterId: '4', pinned: undefined }]));
    await waitFor(() => expect(api.boards.stories.slice(0, 4).map((row) => row.title)).toEqual(titles()));
  });

  it('tells a refused move with the server’s reason and shows the server’s order again', async () => {
    const { hook, titles } = board({ refuse: 'Only a published story can be moved.' });
    await waitFor(() => expect(titles()).toHaveLength(4));
    act(() => hook.result.current.move('4', null));
    await screen.findByText('The order could not be changed. Only a published story can be moved.');
    await waitFor(() => expect(titles()).toEqual(['Derby day', 'Markets open higher', 'Spring sale', 'Harbour at dawn']));
  });

  it('reads the board again when another editor changes it', async () => {
    const { api, titles, announce } = board();
    await waitFor(() => expect(titles()).toHaveLength(4));
    api.boards.stories = [api.boards.stories[0], api.boards.stories[3], api.boards.stories[1], api.boards.stories[2], ...api.boards.stories.slice(4)];
    announce();
    await waitFor(() => expect(titles()).toEqual(['Derby day', 'Harbour at dawn', 'Markets open higher', 'Spring sale']));
  });
});
