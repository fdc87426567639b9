import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../../.storybook/preview';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { contentListApi, contentListSamples } from '../../../test/msw/contentListHandlers.ts';
import { addHandlers } from '../../../test/msw/mockApi.ts';
import { SEARCH_DELAY_MS } from '../../../controls/list/DelayedTextField.tsx';
import * as stories from './ContentList.stories';

setProjectAnnotations(preview);
const { Editor, NewsWriter, Empty, OneType } = composeStories(stories);

beforeAll(() => Editor.load());
afterEach(() => vi.useRealTimers());

function recordedApi(rows = contentListSamples(8)) {
  const api = contentListApi(rows);
  addHandlers(...api.handlers);
  return api;
}

const table = () => screen.findByRole('table', { name: 'Contents' });
const rowOf = async (title: string) => (await within(await table()).findByText(title)).closest('tr')!;

describe('ContentList', () => {
  it('shows the spec’s columns: status, ID, date, title over spot, type, category, editor and the badges', async () => {
    recordedApi();
    render(<Editor />);
    // The first column chooses rows for a bulk action, once the server said the role may do one.
    await within(await table()).findByRole('checkbox', { name: /^Choose all \d+ rows shown$/ });
    const headers = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Status', 'ID', 'Content date', 'Title and spot', 'Content type', 'Category', 'Editor', 'Other']);
    const first = await rowOf('Merkez Bankası faizi sabit tuttu (1)');
    // Elif holds its edit permit (the story's): her chip comes with the holders' answer.
    await within(first).findByTestId('row-editing');
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent);
    // The first sample: approved, news, Gündem, by Ada, scheduled (publish date ahead), news-worthy, on the homepage.
    expect(cells.slice(2)).toEqual([
      '1000',
      expect.stringMatching(/^20\.11\.2026 \d\d:00$/),
      'Merkez Bankası faizi sabit tuttu (1)Gelişmeler ve ayrıntılar haberimizde',
      'News',
      'Gündem',
      'Ada Yönetici',
      'Elif EditörScheduledNews-worthyHomepage',
    ]);
    expect(within(first).getByRole('switch', { name: 'Approve Merkez Bankası faizi sabit tuttu (1)' })).toHaveProperty('checked', true);
    expect(within(first).getByRole('link')).toHaveProperty('pathname', '/content/news/1000');
    const second = await rowOf('Çağrı merkezleri yeniden açıldı (2)');
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent).slice(5)).toEqual(['Video', 'Spor', 'Deniz Editör', '']);
  });

  it('switches the status in place with the content’s id', async () => {
    const api = recordedApi();
    render(<Editor />);
    const row = await rowOf('Çağrı merkezleri yeniden açıldı (2)');
    const toggle = within(row).getByRole('switch');
    expect(toggle).toHaveProperty('checked', false);
    await userEvent.click(toggle);
    await waitFor(() => expect(api.statusChanges).toEqual([{ id: '999', status: 1 }]));
    await waitFor(() => expect(within(row).getByRole('switch')).toHaveProperty('checked', true));
    await userEvent.click(within(row).getByRole('switch'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Take it off the site?' })).getByRole('button', { name: 'Unapprove' }));
    await waitFor(() => expect(api.statusChanges.at(-1)).toEqual({ id: '999', status: 2 }));
  });

  it('asks before taking a live story off the site, naming it; cancelled, nothing is sent and it stays approved', async () => {
    const api = recordedApi();
    render(<Editor />);
    const row = await rowOf('Merkez Bankası faizi sabit tuttu (1)');
    await userEvent.click(within(row).getByRole('switch'));
    const dialog = await screen.findByRole('dialog', { name: 'Take it off the site?' });
    expect(dialog.textContent).toContain('“Merkez Bankası faizi sabit tuttu (1)” will be unapproved and will no longer be shown on the website or in lists.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row).getByRole('switch')).toHaveProperty('checked', true);
    expect(api.statusChanges).toEqual([]);
  });

  it('reads the row again after a status change: the editor who approved it shows', async () => {
    const rows = contentListSamples(8);
    rows[2] = { ...rows[2]!, publishDate: null };
    const api = recordedApi(rows);
    render(<Editor />);
    const row = await rowOf('Derbide gol sesi çıkmadı (3)');
    const cells = () => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells()[7]).toBe('Ada Yönetici');
    await userEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(cells()[7]).toBe('Deniz Editör'));
    expect(api.requests.at(-1)).toEqual(expect.objectContaining({ filter: { ids: ['998'] } }));
  });

  it('sends the search once typing pauses', async () => {
    const api = recordedApi();
    render(<Editor />);
    await rowOf('Merkez Bankası faizi sabit tuttu (1)');
    expect(api.requests).toHaveLength(1);
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    for (const typed of ['ca', 'cag', 'cagri']) {
      fireEvent.change(search, { target: { value: typed } });
      await act(async () => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    }
    expect(api.requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(50));
    await act(async () => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toEqual(expect.objectContaining({ filter: { search: 'cagri' } }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Contents' })).getAllByRole('row')).toHaveLength(3));
  });

  it('asks for the route’s type and keeps it with the other filters', async () => {
    const api = recordedApi();
    render(<OneType />);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toEqual(expect.objectContaining({ filter: { type: typeValues('video') }, limit: 50 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(api.requests.at(-1)).toEqual(expect.objectContaining({ filter: { type: typeValues('video'), status: [1] } })));
  });

  it('loads the next 50 after the last row, never above the first page’s newest content date', async () => {
    const rows = contentListSamples(120);
    const api = recordedApi(rows);
    render(<Editor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(api.requests[1]).toEqual(expect.objectContaining({ limit: 50, after: rows[49]!.cursor, firstContentDate: rows[0]!.contentDate }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Contents' })).getAllByRole('row')).toHaveLength(101));
  }, 20_000);

  it('offers "create" for the types the user may save, each to its editor', async () => {
    recordedApi();
    render(<NewsWriter />);
    // A video is shown, but its status is not the news writer's to change.
    expect(within(await rowOf('Çağrı merkezleri yeniden açıldı (2)')).getByRole('switch')).toHaveProperty('disabled', true);
    expect(within(await rowOf('Merkez Bankası faizi sabit tuttu (1)')).getByRole('switch')).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const items = within(await screen.findByRole('menu', { name: 'Content types you may create' })).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, (item as HTMLAnchorElement).pathname])).toEqual([['News', '/content/news']]);
  });

  it('says so when nothing matches, and links the drafts tab to the draft list', async () => {
    recordedApi([]);
    render(<Empty />);
    expect(await screen.findByText('No content matches these filters')).toBeTruthy();
    expect((screen.getByRole('tab', { name: 'Drafts' }) as HTMLAnchorElement).pathname).toBe('/content/list-draft');
  });
});
