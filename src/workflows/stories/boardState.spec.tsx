import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { storyBoardApi, type StoryBoardApiOptions } from '../../test/msw/storyBoardHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { renderBoardHook } from '../../test/renderBoardHook.tsx';
import type { BoardChange } from './boardMethods.ts';
import { useBoardState } from './boardState.ts';

/** The stories' board over the in-memory API, with the board's changes sent by the test instead of a websocket. */
function board(options: StoryBoardApiOptions = {}) {
  const api = storyBoardApi(options);
  addHandlers(...api.handlers);
  const { hook, announce: send } = renderBoardHook<ReturnType<typeof useBoardState>, BoardChange>('watchBoard', () => useBoardState('stories', {}));
  const titles = () => hook.result.current.published?.map((row) => row.title);
  const announce = () => act(() => send({ id: '2', kind: 'moved', byUserId: '9', at: new Date().toISOString() }));
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

  it('says the spec’s refusal once when the server says just that', async () => {
    const { hook, titles } = board({ refuse: 'The pin could not be changed.' });
    await waitFor(() => expect(titles()).toHaveLength(4));
    act(() => hook.result.current.pin('2', true));
    expect((await screen.findByText(/could not be changed/)).textContent).toBe('The pin could not be changed.');
  });

  it('reads the board again when another editor changes it', async () => {
    const { api, titles, announce } = board();
    await waitFor(() => expect(titles()).toHaveLength(4));
    api.boards.stories = [api.boards.stories[0], api.boards.stories[3], api.boards.stories[1], api.boards.stories[2], ...api.boards.stories.slice(4)];
    announce();
    await waitFor(() => expect(titles()).toEqual(['Derby day', 'Harbour at dawn', 'Markets open higher', 'Spring sale']));
  });
});
