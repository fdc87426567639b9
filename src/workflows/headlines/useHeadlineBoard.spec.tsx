import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { headlineApi, type HeadlineApiOptions } from '../../test/msw/headlineHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import { renderBoardHook } from '../../test/renderBoardHook.tsx';
import type { HeadlineChange } from './headlineMethods.ts';
import { useHeadlineBoard } from './useHeadlineBoard.ts';

/** The board over the in-memory API, with the category's changes sent by the test instead of a websocket. */
function board(options: HeadlineApiOptions = {}) {
  const api = headlineApi(options);
  addHandlers(...api.handlers);
  const { hook, announce: send } = renderBoardHook<ReturnType<typeof useHeadlineBoard>, HeadlineChange>('watchHeadlines', () => useHeadlineBoard('1'));
  const titles = (id: string) => hook.result.current.headlines?.find((headline) => headline.id === id)?.items.map((item) => item.title);
  const announce = (change: Partial<HeadlineChange>) => act(() => send({ headlineId: 'h1', version: 2, kind: 'moved', itemId: null, byUserId: null, at: new Date().toISOString(), ...change }));
  return { api, hook, titles, announce };
}

beforeAll(() => i18nProvider.changeLocale('en'));

describe('the headline board', () => {
  it('moves an item with the version it saw', async () => {
    const { api, hook, titles } = board();
    await waitFor(() => expect(hook.result.current.headlines).toHaveLength(3));
    const main = hook.result.current.headlines![0];
    act(() => hook.result.current.move({ headline: main, itemId: 'h1-1', afterItemId: 'h1-3' }));
    await waitFor(() => expect(api.moves).toEqual([{ itemId: 'h1-1', afterItemId: 'h1-3', version: 1 }]));
    await waitFor(() => expect(hook.result.current.headlines![0].version).toBe(2));
    expect(titles('h1')?.slice(0, 3)).toEqual(['Storm closes the harbour', 'Central bank holds the rate', 'Parliament passes the budget']);
  });

  it('re-reads a headline another editor changed meanwhile, makes the move once more on its order and says so', async () => {
    const { api, hook, titles } = board({ othersMoveFirst: true });
    await waitFor(() => expect(hook.result.current.headlines).toHaveLength(3));
    const main = hook.result.current.headlines![0];
    act(() => hook.result.current.move({ headline: main, itemId: 'h1-4', afterItemId: null }));
    await screen.findByText('The headline had changed meanwhile: your move was made on its new order');
    expect(api.moves.map(({ version }) => version)).toEqual([1, 2]);
    // The other editor put the first item last; this board's move then put "New metro line opens" on top.
    expect(titles('h1')).toEqual(['New metro line opens', 'Storm closes the harbour', 'Central bank holds the rate', 'Lentil soup with mint', 'Parliament passes the budget']);
    expect(api.headlines[0].items.map((item) => item.title)).toEqual(titles('h1'));
  });

  it('tells the editor when the moved item is gone from the fresh order, and shows that order', async () => {
    const { api, hook, titles } = board();
    await waitFor(() => expect(hook.result.current.headlines).toHaveLength(3));
    const main = hook.result.current.headlines![0];
    // Someone else removed the item meanwhile.
    api.headlines[0].items = api.headlines[0].items.filter((item) => item.id !== 'h1-4');
    api.headlines[0].version = 5;
    act(() => hook.result.current.move({ headline: main, itemId: 'h1-4', afterItemId: null }));
    await screen.findByText('The headline had changed meanwhile and the item is no longer there: your move was not made');
    expect(titles('h1')).not.toContain('New metro line opens');
    expect(api.moves).toHaveLength(1);
  });

  it('reads a headline again when another editor changes it', async () => {
    const { api, hook, titles, announce } = board();
    await waitFor(() => expect(hook.result.current.headlines).toHaveLength(3));
    api.headlines[2].items = api.headlines[2].items.slice().reverse();
    api.headlines[2].version = 2;
    announce({ headlineId: 'h3', version: 2 });
    await waitFor(() => expect(titles('h3')).toEqual(['Ferry timetable changes', 'Theatre festival starts']));
    // An announcement of a version already shown reads nothing.
    announce({ headlineId: 'h3', version: 2 });
    expect(titles('h3')).toEqual(['Ferry timetable changes', 'Theatre festival starts']);
  });
});
